import { describe, expect, it } from 'vitest'
import {
  addMonths,
  addMonthsToDay,
  BOOKING_MONTHS_AHEAD,
  clampDay,
  dayAfterKey,
  dayAvailabilityOf,
  dayChoice,
  daysToAsk,
  horizonOf,
  HORIZON_RUN_DAYS,
  firstBookableDay,
  focusDayOf,
  heldDayToShow,
  lastBookingMonth,
  monthAnswer,
  monthDays,
  monthRange,
  monthsToAsk,
  monthWeeks,
  type CalendarView,
  type DayAvailability,
  type Month,
  type MonthAvailability,
} from '../../../domain/booking-calendar'

// The booking calendar (SPEC §2 Schedule, §5 order_date_onlytoday, §9 date picker): the days a venue
// books, learned day by day from GET /slots, offered in a month grid.

/** A loaded month: `open` for the listed days, `none` for the others from `today`, `past` before. */
function loaded(month: Month, today: string, open: string[], overrides: Record<string, DayAvailability> = {}): MonthAvailability {
  const days = Object.fromEntries(
    monthDays(month).map((day) => [day, day < today ? 'past' : open.includes(day) ? 'open' : 'none'] as [string, DayAvailability]),
  )
  return { status: 'loaded', days: { ...days, ...overrides } }
}

/** Days from `from` to `to`, both included. */
function span(from: string, to: string): string[] {
  const days: string[] = []
  for (let day = from; day <= to; day = nextDay(day)) days.push(day)
  return days
}
const shift = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
const nextDay = (day: string) => shift(day, 1)

function view(months: Record<Month, MonthAvailability>, options: Partial<CalendarView> = {}): CalendarView {
  return { today: '2026-11-23', onlyToday: false, ready: true, months: new Map(Object.entries(months)), ...options }
}

// Halles: today Tuesday 10 November 2026 and 7 days ahead (10–17 November), nothing in December.
const HALLES = view(
  {
    '2026-11': loaded('2026-11', '2026-11-10', span('2026-11-10', '2026-11-17')),
    '2026-12': loaded('2026-12', '2026-11-10', []),
  },
  { today: '2026-11-10' },
)

// Lumière: today Friday 27 November 2026 and 14 days ahead (to 11 December).
const LUMIERE = view(
  {
    '2026-11': loaded('2026-11', '2026-11-27', span('2026-11-27', '2026-11-30')),
    '2026-12': loaded('2026-12', '2026-11-27', span('2026-12-01', '2026-12-11')),
  },
  { today: '2026-11-27' },
)

describe('months and weeks', () => {
  it('adds months across the year end, and back', () => {
    expect(addMonths('2026-11', 1)).toBe('2026-12')
    expect(addMonths('2026-12', 1)).toBe('2027-01')
    expect(addMonths('2027-01', -1)).toBe('2026-12')
    expect(addMonths('2026-11', 12)).toBe('2027-11')
    expect(addMonths('2026-03', -15)).toBe('2024-12')
  })

  it('lists every day of a month, February of a leap year included', () => {
    expect(monthDays('2026-11')).toHaveLength(30)
    expect(monthDays('2026-02')).toHaveLength(28)
    expect(monthDays('2028-02').at(-1)).toBe('2028-02-29')
    expect(monthDays('2026-12')[0]).toBe('2026-12-01')
  })

  it('lays a month out in six weeks from Monday, whatever its length', () => {
    // 1 November 2026 is a Sunday: six empty cells before it.
    const november = monthWeeks('2026-11')
    expect(november).toHaveLength(6)
    expect(november[0]).toEqual([null, null, null, null, null, null, '2026-11-01'])
    expect(november[1]![0]).toBe('2026-11-02')
    expect(november[5]).toEqual(['2026-11-30', null, null, null, null, null, null])
    // February 2027 starts on a Monday and fills four weeks exactly; two empty weeks keep the height.
    const february = monthWeeks('2027-02')
    expect(february).toHaveLength(6)
    expect(february[0]![0]).toBe('2027-02-01')
    expect(february[3]![6]).toBe('2027-02-28')
    expect(february[4]).toEqual(Array(7).fill(null))
    for (const month of ['2026-11', '2027-02', '2026-08']) expect(monthWeeks(month).flat()).toHaveLength(42)
  })
})

