import { useId } from 'react'
import type { OrderConsumptionType } from '../../domain/consumption-type'
import { useI18n } from '../ui/i18n'

type Props = {
  offered: readonly OrderConsumptionType[]
  value: OrderConsumptionType | null
  onChange: (type: OrderConsumptionType) => void
  /** What the type chosen did to the cart's prices (type-prices-text.ts), or null. */
  note: string | null
}

/**
 * Eat in, takeaway or delivery, among those the venue offers (SPEC §4 consumption types), and under
 * them what the choice did to the cart's prices: a polite live region, there from the start so that
 * what comes into it is announced.
 */
export function ConsumptionTypeChoice({ offered, value, onChange, note }: Props) {
  const { t } = useI18n()
  const name = useId()
  return (
    <fieldset className="schedule-field">
      <legend>{t('schedule.typeLegend')}</legend>
      <div className="schedule-types">
        {offered.map((type) => (
          <label key={type} className="schedule-type">
            <input type="radio" name={name} value={type} checked={value === type} onChange={() => onChange(type)} />
            <span>{t(`consumption.${type}`)}</span>
          </label>
        ))}
      </div>
      <p className="schedule-type-prices" role="status">
        {note}
      </p>
    </fieldset>
  )
}
