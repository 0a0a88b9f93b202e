import { useRef, useState, type KeyboardEvent } from 'react'
import { ConsumptionType, type OrderConsumptionType } from '../../domain/consumption-type'
import { groupSlotsByMeal, periodToOpen, type MealPeriod, type SlotGroup, type TimedSlot } from '../../domain/meal-periods'
import type { Slot } from '../../domain/schemas/venue-api'
import { useI18n } from '../ui/i18n'
import { timeIndexAfterKey } from './time-keys'
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
 * The time slots of the chosen day, by meal period (domain/meal-periods.ts): the period of the held
 * slot, or the first with a time to choose, open; the others a tap away. Each slot reads 'HH:mm' and
 * what is free (tables for eat-in, places otherwise), said once for its period where every time that
 * can be chosen has as much. A slot with nothing free is disabled (SPEC §2); the held one is pressed.
 */
export function SlotList({ type, state, timeZone, heldSlotId, pending, problem, onChoose, onRetry }: Props) {
  const { t } = useI18n()
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
          // A new day's slots open on their own period again.
          <MealPeriods
            key={state.slots.map((slot) => slot.id).join()}
            groups={groupSlotsByMeal(state.slots, timeZone)}
            eatIn={type === ConsumptionType.EatIn}
            heldSlotId={heldSlotId}
            pending={pending}
            onChoose={onChoose}
          />
        ))}
    </fieldset>
  )
}

type PeriodsProps = {
  groups: SlotGroup[]
  eatIn: boolean
  heldSlotId: string | null
  pending: string | null
  onChoose: (slot: Slot) => void
}

function MealPeriods({ groups, eatIn, heldSlotId, pending, onChoose }: PeriodsProps) {
  const { t } = useI18n()
  const [open, setOpen] = useState<ReadonlySet<MealPeriod>>(() => new Set([periodToOpen(groups, heldSlotId)].filter((period) => period !== null)))
  const freeText = (count: number) => t(eatIn ? 'slot.tablesFree' : 'slot.placesLeft', { count })
  const toggle = (period: MealPeriod) =>
    setOpen((shown) => {
      const next = new Set(shown)
      if (!next.delete(period)) next.add(period)
      return next
    })
  return (
    <div className="slot-periods">
      {groups.map(({ period, slots, sharedFree }) => {
        const expanded = open.has(period)
        const listId = `slots-${period}`
        const from = slots[0]!.time
        const to = slots.at(-1)!.time
        const bookable = slots.some((entry) => entry.bookable)
        return (
          <section key={period} className="slot-period">
            <h3>
              <button type="button" className="slot-period-toggle" aria-expanded={expanded} aria-controls={listId} onClick={() => toggle(period)}>
                <span className="slot-period-name">{t(`schedule.period.${period}`)}</span>
                <span className="slot-period-hours">{from === to ? from : `${from} – ${to}`}</span>
                <span className="slot-period-free">
                  {!bookable ? t('schedule.period.full') : sharedFree !== null ? t(eatIn ? 'schedule.period.tablesFree' : 'schedule.period.placesLeft', { count: sharedFree }) : null}
                </span>
              </button>
            </h3>
            <PeriodTimes
              id={listId}
              hidden={!expanded}
              slots={slots}
              shared={sharedFree !== null}
              heldSlotId={heldSlotId}
              pending={pending}
              freeText={freeText}
              onChoose={onChoose}
            />
          </section>
        )
      })}
    </div>
  )
}

type TimesProps = {
  id: string
  hidden: boolean
  slots: TimedSlot[]
  /** What is free is said once for the period. */
  shared: boolean
  heldSlotId: string | null
  pending: string | null
  freeText: (count: number) => string
  onChoose: (slot: Slot) => void
}

/**
 * A period's times, one Tab stop (the held time, else the last focused, else the first that can be
 * chosen); the arrow keys move between them by a time or a row, Home and End to the ends
 * (time-keys.ts), Enter or Space chooses.
 */
function PeriodTimes({ id, hidden, slots, shared, heldSlotId, pending, freeText, onChoose }: TimesProps) {
  const list = useRef<HTMLUListElement>(null)
  const [focused, setFocused] = useState<string | null>(null)
  const choosable = slots.filter((entry) => entry.bookable).map((entry) => entry.slot.id)
  const tabStop = [focused, heldSlotId, choosable[0]].find((slotId) => slotId != null && choosable.includes(slotId))

  function onKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const from = choosable.indexOf((event.target as HTMLElement).dataset.slot ?? '')
    if (from === -1) return
    const tiles = choosable.map((slotId) => list.current!.querySelector<HTMLButtonElement>(`[data-slot="${slotId}"]`)!)
    const next = timeIndexAfterKey(
      event.key,
      from,
      tiles.map((tile) => {
        const box = tile.getBoundingClientRect()
        return { x: box.left + box.width / 2, y: box.top }
      }),
    )
    if (next === null) return
    event.preventDefault()
    tiles[next]!.focus()
  }

  return (
    <ul ref={list} id={id} className="slot-list" hidden={hidden} onKeyDown={onKeyDown}>
      {slots.map(({ slot, time, bookable }) => (
        <li key={slot.id}>
          <button
            type="button"
            className="slot-button"
            data-slot={slot.id}
            disabled={!bookable}
            tabIndex={slot.id === tabStop ? 0 : -1}
            aria-pressed={slot.id === heldSlotId}
            onFocus={() => setFocused(slot.id)}
            onClick={() => pending === null && onChoose(slot)}
          >
            <span className="slot-time">{time}</span>
            {/* Said once for the period where it is the same: a screen reader still hears it with each time. */}
            <span className={bookable && shared ? 'slot-free visually-hidden' : 'slot-free'}>{freeText(slot.free_tables)}</span>
            {pending === slot.id && <span className="spinner slot-spinner" aria-hidden="true" />}
          </button>
        </li>
      ))}
    </ul>
  )
}