describe('which days the Worker asks the venue about', () => {
  it('asks about the days of a month from today on', () => {
    expect(daysToAsk('2026-11', '2026-11-23', false)).toEqual(span('2026-11-23', '2026-11-30'))
    expect(daysToAsk('2026-12', '2026-11-23', false)).toHaveLength(31)
    expect(daysToAsk('2026-10', '2026-11-23', false)).toEqual([])
  })

  it('asks about today only with order_date_onlytoday (SPEC §5)', () => {
    expect(daysToAsk('2026-11', '2026-11-23', true)).toEqual(['2026-11-23'])
    expect(daysToAsk('2026-12', '2026-11-23', true)).toEqual([])
  })

  it(`asks about nothing after the ${BOOKING_MONTHS_AHEAD} months ahead`, () => {
    expect(lastBookingMonth('2026-11-23')).toBe('2027-11')
    expect(daysToAsk('2027-11', '2026-11-23', false)).toHaveLength(30)
    expect(daysToAsk('2027-12', '2026-11-23', false)).toEqual([])
  })

  it("asks about nothing from the venue's horizon on", () => {
    expect(daysToAsk('2026-12', '2026-11-23', false, '2026-12-11')).toEqual(span('2026-12-01', '2026-12-10'))
    expect(daysToAsk('2027-01', '2026-11-23', false, '2026-12-11')).toEqual([])
  })

  it(`takes ${HORIZON_RUN_DAYS} days in a row without a slot, after days with slots, for the venue's horizon`, () => {
    const days = (from: string, pattern: string) =>
      span(from, shift(from, pattern.length - 1)).map((day, index) => [day, ({ o: 'open', f: 'full', n: 'none', u: 'unknown' } as const)[pattern[index] as 'o' | 'f' | 'n' | 'u']] as const)
    // Lumière: two weeks of slots, then nothing.
    expect(horizonOf(days('2026-12-01', `${'o'.repeat(10)}${'n'.repeat(14)}`))).toBe('2026-12-11')
    // Not yet: thirteen days without a slot, or a day not known in the run.
    expect(horizonOf(days('2026-12-01', `${'o'.repeat(10)}${'n'.repeat(13)}`))).toBeNull()
    expect(horizonOf(days('2026-12-01', `oo${'n'.repeat(7)}u${'n'.repeat(7)}`))).toBeNull()
    // A weekly closing day and a week's holiday are not a horizon; a fully booked day counts as booking.
    expect(horizonOf(days('2026-12-01', `ffffffn${'o'.repeat(6)}n${'n'.repeat(7)}oo${'n'.repeat(14)}`))).toBe('2026-12-24')
    // A venue that opens its bookings later starts with days without slots: it is asked on.
    expect(horizonOf(days('2026-12-01', `${'n'.repeat(20)}ooo`))).toBeNull()
  })

  it('counts a day open while one slot has something free, full when none has', () => {
    expect(dayAvailabilityOf([])).toBe('none')
    expect(dayAvailabilityOf([{ free_tables: 0 }, { free_tables: 0 }])).toBe('full')
    expect(dayAvailabilityOf([{ free_tables: 0 }, { free_tables: 2 }])).toBe('open')
  })

  it('answers every day of the month: past before today, later where it did not ask', () => {
    const asked = new Map<string, DayAvailability>([
      ['2026-11-23', 'open'],
      ['2026-11-24', 'full'],
    ])
    const answer = monthAnswer('2026-11', '2026-11-23', asked)
    expect(Object.keys(answer)).toHaveLength(30)
    expect(answer['2026-11-22']).toBe('past')
    expect(answer['2026-11-23']).toBe('open')
    expect(answer['2026-11-24']).toBe('full')
    expect(answer['2026-11-25']).toBe('later')
  })
})

