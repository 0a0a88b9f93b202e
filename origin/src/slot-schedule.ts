// Slot arithmetic in the venue's wall time (Europe/Brussels in the demo), from the venue_api rules.
import dayjs from 'dayjs'
import timezone from 'dayjs/plugin/timezone'
import utc from 'dayjs/plugin/utc'
import type { DinnerTable, VenueState } from './venue-state'

dayjs.extend(utc)
dayjs.extend(timezone)

export const EAT_IN = 1

export type Slot = { id: string; start_time: string; end_time: string; free_tables: number }

/** Active bookings of one slot: how many, and which tables they hold. */
export type SlotLoad = { count: number; tables: Set<string> }

export type SlotRequest = { date: string; consumptionType: number; guests: number; now: number }

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5))
const hhmmOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

export const slotIdOf = (date: string, hhmm: string, consumptionType: number) => `${date}T${hhmm}|${consumptionType}`

/** Start times ("HH:mm") of the slots that fit entirely inside the opening hours of that day and type. */
function startTimes(state: VenueState, date: string, consumptionType: number): string[] {
  const day = dayjs(date)
  const isoWeekday = day.day() === 0 ? 7 : day.day()
  if (state.closed_dates.includes(day.format('MM-DD'))) return []
  const length = state.slot_rules.slot_length_minutes
  const starts = new Set<number>()
  for (const hours of state.opening_hours) {
    if (!hours.weekdays.includes(isoWeekday) || !hours.consumption_types.includes(consumptionType)) continue
    for (let start = minutesOf(hours.from); start + length <= minutesOf(hours.to); start += length) starts.add(start)
  }
  return [...starts].sort((a, b) => a - b).map(hhmmOf)
}

/** Active tables with enough seats, in demo order (the order prebooking hands them out). */
export const suitableTables = (state: VenueState, guests: number): DinnerTable[] =>
  state.dinner_tables.filter((table) => table.active && !table.error && table.seats >= guests)

/** How many more bookings the slot takes: eat-in by tables (capped per slot), other types by orders. */
export function capacityOf(state: VenueState, consumptionType: number, hhmm: string): number {
  if (state.slot_rules.fully_booked.includes(hhmm)) return 0
  if (consumptionType === EAT_IN) return state.slot_rules.tables_per_slot
  return state.slot_rules.orders_per_slot[String(consumptionType)] ?? 0
}

/** The venue's calendar day ("YYYY-MM-DD") at instant `now`. */
export const dayIn = (now: number, zone: string) => dayjs(now).tz(zone).format('YYYY-MM-DD')

/** The venue's wall clock ("HH:mm") at instant `now`. */
export const hourIn = (now: number, zone: string) => dayjs(now).tz(zone).format('HH:mm')

/** Instant `now` as ISO 8601 with the venue's offset, e.g. 2026-12-14T10:00:00+01:00. */
export const isoIn = (now: number, zone: string) => dayjs(now).tz(zone).format()

/** The slots of a day from the rules alone, or [] for a day outside [today, today + days_ahead]. */
export function daySlots(state: VenueState, request: SlotRequest): Array<Omit<Slot, 'free_tables'> & { hhmm: string }> {
  const zone = state.timezone
  const today = dayIn(request.now, zone)
  const lastDay = dayjs(today).add(state.slot_rules.days_ahead, 'day').format('YYYY-MM-DD')
  if (request.date < today || request.date > lastDay) return []
  const earliest = request.now + state.slot_rules.lead_time_minutes * 60_000
  return startTimes(state, request.date, request.consumptionType).flatMap((hhmm) => {
    const start = dayjs.tz(`${request.date} ${hhmm}`, zone)
    if (start.valueOf() < earliest) return []
    const end = start.add(state.slot_rules.slot_length_minutes, 'minute')
    return [{ id: slotIdOf(request.date, hhmm, request.consumptionType), hhmm, start_time: start.format(), end_time: end.format() }]
  })
}

/** free_tables of one slot given its active bookings. */
export function freeOf(state: VenueState, request: SlotRequest, hhmm: string, load: SlotLoad): number {
  const remaining = Math.max(0, capacityOf(state, request.consumptionType, hhmm) - load.count)
  if (request.consumptionType !== EAT_IN) return remaining
  const free = suitableTables(state, request.guests).filter((table) => !load.tables.has(table.uid)).length
  return Math.min(free, remaining)
}
