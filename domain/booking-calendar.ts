import { isSlotBookable } from './schedule'
import { weekdayIndex } from './date-names'
import { addDays } from './venue-time'

// The booking calendar (SPEC §2 Schedule, §5 order_date_onlytoday, §9 date picker): which days a diner
// may choose, which months it may show, where it opens and how the keyboard moves in it. The venue
// API answers slots for one day at a time (SPEC §7 GET /slots) and nothing else about its calendar,
// so the Worker learns a month by asking about each of its days (server/routes/booking-days-api.ts);
// the same rules decide which days it asks about.

/** A calendar month, YYYY-MM. */
export type Month = string

/** How far the calendar looks for bookable days: this month and the twelve after it. */
export const BOOKING_MONTHS_AHEAD = 12

/**
 * One day as the Worker answers it: `open` (a slot is free), `full` (slots, none free), `none` (no
 * slot: closed, or not booking yet), `past`, `later` (beyond what is asked: after the months ahead,
 * or not today with order_date_onlytoday), `unknown` (the venue did not answer for it).
 */
export type DayAvailability = 'open' | 'full' | 'none' | 'past' | 'later' | 'unknown'

export const DAY_AVAILABILITIES = ['open', 'full', 'none', 'past', 'later', 'unknown'] as const satisfies readonly DayAvailability[]

/** A month's availability as the page holds it. */
export type MonthAvailability =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'loaded'; days: Readonly<Record<string, DayAvailability>> }

// ---------------------------------------------------------------------------------------------------
// Months and weeks

export const monthOf = (date: string): Month => date.slice(0, 7)

