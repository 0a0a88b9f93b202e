import type { Page } from '@playwright/test'
import { expect } from '@playwright/test'
import { ORIGIN_URL } from './origin'

// "Today" for a journey that needs a given day: the venue's (the sandbox origin's clock) and the
// browser's (Playwright's clock) set to the same instant. The Worker keeps the real time, which is never
// after it: every day asked for is one the Worker also counts as to come.

const TIME_ZONE = 'Europe/Brussels'

/** The venue's calendar day `offset` days from the real today, YYYY-MM-DD. */
export function realVenueDay(offset = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(new Date())
  return shiftDay(today, offset)
}

/** YYYY-MM-DD `days` later (earlier when negative). */
export function shiftDay(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/** Day `dayOfMonth` of the month after the real today's. */
export function dayOfNextMonth(dayOfMonth: number): string {
  return `${shiftDay(`${realVenueDay().slice(0, 7)}-28`, 7).slice(0, 7)}-${String(dayOfMonth).padStart(2, '0')}`
}

/** The first day numbered `dayOfMonth` from the real today on: this month's, or next month's when it has passed. */
export function nextDayNumbered(dayOfMonth: number): string {
  const today = realVenueDay()
  const thisMonth = `${today.slice(0, 7)}-${String(dayOfMonth).padStart(2, '0')}`
  return thisMonth >= today ? thisMonth : dayOfNextMonth(dayOfMonth)
}

/** A wall-clock time in Brussels as an ISO instant with its offset (+01:00 in winter, +02:00 in summer). */
export function brusselsInstant(day: string, hhmm: string): string {
  for (const offset of ['+01:00', '+02:00']) {
    const instant = `${day}T${hhmm}:00${offset}`
    const wall = new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
      new Date(instant),
    )
    if (wall === hhmm) return instant
  }
  throw new Error(`${day} ${hhmm} does not exist in Brussels`)
}

/** The venue and the browser both at `instant`; call before the page is opened. */
export async function fixToday(page: Page, instant: string): Promise<void> {
  const response = await fetch(`${ORIGIN_URL}/__sandbox/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ now: instant }),
  })
  expect(response.status, 'POST /__sandbox/clock').toBe(200)
  await page.clock.setFixedTime(new Date(instant))
}
