import { expect, type Locator, type Page } from '@playwright/test'
import { PAGE_READ_TIMEOUT_MS } from '../../../common/read-budgets'
import { venueUrl, type Locale, type VenueKey } from '../support/demo'
import { waitUntilInteractive } from '../support/interactive'

/**
 * What a month of the calendar may take to be known: the Worker asks the venue day by day, some 30
 * reads, for up to twice a page's read time (server/routes/booking-days-api.ts). Where the browser,
 * the Worker and the venue share two busy cores, that is more than an assertion's 5 s.
 */
export const MONTH_KNOWN = { timeout: 2 * PAGE_READ_TIMEOUT_MS + 5_000 }

/**
 * The schedule page (English labels): consumption type, number of persons, booking calendar, time
 * slots, the held table, the summary, the warning and Next; plus the booking banner and the timeout
 * alert that the layout shows on every page.
 */
export class SchedulePage {
  readonly root: Locator

  constructor(
    readonly page: Page,
    readonly venue: VenueKey = 'lumiere',
  ) {
    this.root = page.locator('.schedule')
  }

  /** Opens /<locale>/schedule and waits until the form is interactive, with the stored order read. */
  async open(locale: Locale = 'en'): Promise<void> {
    await this.page.goto(venueUrl(this.venue, `/${locale}/schedule`))
    await this.waitForForm()
  }

  /** The form comes with the page; the stored order is read once it has hydrated, and then taps held meanwhile are replayed. */
  async waitForForm(): Promise<void> {
    await expect(this.form().or(this.closedNotice())).toBeVisible()
    await waitUntilInteractive(this.page)
  }

  form(): Locator {
    return this.root.locator('.schedule-form')
  }

  heading(): Locator {
    return this.root.getByRole('heading', { level: 1 })
  }

  backLink(): Locator {
    return this.root.locator('.back-link')
  }

  closedNotice(): Locator {
    return this.root.locator('.schedule-closed')
  }

  // Consumption type

  typeGroup(): Locator {
    return this.form().getByRole('group', { name: 'How would you like to order?' })
  }

  type(name: string): Locator {
    return this.typeGroup().getByRole('radio', { name, exact: true })
  }

  /** What the type chosen did to the cart's prices, under the choice ('Takeaway prices apply: …'); empty otherwise. */
  typePrices(): Locator {
    return this.typeGroup().getByRole('status')
  }

  // Persons

  guestsGroup(): Locator {
    return this.form().getByRole('group', { name: 'Number of persons' })
  }

  guestCount(): Locator {
    return this.guestsGroup().locator('.schedule-guest-count [aria-hidden="true"]')
  }

  async setGuests(count: number): Promise<void> {
    const more = this.guestsGroup().getByRole('button', { name: 'One person more' })
    for (let index = 0; index < count; index += 1) await more.click()
    await expect(this.guestCount()).toHaveText(String(count))
  }

  // Calendar

  calendar(): Locator {
    return this.form().getByRole('group', { name: 'Date' })
  }

  calendarGrid(): Locator {
    return this.calendar().getByRole('grid')
  }

  /** The month on screen, as its title reads ('November 2026'). */
  monthTitle(): Locator {
    return this.calendar().locator('.calendar-month')
  }

  previousMonth(): Locator {
    return this.calendar().getByRole('button', { name: 'Previous month' })
  }

  nextMonth(): Locator {
    return this.calendar().getByRole('button', { name: 'Next month' })
  }

  /** The day buttons of the month on screen. */
  days(): Locator {
    return this.calendarGrid().getByRole('button')
  }

  /** The day button of a YYYY-MM-DD date, by the name a screen reader reads ('Tuesday 24 November 2026'). */
  day(date: string): Locator {
    return this.calendarGrid().getByRole('button', { name: spokenDate(date), exact: true })
  }

  /** The line under the grid: the chosen date, the check under way, or why a greyed day cannot be chosen. */
  calendarNote(): Locator {
    return this.calendar().locator('.calendar-note')
  }