/** The month `count` months after (or before, when negative) `month`. */
export function addMonths(month: Month, count: number): Month {
  const [year = 0, number = 1] = month.split('-').map(Number)
  const index = year * 12 + (number - 1) + count
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`
}

export function daysInMonth(month: Month): number {
  const [year = 0, number = 1] = month.split('-').map(Number)
  return new Date(Date.UTC(year, number, 0)).getUTCDate()
}

/** Every day of a month, YYYY-MM-DD. */
export function monthDays(month: Month): string[] {
  return Array.from({ length: daysInMonth(month) }, (_, index) => `${month}-${String(index + 1).padStart(2, '0')}`)
}

export const firstDayOf = (month: Month) => `${month}-01`
export const lastDayOf = (month: Month) => `${month}-${String(daysInMonth(month)).padStart(2, '0')}`

/** 0 for Monday … 6 for Sunday: weeks start on Monday, as in Belgium. */
export { weekdayIndex }

/** Rows of the grid: always six weeks of seven (null outside the month), so every month is as tall. */
export function monthWeeks(month: Month): (string | null)[][] {
  const days = monthDays(month)
  const cells: (string | null)[] = [...Array<null>(weekdayIndex(days[0]!)).fill(null), ...days]
  while (cells.length < 42) cells.push(null)
  return Array.from({ length: 6 }, (_, week) => cells.slice(week * 7, week * 7 + 7))
}

/** The last month the calendar may show. */
export const lastBookingMonth = (today: string): Month => addMonths(monthOf(today), BOOKING_MONTHS_AHEAD)

// ---------------------------------------------------------------------------------------------------
// What the Worker asks the venue

/**
 * The days of `month` the venue is asked about: from today on, only today with order_date_onlytoday
 * (SPEC §5), none after the last month the calendar shows, none from the venue's horizon on.
 */
export function daysToAsk(month: Month, today: string, onlyToday: boolean, horizon: string | null = null): string[] {
  if (onlyToday) return monthOf(today) === month ? [today] : []
  if (month > lastBookingMonth(today)) return []
  return monthDays(month).filter((day) => day >= today && (horizon === null || day < horizon))
}

/**
 * Days in a row without a slot, after days with slots, from which a venue is taken to book no further:
 * longer than a weekly closing day or a short holiday. A venue closed longer than this, with bookings
 * open after it, shows the days after the closure as not open for booking yet (decision 022).
 */
export const HORIZON_RUN_DAYS = 14

/**
 * Where the venue stops booking, from its answers for consecutive days in order: the first day of the
 * first run of HORIZON_RUN_DAYS days without a slot that follows a day with slots; null before one (a
 * venue that opens its bookings later starts with such a run, and is asked on).
 */
export function horizonOf(days: readonly (readonly [date: string, availability: DayAvailability])[]): string | null {
  let booked = false
  let runStart = 0
  for (const [index, [, availability]] of days.entries()) {
    if (availability === 'open' || availability === 'full') booked = true
    if (availability !== 'none') runStart = index + 1
    else if (booked && index - runStart + 1 === HORIZON_RUN_DAYS) return days[runStart]![0]
  }
  return null
}

/** A day from its slots: open while one slot has something free (SPEC §2: slots with zero are not clickable). */
export function dayAvailabilityOf(slots: readonly { free_tables: number }[]): 'open' | 'full' | 'none' {
  if (slots.length === 0) return 'none'
  return slots.some(isSlotBookable) ? 'open' : 'full'
}

/** Every day of a month with what is known of it: the answers for the days asked, `past` or `later` for the others. */
export function monthAnswer(
  month: Month,
  today: string,
  asked: ReadonlyMap<string, DayAvailability>,
): Record<string, DayAvailability> {
  return Object.fromEntries(monthDays(month).map((day) => [day, day < today ? 'past' : (asked.get(day) ?? 'later')]))
}

// ---------------------------------------------------------------------------------------------------
// What the diner may choose

export type CalendarView = {
  /** The venue's today, YYYY-MM-DD. */
  today: string
  onlyToday: boolean
  /** The type of order and the number of persons are known, so the venue can be asked. */
  ready: boolean
  /** What is known of each month for those choices. */
  months: ReadonlyMap<Month, MonthAvailability>
}

/** Why a day cannot be chosen (each has its text for the diner). */
export type DayReason = 'past' | 'onlyToday' | 'waiting' | 'checking' | 'none' | 'full' | 'later'

export type DayChoice = { choosable: true } | { choosable: false; reason: DayReason }

const CHOOSABLE: DayChoice = { choosable: true }
const refused = (reason: DayReason): DayChoice => ({ choosable: false, reason })

/** Whether a month may hold a bookable day: one is known, or the venue could not be asked (so it is not ruled out). */
function mayBook(month: MonthAvailability | undefined): boolean {
  if (!month || month.status === 'loading') return false
  if (month.status === 'error') return true
  return Object.values(month.days).some((day) => day === 'open' || day === 'unknown')
}

/**
 * Whether a bookable day comes after `date`, in its month or the next: true or false when known,
 * null while a month it depends on is not known yet.
 */
function bookableAfter(date: string, view: CalendarView): boolean | null {
  const month = monthOf(date)
  const current = view.months.get(month)
  if (current?.status === 'loaded') {
    const later = Object.entries(current.days).some(([day, status]) => day > date && (status === 'open' || status === 'unknown'))
    if (later) return true
  }
  const next = addMonths(month, 1)
  if (view.onlyToday || next > lastBookingMonth(view.today)) return false
  const following = view.months.get(next)
  if (!following || following.status === 'loading') return null
  return mayBook(following)
}

/**
 * Whether the diner may choose a day, and why not: past, not today with order_date_onlytoday, type
 * and persons not chosen yet, still being checked, no time slot (closed), fully booked, or not open
 * for booking yet (no bookable day after it). A day the venue could not be asked about stays
 * choosable: its slots will tell.
 */
export function dayChoice(date: string, view: CalendarView): DayChoice {
  if (date < view.today) return refused('past')
  if (view.onlyToday && date !== view.today) return refused('onlyToday')
  if (monthOf(date) > lastBookingMonth(view.today)) return refused('later')
  if (!view.ready) return refused('waiting')
  const month = view.months.get(monthOf(date))
  if (!month || month.status === 'loading') return refused('checking')
  if (month.status === 'error') return CHOOSABLE
  switch (month.days[date] ?? 'unknown') {
    case 'open':
    case 'unknown':
      return CHOOSABLE
    case 'full':
      return refused('full')
    case 'past':
      return refused('past')
    case 'later':
      return refused('later')
    case 'none':
      return refused(bookableAfter(date, view) === false ? 'later' : 'none')
  }
}

/**
 * The months the calendar may show: from today's month to the last one reached without a month in
 * between that has nothing to book. Only today's month with order_date_onlytoday, or while the
 * venue cannot be asked yet.
 */
export function monthRange(view: CalendarView): { first: Month; last: Month } {
  const first = monthOf(view.today)
  if (view.onlyToday || !view.ready) return { first, last: first }
  const bound = lastBookingMonth(view.today)
  let last = first
  while (last < bound && mayBook(view.months.get(addMonths(last, 1)))) last = addMonths(last, 1)
  return { first, last }
}

/**
 * The months whose days the page asks for while `shown` is on screen: that month, to grey its days,
 * and the next, to know whether the diner may page on to it; while no day is chosen, today's month and
 * the next as well, where the calendar looks for the day to open on.
 */
export function monthsToAsk(shown: Month, view: Pick<CalendarView, 'today' | 'onlyToday'>, chosen: string | null): Month[] {
  const first = monthOf(view.today)
  if (view.onlyToday) return [first]
  const bound = lastBookingMonth(view.today)
  const wanted = chosen === null ? [first, addMonths(first, 1), shown, addMonths(shown, 1)] : [shown, addMonths(shown, 1)]
  return [...new Set(wanted)].filter((month) => month >= first && month <= bound)
}

/**
 * The day the calendar opens on: the first bookable day of today's month or the next; `pending`
 * while that is not known yet, `none` when neither has one.
 */
export function firstBookableDay(view: CalendarView): { day: string } | 'pending' | 'none' {
  if (!view.ready) return 'pending'
  const first = monthOf(view.today)
  const months = view.onlyToday ? [first] : [first, addMonths(first, 1)]
  for (const month of months) {
    const known = view.months.get(month)
    if (!known || known.status === 'loading') return 'pending'
    const day = monthDays(month).find((candidate) => dayChoice(candidate, view).choosable)
    if (day) return { day }
  }
  return 'none'
}

/** The held slot's day, to open the calendar on, while it can still be booked: today or later, today only with order_date_onlytoday. */
export function heldDayToShow(heldDay: string | null | undefined, view: Pick<CalendarView, 'today' | 'onlyToday'>): string | null {
  if (!heldDay || heldDay < view.today) return null
  return view.onlyToday && heldDay !== view.today ? null : heldDay
}

/** The day of a month that takes the keyboard focus: the chosen one, else today, else the first bookable, else the 1st. */
export function focusDayOf(month: Month, view: CalendarView, chosen: string | null): string {
  if (chosen && monthOf(chosen) === month) return chosen
  if (monthOf(view.today) === month) return view.today
  return monthDays(month).find((day) => dayChoice(day, view).choosable) ?? firstDayOf(month)
}

// ---------------------------------------------------------------------------------------------------
// Keyboard (WAI-ARIA date picker grid)

/** The same day `count` months later, on the month's last day when it is shorter (31/01 + 1 → 28/02). */
export function addMonthsToDay(date: string, count: number): string {
  const month = addMonths(monthOf(date), count)
  const day = Math.min(Number(date.slice(8, 10)), daysInMonth(month))
  return `${month}-${String(day).padStart(2, '0')}`
}

/**
 * The day the focus moves to from `date` on a key: arrows by a day or a week, Home and End to the
 * week's first and last day, PageUp and PageDown by a month (by a year with Shift); null for any
 * other key.
 */
export function dayAfterKey(key: string, date: string, shift = false): string | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -1)
    case 'ArrowRight':
      return addDays(date, 1)
    case 'ArrowUp':
      return addDays(date, -7)
    case 'ArrowDown':
      return addDays(date, 7)
    case 'Home':
      return addDays(date, -weekdayIndex(date))
    case 'End':
      return addDays(date, 6 - weekdayIndex(date))
    case 'PageUp':
      return addMonthsToDay(date, shift ? -12 : -1)
    case 'PageDown':
      return addMonthsToDay(date, shift ? 12 : 1)
    default:
      return null
  }
}

/** A day kept within the first day of `from` and the last day of `to`. */
export function clampDay(date: string, from: Month, to: Month): string {
  if (date < firstDayOf(from)) return firstDayOf(from)
  if (date > lastDayOf(to)) return lastDayOf(to)
  return date
}
