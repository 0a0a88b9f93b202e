import { ConsumptionType, type OrderConsumptionType } from '../../domain/consumption-type'
import { isSlotBookable } from '../../domain/schedule'
import type { Slot } from '../../domain/schemas/venue-api'
import { wallClock } from '../../domain/venue-time'
import { useI18n } from '../ui/i18n'
import type { PrebookProblem } from './use-prebook'
import type { SlotsState } from './use-slots'

type Props = {
  type: OrderConsumptionType | null
  state: SlotsState
  timeZone: string
  /** The slot the order holds for the current choices, if any. */
  heldSlotId: string | null
  /** The slot being pre-booked right now. */
  pending: string | null
  problem: PrebookProblem
  onChoose: (slot: Slot) => void
  onRetry: () => void
}

/**
 * The time slots of the chosen day: 'HH:mm' and what is free (tables for eat-in, places otherwise).
 * A slot with nothing free is disabled (SPEC §2); the held one is pressed.
 */
export function SlotList({ type, state, timeZone, heldSlotId, pending, problem, onChoose, onRetry }: Props) {
  const { t } = useI18n()
  const freeKey = type === ConsumptionType.EatIn ? 'slot.tablesFree' : 'slot.placesLeft'
  return (
    <fieldset className="schedule-field" aria-busy={state.status === 'loading' || pending !== null}>
      <legend>{t('schedule.timeLegend')}</legend>
      {problem && (
        <p className="schedule-problem" role="alert">
          {problem.kind === 'limited' ? problem.message : t(problem.kind === 'taken' ? 'booking.slotTaken' : 'booking.failed')}
        </p>
      )}
      {state.status === 'idle' && <p className="schedule-hint">{t('schedule.chooseFirst')}</p>}
      {state.status === 'loading' && (
        <p className="schedule-loading" role="status">
          <span className="spinner" aria-hidden="true" />
          {t('schedule.loadingSlots')}
        </p>
      )}
      {state.status === 'error' && (
        <div className="schedule-problem" role="alert">
          <p>{t('schedule.slotsFailed')}</p>
          <button type="button" className="button-secondary" onClick={onRetry}>
            {t('error.tryAgain')}
          </button>
        </div>
      )}
      {state.status === 'loaded' &&
        (state.slots.length === 0 ? (
          <p className="schedule-hint" role="status">
            {t('schedule.noSlots')}
          </p>
        ) : (
          <ul className="slot-list">
            {state.slots.map((slot) => {
              const time = wallClock(slot.start_time, timeZone)?.time ?? slot.start_time
              const bookable = isSlotBookable(slot)
              return (
                <li key={slot.id}>
                  <button
                    type="button"
                    className="slot-button"
                    disabled={!bookable}
                    aria-pressed={slot.id === heldSlotId}
                    onClick={() => pending === null && onChoose(slot)}
                  >
                    <span className="slot-time">{time}</span>
                    <span className="slot-free">{t(freeKey, { count: slot.free_tables })}</span>
                    {pending === slot.id && <span className="spinner slot-spinner" aria-hidden="true" />}
                  </button>
                </li>
              )
            })}
          </ul>
        ))}
    </fieldset>
  )
}