  /** Pages with Next or Previous month until the month of `date` is on screen. */
  async showMonthOf(date: string): Promise<void> {
    const wanted = monthName(date)
    for (let step = 0; step < 13; step += 1) {
      const shown = (await this.calendarGrid().getAttribute('data-month')) ?? ''
      if (shown === date.slice(0, 7)) break
      const button = shown < date.slice(0, 7) ? this.nextMonth() : this.previousMonth()
      await expect(button).not.toHaveAttribute('aria-disabled', 'true', MONTH_KNOWN)
      await button.click()
      await expect(this.calendarGrid()).not.toHaveAttribute('data-month', shown)
    }
    await expect(this.monthTitle()).toHaveText(wanted)
  }

  /** Chooses a day once the venue is known to book it, paging to its month first. */
  async chooseDay(date: string): Promise<void> {
    await this.showMonthOf(date)
    await expect(this.day(date)).not.toHaveAttribute('aria-disabled', 'true', MONTH_KNOWN)
    await this.day(date).click()
    await expect(this.day(date)).toHaveAttribute('aria-pressed', 'true')
  }

  // Time slots

  timeGroup(): Locator {
    return this.form().getByRole('group', { name: 'Time' })
  }

  slots(): Locator {
    return this.timeGroup().locator('.slot-button')
  }

  slot(hhmm: string): Locator {
    return this.slots().filter({ has: this.page.locator('.slot-time', { hasText: new RegExp(`^${hhmm}$`) }) })
  }

  /** What is free at a time ('4 tables free'); said once for its meal period when the same for every time of it. */
  slotFree(hhmm: string): Locator {
    return this.slot(hhmm).locator('.slot-free')
  }

  /** The meal periods of the day's slots, each a heading whose button opens its times. */
  periods(): Locator {
    return this.timeGroup().locator('.slot-period')
  }

  /** A meal period's button ('Lunch 11:30 – 14:00 …'), by the period's name. */
  periodToggle(name: string): Locator {
    return this.periods().locator('.slot-period-toggle').filter({ has: this.page.locator('.slot-period-name', { hasText: new RegExp(`^${name}$`) }) })
  }

  /** Opens the meal period of a time when it is folded away. */
  async showSlot(hhmm: string): Promise<void> {
    const toggle = this.periods()
      .filter({ has: this.page.locator('.slot-time', { hasText: new RegExp(`^${hhmm}$`) }) })
      .locator('.slot-period-toggle')
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click()
    await expect(this.slot(hhmm)).toBeVisible()
  }

  slotProblem(): Locator {
    return this.timeGroup().getByRole('alert')
  }

  noSlots(): Locator {
    return this.timeGroup().locator('.schedule-hint')
  }

  // Held slot, summary, way on

  heldTable(): Locator {
    return this.form().locator('.held-table')
  }

  summary(): Locator {
    return this.form().locator('.schedule-summary')
  }

  /** The value shown for one line of the summary ('Order', 'Persons', 'Date and time', 'Table'). */
  summaryValue(label: string): Locator {
    return this.summary().locator('dl > div').filter({ has: this.page.locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd')
  }

  warning(): Locator {
    return this.form().locator('.schedule-warning')
  }

  nextButton(): Locator {
    return this.form().getByRole('button', { name: 'Next', exact: true })
  }

  // Layout notices

  bookingBanner(): Locator {
    return this.page.locator('.booking-banner')
  }

  bookingUntil(): Locator {
    return this.bookingBanner().getByRole('status')
  }

  bookingTimer(): Locator {
    return this.bookingBanner().getByRole('timer')
  }

  timeoutAlert(): Locator {
    return this.page.locator('.page-alert')
  }
}

/** 'Tuesday 24 November 2026' of '2026-11-24': a calendar day as the English page names it. */
export function spokenDate(date: string): string {
  return new Intl.DateTimeFormat('en-IE', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  )
}

/** 'November 2026' of '2026-11-24'. */
export function monthName(date: string): string {
  return new Intl.DateTimeFormat('en-IE', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date.slice(0, 7)}-15T12:00:00Z`))
}
