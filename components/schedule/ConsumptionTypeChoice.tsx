import { useId } from 'react'
import type { OrderConsumptionType } from '../../domain/consumption-type'
import { useI18n } from '../ui/i18n'

type Props = {
  offered: readonly OrderConsumptionType[]
  value: OrderConsumptionType | null
  onChange: (type: OrderConsumptionType) => void
}

/** Eat in, takeaway or delivery, among those the venue offers (SPEC §4 consumption types). */
export function ConsumptionTypeChoice({ offered, value, onChange }: Props) {
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
    </fieldset>
  )
}
