import { clampGuestCount, GUEST_COUNT_MAX, GUEST_COUNT_MIN } from '../../domain/schedule'
import { useI18n } from '../ui/i18n'

type Props = { value: number | null; onChange: (count: number) => void }

/**
 * The number of persons, 1 to 20, with − and +. Nothing is chosen at first: the first + gives 1.
 * aria-disabled rather than disabled, so a button reaching its bound keeps the focus.
 */
export function GuestStepper({ value, onChange }: Props) {
  const { t } = useI18n()
  const canRemove = value !== null && value > GUEST_COUNT_MIN
  const canAdd = value === null || value < GUEST_COUNT_MAX
  return (
    <fieldset className="schedule-field">
      <legend>{t('schedule.guestsLegend')}</legend>
      <div className="product-stepper schedule-guests">
        <button
          type="button"
          className="stepper-button"
          aria-label={t('schedule.guestsFewer')}
          aria-disabled={!canRemove}
          onClick={() => canRemove && onChange(clampGuestCount(value - 1))}
        >
          <span aria-hidden="true">−</span>
        </button>
        <output className="stepper-quantity schedule-guest-count" aria-live="polite">
          {value === null ? (
            <>
              <span aria-hidden="true">–</span>
              <span className="visually-hidden">{t('schedule.guestsNone')}</span>
            </>
          ) : (
            <>
              <span aria-hidden="true">{value}</span>
              <span className="visually-hidden">{t('schedule.guestsCount', { count: value })}</span>
            </>
          )}
        </output>
        <button
          type="button"
          className="stepper-button"
          aria-label={t('schedule.guestsMore')}
          aria-disabled={!canAdd}
          onClick={() => canAdd && onChange(clampGuestCount((value ?? 0) + 1))}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </fieldset>
  )
}