describe('which days the diner may choose', () => {
  it('offers the days within the horizon and greys those after it as not open for booking yet (halles, 7 days ahead)', () => {
    for (const day of span('2026-11-10', '2026-11-17')) expect(dayChoice(day, HALLES)).toEqual({ choosable: true })
    for (const day of span('2026-11-18', '2026-11-30')) expect(dayChoice(day, HALLES)).toEqual({ choosable: false, reason: 'later' })
  })

  it('greys a day before today as past', () => {
    expect(dayChoice('2026-11-09', HALLES)).toEqual({ choosable: false, reason: 'past' })
  })

  it('greys a closed day amid bookable ones as having no time slot, and a full one as fully booked', () => {
    const christmas = view(
      {
        '2026-12': loaded('2026-12', '2026-12-20', span('2026-12-20', '2027-01-03').filter((day) => day !== '2026-12-25'), {
          '2026-12-24': 'full',
        }),
        '2027-01': loaded('2027-01', '2026-12-20', ['2027-01-02', '2027-01-03']),
        '2027-02': loaded('2027-02', '2026-12-20', []),
      },
      { today: '2026-12-20' },
    )
    expect(dayChoice('2026-12-25', christmas)).toEqual({ choosable: false, reason: 'none' })
    expect(dayChoice('2026-12-24', christmas)).toEqual({ choosable: false, reason: 'full' })
    expect(dayChoice('2027-01-01', christmas)).toEqual({ choosable: false, reason: 'none' })
    expect(dayChoice('2027-01-04', christmas)).toEqual({ choosable: false, reason: 'later' })
  })

  it('says no time slot, not "later", while the month after is still being checked', () => {
    const checking = view({ '2026-11': loaded('2026-11', '2026-11-23', ['2026-11-23']), '2026-12': { status: 'loading' } })
    expect(dayChoice('2026-11-30', checking)).toEqual({ choosable: false, reason: 'none' })
  })

  it('offers today only with order_date_onlytoday (SPEC §5)', () => {
    const club = view({ '2026-11': loaded('2026-11', '2026-11-23', ['2026-11-23']) }, { onlyToday: true })
    expect(dayChoice('2026-11-23', club)).toEqual({ choosable: true })
    expect(dayChoice('2026-11-24', club)).toEqual({ choosable: false, reason: 'onlyToday' })
    expect(dayChoice('2026-12-01', club)).toEqual({ choosable: false, reason: 'onlyToday' })
  })

  it('offers nothing before the type of order and the number of persons are known, nor while a month is checked', () => {
    expect(dayChoice('2026-11-24', view({}, { ready: false }))).toEqual({ choosable: false, reason: 'waiting' })
    expect(dayChoice('2026-11-24', view({}))).toEqual({ choosable: false, reason: 'checking' })
    expect(dayChoice('2026-11-24', view({ '2026-11': { status: 'loading' } }))).toEqual({ choosable: false, reason: 'checking' })
  })

  it('lets the diner try any day to come of a month the venue could not be asked about', () => {
    const failed = view({ '2026-11': { status: 'error' } })
    expect(dayChoice('2026-11-24', failed)).toEqual({ choosable: true })
    expect(dayChoice('2026-11-20', failed)).toEqual({ choosable: false, reason: 'past' })
    expect(dayChoice('2026-11-24', view({ '2026-11': loaded('2026-11', '2026-11-23', [], { '2026-11-24': 'unknown' }) }))).toEqual({
      choosable: true,
    })
  })

  it(`greys every day after the ${BOOKING_MONTHS_AHEAD} months ahead`, () => {
    expect(dayChoice('2027-12-01', view({}))).toEqual({ choosable: false, reason: 'later' })
  })
})

describe('the months the calendar may show', () => {
  it('stays on this month when the next has nothing to book (halles)', () => {
    expect(monthRange(HALLES)).toEqual({ first: '2026-11', last: '2026-11' })
  })

  it('reaches the next month while the venue still books in it (lumière near the month end)', () => {
    expect(monthRange(LUMIERE)).toEqual({ first: '2026-11', last: '2026-12' })
  })

  it('reaches on month after month while each has a bookable day, up to the last month ahead', () => {
    const months: Record<Month, MonthAvailability> = {}
    for (let index = 0; index <= BOOKING_MONTHS_AHEAD + 1; index += 1) {
      const month = addMonths('2026-11', index)
      months[month] = loaded(month, '2026-11-23', [`${month}-15`])
    }
    expect(monthRange(view(months))).toEqual({ first: '2026-11', last: '2027-11' })
  })

  it('does not offer a next month still being checked, but one that could not be checked', () => {
    expect(monthRange(view({ '2026-12': { status: 'loading' } })).last).toBe('2026-11')
    expect(monthRange(view({ '2026-12': { status: 'error' } })).last).toBe('2026-12')
  })

  it('keeps to this month with order_date_onlytoday or before the venue can be asked', () => {
    expect(monthRange({ ...LUMIERE, onlyToday: true })).toEqual({ first: '2026-11', last: '2026-11' })
    expect(monthRange({ ...LUMIERE, ready: false })).toEqual({ first: '2026-11', last: '2026-11' })
  })

  it('asks for the month shown and the next, within today and the months ahead', () => {
    const today = { today: '2026-11-23', onlyToday: false }
    expect(monthsToAsk('2026-11', today, '2026-11-24')).toEqual(['2026-11', '2026-12'])
    expect(monthsToAsk('2027-01', today, '2026-11-24')).toEqual(['2027-01', '2027-02'])
    expect(monthsToAsk('2027-11', today, '2026-11-24')).toEqual(['2027-11'])
    expect(monthsToAsk('2026-12', { today: '2026-11-23', onlyToday: true }, null)).toEqual(['2026-11'])
  })

  it('asks for this month and the next as well while no day is chosen, to find the day to open on', () => {
    const today = { today: '2026-11-23', onlyToday: false }
    expect(monthsToAsk('2026-11', today, null)).toEqual(['2026-11', '2026-12'])
    expect(monthsToAsk('2027-01', today, null)).toEqual(['2026-11', '2026-12', '2027-01', '2027-02'])
  })
})

