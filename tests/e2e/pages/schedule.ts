import { expect, type Locator, type Page } from '@playwright/test'
import { venueUrl, type Locale, type VenueKey } from '../support/demo'

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

  /** Opens /<locale>/schedule and waits for the form, which appears once the stored order is read. */
  async open(locale: Locale = 'en'): Promise<void> {
    await this.page.goto(venueUrl(this.venue, `/${locale}/schedule`))
    await this.waitForForm()
  }

  async waitForForm(): Promise<void> {
    await expect(this.form().or(this.closedNotice())).toBeVisible()
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

  days(): Locator {
    return this.form().getByRole('group', { name: 'Date' }).locator('.booking-day')
  }

  /** The day button of a YYYY-MM-DD date ('Tue 24/11'). */
  day(date: string): Locator {
    const [, month, day] = date.split('-')
    return this.days().filter({ has: this.page.locator('.booking-day-date', { hasText: `${day}/${month}` }) })
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

  slotFree(hhmm: string): Locator {
    return this.slot(hhmm).locator('.slot-free')
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
