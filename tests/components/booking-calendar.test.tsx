import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { userEvent } from 'vitest/browser'
import '../../components/schedule/schedule.css'
import { BookingCalendar } from '../../components/schedule/BookingCalendar'
import { addMonths, monthDays, monthOf, type CalendarView, type MonthAvailability } from '../../domain/booking-calendar'
import { addDays } from '../../domain/venue-time'
import { renderIn } from './support/render'

// The venue's today is the calendar's to be given: here every day shape that once broke a keyboard
// path, over a whole year, each with every day from today on open.
const YEAR = Array.from({ length: 365 }, (_, index) => addDays('2027-01-01', index))
const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay()
const isMonthEnd = (day: string) => monthOf(addDays(day, 1)) !== monthOf(day)
const inLastWeek = (day: string) => monthOf(addDays(day, 7)) !== monthOf(day)
const TODAYS = [
  ...new Set([
    ...YEAR.filter(isMonthEnd),
    ...YEAR.filter((day) => weekday(day) === 0 && inLastWeek(day)),
    ...YEAR.filter((day) => inLastWeek(day) && !inLastWeek(addDays(day, -1))),
    '2028-02-29',
  ]),
]
const mondayOf = (day: string) => addDays(day, -((weekday(day) + 6) % 7))

function viewFrom(today: string): CalendarView {
  const months = new Map<string, MonthAvailability>()
  for (let month = monthOf(today), count = 0; count < 4; month = addMonths(month, 1), count++) {
    months.set(month, { status: 'loaded', days: Object.fromEntries(monthDays(month).map((day) => [day, day < today ? 'past' : 'open'])) })
  }
  return { today, onlyToday: false, ready: true, months }
}

/** The calendar as the schedule holds it: today chosen, today's month shown. */
function Calendar({ today }: { today: string }) {
  const [month, setMonth] = useState(monthOf(today))
  const [value, setValue] = useState<string | null>(today)
  return <BookingCalendar view={viewFrom(today)} month={month} onMonthChange={setMonth} value={value} onChange={setValue} onRetry={() => undefined} />
}

const day = (date: string) => document.querySelector<HTMLButtonElement>(`[data-day="${date}"]`)
const focusedDay = () => (document.activeElement as HTMLElement | null)?.dataset.day
const shownMonth = () => document.querySelector<HTMLElement>('.calendar-grid')?.dataset.month

describe('the booking calendar answers the keyboard on every day shape of a year', () => {
  it.each(TODAYS)('today %s: Tab, arrows, Home and End, PageUp and PageDown, Enter and Space', async (today) => {
    const screen = await renderIn(<Calendar today={today} />)

    // One day of the grid is in the tab order: the chosen one, right after the month's buttons.
    await screen.getByRole('button', { name: 'Next month' }).element().focus()
    await userEvent.tab()
    expect(focusedDay()).toBe(today)

    const dayAfter = addDays(today, 1)
    await userEvent.keyboard('{ArrowRight}')
    expect(focusedDay()).toBe(dayAfter)
    expect(shownMonth()).toBe(monthOf(dayAfter))
    await userEvent.keyboard('{Enter}')
    expect(day(dayAfter)).toHaveAttribute('aria-pressed', 'true')

    // A week back is past: focused, said why, not chosen.
    await userEvent.keyboard('{ArrowLeft}{ArrowUp}')
    const weekBefore = addDays(today, -7)
    expect(focusedDay()).toBe(weekBefore)
    expect(day(weekBefore)).toHaveAccessibleDescription('This day has passed')
    await userEvent.keyboard(' ')
    await expect.element(screen.getByText(/: This day has passed$/)).toBeVisible()
    expect(day(weekBefore)).toHaveAttribute('aria-pressed', 'false')

    // Two weeks on, into the next month where the week crosses a month's end.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}')
    const weekAfter = addDays(today, 7)
    expect(focusedDay()).toBe(weekAfter)
    expect(shownMonth()).toBe(monthOf(weekAfter))

    // Home and End: that week's Monday and Sunday, whichever month they lie in.
    const monday = mondayOf(weekAfter)
    await userEvent.keyboard('{Home}')
    expect(focusedDay()).toBe(monday)
    await userEvent.keyboard('{End}')
    const sunday = addDays(monday, 6)
    expect(focusedDay()).toBe(sunday)

    // PageUp a month back, PageDown to the same Sunday again.
    await userEvent.keyboard('{PageUp}')
    expect(shownMonth()).toBe(addMonths(monthOf(sunday), -1))
    await userEvent.keyboard('{PageDown}')
    expect(shownMonth()).toBe(monthOf(sunday))

    // Space chooses a bookable day, and the note says which.
    await userEvent.keyboard('{ArrowLeft}')
    const saturday = addDays(sunday, -1)
    expect(focusedDay()).toBe(saturday)
    await userEvent.keyboard(' ')
    expect(day(saturday)).toHaveAttribute('aria-pressed', 'true')
    await expect.element(screen.getByText(/^Chosen date: /)).toBeVisible()
  })
})