describe('where the calendar opens', () => {
  it('on the first bookable day', () => {
    expect(firstBookableDay(HALLES)).toEqual({ day: '2026-11-10' })
    const lateToday = view({ '2026-11': loaded('2026-11', '2026-11-23', ['2026-11-25']), '2026-12': { status: 'loading' } })
    expect(firstBookableDay(lateToday)).toEqual({ day: '2026-11-25' })
  })

  it('in the next month when this one has nothing left to book', () => {
    const lastDay = view(
      { '2026-11': loaded('2026-11', '2026-11-30', []), '2026-12': loaded('2026-12', '2026-11-30', ['2026-12-01']) },
      { today: '2026-11-30' },
    )
    expect(firstBookableDay(lastDay)).toEqual({ day: '2026-12-01' })
  })

  it('waits while the months it depends on are checked, and says when neither has a bookable day', () => {
    expect(firstBookableDay(view({ '2026-11': { status: 'loading' } }))).toBe('pending')
    expect(firstBookableDay(view({ '2026-11': loaded('2026-11', '2026-11-23', []) }))).toBe('pending')
    expect(firstBookableDay(view({}, { ready: false }))).toBe('pending')
    const nothing = view({ '2026-11': loaded('2026-11', '2026-11-23', []), '2026-12': loaded('2026-12', '2026-11-23', []) })
    expect(firstBookableDay(nothing)).toBe('none')
  })

  it('on today alone with order_date_onlytoday, or nowhere when today has nothing left', () => {
    const club = (open: string[]) => view({ '2026-11': loaded('2026-11', '2026-11-23', open) }, { onlyToday: true })
    expect(firstBookableDay(club(['2026-11-23']))).toEqual({ day: '2026-11-23' })
    expect(firstBookableDay(club([]))).toBe('none')
  })

  it("on the held slot's day while it can still be booked", () => {
    expect(heldDayToShow('2026-11-25', { today: '2026-11-23', onlyToday: false })).toBe('2026-11-25')
    expect(heldDayToShow('2026-11-22', { today: '2026-11-23', onlyToday: false })).toBeNull()
    expect(heldDayToShow('2026-11-25', { today: '2026-11-23', onlyToday: true })).toBeNull()
    expect(heldDayToShow('2026-11-23', { today: '2026-11-23', onlyToday: true })).toBe('2026-11-23')
    expect(heldDayToShow(null, { today: '2026-11-23', onlyToday: false })).toBeNull()
  })

  it('gives the keyboard focus to the chosen day, else today, else the first bookable day of the month', () => {
    expect(focusDayOf('2026-11', HALLES, '2026-11-12')).toBe('2026-11-12')
    expect(focusDayOf('2026-11', HALLES, null)).toBe('2026-11-10')
    expect(focusDayOf('2026-12', LUMIERE, '2026-11-28')).toBe('2026-12-01')
    expect(focusDayOf('2026-12', HALLES, null)).toBe('2026-12-01')
  })
})

describe('the keyboard in the grid (WAI-ARIA date picker)', () => {
  it('moves by a day with the left and right arrows, by a week with up and down, across month ends', () => {
    expect(dayAfterKey('ArrowRight', '2026-11-30')).toBe('2026-12-01')
    expect(dayAfterKey('ArrowLeft', '2026-12-01')).toBe('2026-11-30')
    expect(dayAfterKey('ArrowDown', '2026-11-26')).toBe('2026-12-03')
    expect(dayAfterKey('ArrowUp', '2026-11-26')).toBe('2026-11-19')
  })

  it('goes to the first and last day of the week with Home and End (Monday to Sunday)', () => {
    // Thursday 26 November 2026.
    expect(dayAfterKey('Home', '2026-11-26')).toBe('2026-11-23')
    expect(dayAfterKey('End', '2026-11-26')).toBe('2026-11-29')
    expect(dayAfterKey('Home', '2026-11-23')).toBe('2026-11-23')
    expect(dayAfterKey('End', '2026-11-29')).toBe('2026-11-29')
  })

  it('pages by a month with PageUp and PageDown, by a year with Shift, keeping the day where the month has it', () => {
    expect(dayAfterKey('PageDown', '2026-11-26')).toBe('2026-12-26')
    expect(dayAfterKey('PageUp', '2026-11-26')).toBe('2026-10-26')
    expect(dayAfterKey('PageDown', '2026-11-26', true)).toBe('2027-11-26')
    expect(addMonthsToDay('2027-01-31', 1)).toBe('2027-02-28')
    expect(addMonthsToDay('2028-03-31', -1)).toBe('2028-02-29')
  })

  it('ignores other keys', () => {
    expect(dayAfterKey('Enter', '2026-11-26')).toBeNull()
    expect(dayAfterKey('a', '2026-11-26')).toBeNull()
  })

  it('keeps the focus within the months the calendar may show', () => {
    expect(clampDay('2026-10-30', '2026-11', '2026-12')).toBe('2026-11-01')
    expect(clampDay('2027-01-02', '2026-11', '2026-12')).toBe('2026-12-31')
    expect(clampDay('2026-12-10', '2026-11', '2026-12')).toBe('2026-12-10')
  })
})

describe('the calendar on every day of a common and a leap year', () => {
  const DAYS = span('2027-01-01', '2028-12-31')
  const weekday = (day: string) => (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7

  it("shows each day once, in its own weekday's column of its month's grid", () => {
    for (const day of DAYS) {
      const weeks = monthWeeks(day.slice(0, 7))
      const cells = weeks.flat()
      expect(cells.filter((cell) => cell === day)).toHaveLength(1)
      expect(weeks.find((week) => week.includes(day))!.indexOf(day)).toBe(weekday(day))
    }
  })

  it('moves by a day and a week both ways, and Home and End stay within the week from Monday to Sunday', () => {
    for (const day of DAYS) {
      expect(dayAfterKey('ArrowLeft', dayAfterKey('ArrowRight', day)!)).toBe(day)
      expect(dayAfterKey('ArrowDown', day)).toBe(shift(day, 7))
      expect(dayAfterKey('ArrowUp', day)).toBe(shift(day, -7))
      const monday = dayAfterKey('Home', day)!
      const sunday = dayAfterKey('End', day)!
      expect([weekday(monday), weekday(sunday)]).toEqual([0, 6])
      expect(shift(monday, 6)).toBe(sunday)
      expect(monday <= day && day <= sunday).toBe(true)
    }
  })

  it('pages to the same day of the next and previous month, or to its last day, and back where the month has the day', () => {
    for (const day of DAYS) {
      for (const key of ['PageDown', 'PageUp'] as const) {
        const paged = dayAfterKey(key, day)!
        expect(paged.slice(0, 7)).toBe(addMonths(day.slice(0, 7), key === 'PageDown' ? 1 : -1))
        expect(monthDays(paged.slice(0, 7))).toContain(paged)
        expect(Number(paged.slice(8))).toBe(Math.min(Number(day.slice(8)), monthDays(paged.slice(0, 7)).length))
        if (Number(day.slice(8)) <= 28) expect(dayAfterKey(key === 'PageDown' ? 'PageUp' : 'PageDown', paged)).toBe(day)
      }
    }
  })

  it('gives the keyboard focus to the chosen day, whichever day today is in its month', () => {
    for (const day of DAYS) {
      const month = day.slice(0, 7)
      const lastDay = monthDays(month).at(-1)!
      const today = { ...view({ [month]: loaded(month, day, span(day, lastDay)) }), today: day }
      expect(focusDayOf(month, today, lastDay)).toBe(lastDay)
      expect(focusDayOf(month, today, null)).toBe(day)
    }
  })
})
