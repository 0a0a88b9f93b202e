import { expect, test, type Page } from './support/test'
import { CartDrawer } from './pages/cart'
import { MenuPage } from './pages/menu-page'
import { MONTH_KNOWN, monthName, SchedulePage } from './pages/schedule'
import { expectNoSeriousViolations } from './support/axe'
import { PHONE, venueUrl } from './support/demo'
import { ORIGIN_URL } from './support/origin'
import { brusselsInstant, dayOfNextMonth, fixToday, nextDayNumbered, realVenueDay, shiftDay } from './support/venue-clock'

// Lumière (demo data): 15-minute slots 11:30–14:30 and 18:00–22:00 every day but 25/12 and 01/01,
// at most 4 tables per slot, 12:30 and 19:30 always full, a 10-minute lock, 14 days ahead. For 4
// persons the first free table with enough seats is table 3, in the dining room (zone 'Salle').
// Halles: eat-in and takeaway, 7 days ahead. Club: takeaway only, order_date_onlytoday. The sandbox
// origin of tests/e2e/global-setup.ts:
const ORIGIN = ORIGIN_URL
const TIME_ZONE = 'Europe/Brussels'
const CLOSED_DAYS = ['12-25', '01-01']
const TABLE_3_UID = 'c1a23465-069e-516f-a356-23fac99d4712'

const CROQUETTES = 'Cheese croquettes (2 pieces)'
const STILL_WATER = 'Still water (50 cl)'
const NO_LONGER_AVAILABLE = 'This time slot is no longer available, please select another'
const TIMEOUT = 'Your order was not placed on time. Please select a new time slot.'

/** The venue's calendar day `offset` days from today, YYYY-MM-DD. */
function venueDay(offset: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(new Date())
  const day = new Date(`${today}T00:00:00Z`)
  day.setUTCDate(day.getUTCDate() + offset)
  return day.toISOString().slice(0, 10)
}

/** A day after tomorrow on which the brasserie is open, so every slot of it lies beyond the lead time. */
function openDay(): string {
  for (let offset = 2; ; offset += 1) {
    const day = venueDay(offset)
    if (!CLOSED_DAYS.includes(day.slice(5))) return day
  }
}

/** 'Tuesday 24/11/2026' of '2026-11-24': a day as the schedule writes it, everywhere on the page. */
function longDate(day: string): string {
  const weekday = new Intl.DateTimeFormat('en', { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`))
  const [year, month, date] = day.split('-')
  return `${weekday} ${date}/${month}/${year}`
}


/** Another visitor pre-books a slot straight at the venue API, as a second browser would. */
async function prebookAsAnotherVisitor(slotId: string, visitor: string, guests = 4): Promise<number> {
  const response = await fetch(`${ORIGIN}/venues/lumiere/api/slot-prebook/-1/1/${guests}/${visitor}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ slot_id: slotId }),
  })
  return response.status
}

async function resetOrigin() {
  await fetch(`${ORIGIN}/__sandbox/slot-bookings`, { method: 'DELETE' })
  await fetch(`${ORIGIN}/__sandbox/clock`, { method: 'DELETE' })
}

/** Eat in for `guests` on `day`, with the slots of that day shown. */
async function chooseEatIn(schedule: SchedulePage, day: string, guests = 4) {
  await schedule.type('Eat in').check()
  await schedule.setGuests(guests)
  await schedule.chooseDay(day)
  await expect(schedule.slot('13:00')).toBeVisible()
}

/** The order kept on the device, as the app stores it under 'order'. */
function storedOrder(page: Page) {
  return page.evaluate(() => JSON.parse(localStorage.getItem('order') ?? 'null') as { slot: unknown } | null)
}

test.beforeEach(resetOrigin)
test.afterEach(resetOrigin)

test.describe('schedule: eat-in at lumiere', () => {
  test('from the cart to the schedule: type, persons, day and slot; the slot is held with its table, and Next leads to the account step', async ({
    page,
  }) => {
    const errors: string[] = []
    page.on('console', (message) => {
      // The Tartare de saumon image of the menu is broken on purpose (demo data).
      if (message.type() === 'error' && !/\/demo-images\/missing\//.test(message.location().url)) errors.push(message.text())
    })
    page.on('pageerror', (error) => errors.push(error.message))
    const menu = new MenuPage(page, 'lumiere')
    const cart = new CartDrawer(page)
    const schedule = new SchedulePage(page)
    const day = openDay()
    await menu.open('en')
    await menu.addOne(CROQUETTES)
    await menu.addOne(STILL_WATER)
    await cart.open()
    await cart.nextButton().click()
    await expect(page).toHaveURL(/\/en\/schedule$/)
    await schedule.waitForForm()
    // On a screen this wide the cart stands as a column beside the schedule (cart-dock.ts); on a
    // phone it closes behind the diner ('schedule on a phone').
    await expect(cart.panel()).toHaveClass(/is-docked/)
    await expect(schedule.heading()).toHaveText('When would you like your order?')
    await expect(schedule.backLink()).toHaveText('‹ Open the menu')
    await expect(schedule.backLink()).toHaveAttribute('href', '/en')

    await expect(schedule.warning()).toHaveText('Please choose the type of order, the number of persons, a date and a time')
    await expect(schedule.nextButton()).toBeDisabled()
    // Before the type and the persons are known, the calendar shows this month, but no day can be chosen yet.
    await expect(schedule.monthTitle()).toHaveText(monthName(venueDay(0)))
    await expect(schedule.day(venueDay(0))).toHaveAttribute('aria-disabled', 'true')
    await expect(schedule.calendarNote()).toHaveText('Choose the type of order and the number of persons first')

    await chooseEatIn(schedule, day)
    await expect(schedule.slotFree('13:00')).toHaveText('4 tables free')
    // Always full: shown with zero and not clickable.
    for (const full of ['12:30', '19:30']) {
      await expect(schedule.slotFree(full)).toHaveText('0 tables free')
      await expect(schedule.slot(full)).toBeDisabled()
    }
    await expect(schedule.bookingBanner()).toHaveCount(0)

    await schedule.slot('13:00').click()

    await expect(schedule.slot('13:00')).toHaveAttribute('aria-pressed', 'true')
    await expect(schedule.heldTable()).toContainText('Table 3')
    await expect(schedule.heldTable()).toContainText('Dining room')
    await expect(schedule.bookingUntil()).toHaveText(/^Your booking is held until \d{2}:\d{2}$/)
    await expect(schedule.bookingTimer()).toHaveText(/^(10:00|09:[0-5]\d)$/)
    await expect(schedule.summaryValue('Order')).toHaveText('Eat in')
    await expect(schedule.summaryValue('Persons')).toHaveText('4 persons')
    await expect(schedule.summaryValue('Date and time')).toHaveText(`${longDate(day)} at 13:00`)
    await expect(schedule.summaryValue('Table')).toHaveText('Table 3 · Dining room')
    await expect(schedule.warning()).toHaveCount(0)
    await expect(schedule.nextButton()).toBeEnabled()

    // The cart's slot summary follows the held slot.
    await cart.open()
    await expect(cart.slotTitle()).toHaveText('Eat in')
    await expect(cart.slotSummary()).toContainText('Booking table')
    await expect(cart.slotSummary()).toContainText('Table 3')
    await expect(cart.slotSummary()).toContainText('Dining room')
    await expect(cart.slotSummary().locator('.slot-when')).toHaveText(`${longDate(day)} at 13:00`)
    await cart.close()

    // Kept on the device for the checkout.
    const order = await storedOrder(page)
    expect(order?.slot).toMatchObject({
      slotId: `${day}T13:00|1`,
      consumptionType: 1,
      guestCount: 4,
      dinnerTableUid: TABLE_3_UID,
      zone: { zone_name_fr: 'Salle', zone_name_nl: 'Zaal', zone_name_en: 'Dining room' },
    })

    await schedule.nextButton().click()
    await expect(page).toHaveURL(/\/en\/checkout\/account$/)
    // The banner stays while the booking is held.
    await expect(schedule.bookingUntil()).toBeVisible()
    expect(errors).toEqual([])
  })

  test('changing the number of persons releases the held slot until a new one is chosen', async ({ schedule }) => {
    const day = openDay()
    await schedule.open('en')
    await chooseEatIn(schedule, day, 2)
    await schedule.slot('13:00').click()
    await expect(schedule.slot('13:00')).toHaveAttribute('aria-pressed', 'true')
    await expect(schedule.nextButton()).toBeEnabled()

    await schedule.guestsGroup().getByRole('button', { name: 'One person more' }).click()
    await expect(schedule.guestCount()).toHaveText('3')
    await expect(schedule.bookingBanner()).toHaveCount(0)
    await expect(schedule.warning()).toBeVisible()
    await expect(schedule.nextButton()).toBeDisabled()
    await expect(schedule.slot('13:00')).toHaveAttribute('aria-pressed', 'false')
  })

  test("another day chosen shows its own times only: the day before's never stay under it, for a tap to take", async ({ page, schedule }) => {
    const today = realVenueDay(1)
    const later = shiftDay(today, 2)
    await fixToday(page, brusselsInstant(today, '10:00'))
    await schedule.open('en')
    await chooseEatIn(schedule, today, 2)
    await expect(schedule.slot('13:00')).toHaveAttribute('data-slot', `${today}T13:00|1`)
    // Every state the page goes through, from here on: the times listed under the day pressed.
    await page.evaluate(() => {
      const seen: string[] = []
      ;(window as { shownTimes?: string[] }).shownTimes = seen
      const note = () => {
        const day = document.querySelector<HTMLElement>('.calendar-day[aria-pressed="true"]')?.dataset.day
        document.querySelectorAll<HTMLElement>('.slot-button').forEach((slot) => seen.push(`${day} ${slot.dataset.slot?.slice(0, 10)}`))
      }
      new MutationObserver(note).observe(document.body, { subtree: true, childList: true, attributes: true })
    })

    await schedule.chooseDay(later)
    await expect(schedule.slot('13:00')).toHaveAttribute('data-slot', `${later}T13:00|1`)
    const shown = await page.evaluate(() => (window as { shownTimes?: string[] }).shownTimes ?? [])
    expect(shown.length).toBeGreaterThan(0)
    expect(shown.filter((entry) => !/^(\S+) \1$/.test(entry) && !entry.startsWith('undefined '))).toEqual([])
  })

  test('the last table taken by another visitor meanwhile: the slot is refused with a message and shown full', async ({ page, schedule }) => {
    const day = openDay()
    const slotId = `${day}T13:15|1`
    await schedule.open('en')
    await chooseEatIn(schedule, day)
    await expect(schedule.slotFree('13:15')).toHaveText('4 tables free')

    // Four other visitors take the four tables of 13:15 while this list still shows them free.
    for (const visitor of ['rival-1', 'rival-2', 'rival-3', 'rival-4']) {
      expect(await prebookAsAnotherVisitor(slotId, visitor)).toBe(200)
    }
    expect(await prebookAsAnotherVisitor(slotId, 'rival-5')).toBe(409)
    await expect(schedule.slotFree('13:15')).toHaveText('4 tables free')

    await schedule.slot('13:15').click()

    await expect(schedule.slotProblem()).toHaveText(NO_LONGER_AVAILABLE)
    // The list is reloaded: the slot now shows as full.
    await expect(schedule.slotFree('13:15')).toHaveText('0 tables free')
    await expect(schedule.slot('13:15')).toBeDisabled()
    await expect(schedule.bookingBanner()).toHaveCount(0)
    await expect(schedule.nextButton()).toBeDisabled()
    expect((await storedOrder(page))?.slot).toBeNull()

    // Another slot can still be taken, and the message goes.
    await schedule.slot('13:30').click()
    await expect(schedule.slot('13:30')).toHaveAttribute('aria-pressed', 'true')
    await expect(schedule.slotProblem()).toHaveCount(0)
  })
})

test.describe('schedule: the held slot runs out', () => {
  test('an expired slot kept on the device is released: back to the schedule with the timeout alert', async ({ page, schedule }) => {
    const day = openDay()
    const expired = {
      consumptionType: 1,
      guestCount: 4,
      slot: {
        slotId: `${day}T13:00|1`,
        startTime: `${day}T13:00:00+01:00`,
        maximumLockTime: new Date(Date.now() - 60_000).toISOString(),
        consumptionType: 1,
        guestCount: 4,
        dinnerTableUid: TABLE_3_UID,
        zone: { zone_name_fr: 'Salle', zone_name_nl: 'Zaal', zone_name_en: 'Dining room' },
      },
      deliveryAddress: null,
      quickTable: null,
      checkout: null,
    }
    // Written once, before the app reads it; the client-side navigation that follows keeps the page.
    await page.addInitScript((order) => {
      if (sessionStorage.getItem('expired-order-written')) return
      sessionStorage.setItem('expired-order-written', '1')
      localStorage.setItem('order', order)
    }, JSON.stringify(expired))

    await page.goto(venueUrl('lumiere', '/en'))

    await expect(page).toHaveURL(/\/en\/schedule$/)
    await expect(schedule.timeoutAlert()).toHaveRole('alert')
    await expect(schedule.timeoutAlert()).toContainText(TIMEOUT)
    await expect(schedule.bookingBanner()).toHaveCount(0)
    await schedule.waitForForm()
    // The choices stay; only the slot is gone.
    await expect(schedule.type('Eat in')).toBeChecked()
    await expect(schedule.guestCount()).toHaveText('4')
    await expect(schedule.warning()).toBeVisible()
    await expect.poll(async () => (await storedOrder(page))?.slot).toBeNull()

    await schedule.timeoutAlert().getByRole('button', { name: 'Dismiss' }).click()
    await expect(schedule.timeoutAlert()).toHaveCount(0)
  })

  test('a slot whose lock the venue set in the past is released within a second of being held', async ({ page, schedule }) => {
    // The venue computes the lock from its own clock: 11 minutes behind, a 10-minute lock has already run out.
    await fetch(`${ORIGIN}/__sandbox/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ now: new Date(Date.now() - 11 * 60_000).toISOString() }),
    })
    const day = openDay()
    await schedule.open('en')
    await chooseEatIn(schedule, day)

    await schedule.slot('13:00').click()

    await expect(schedule.timeoutAlert()).toContainText(TIMEOUT)
    await expect(page).toHaveURL(/\/en\/schedule$/)
    await expect(schedule.slot('13:00')).toHaveAttribute('aria-pressed', 'false')
    await expect(schedule.bookingBanner()).toHaveCount(0)
    await expect(schedule.nextButton()).toBeDisabled()
  })
})

test.describe('schedule: takeaway at club', () => {
  test('the only type is chosen for the customer, persons are not asked, and only today can be booked', async ({ page, context }) => {
    // Noon: the club takes orders for tonight (weekdays 17:00–22:00, weekends 09:00–19:00).
    const today = venueDay(0)
    await fixToday(page, brusselsInstant(today, '12:00'))
    // Club does not take orders without an account: the visit is a member's (demo token of Oliver).
    await context.addCookies([{ name: 'customer-access-token', value: 'demo-token-oliver', url: venueUrl('club', '/') }])
    const schedule = new SchedulePage(page, 'club')
    await schedule.open('en')

    await expect(schedule.type('Takeaway')).toBeChecked()
    await expect(schedule.typeGroup().getByRole('radio')).toHaveCount(1)
    await expect(schedule.guestsGroup()).toHaveCount(0)
    // Today is offered and chosen; no other day is, and the calendar does not page on (SPEC §5 order_date_onlytoday).
    await expect(schedule.day(today)).toHaveAttribute('aria-pressed', 'true')
    await expect(schedule.day(today)).not.toHaveAttribute('aria-disabled', 'true')
    await expect(schedule.calendarNote()).toHaveText(`Chosen date: ${longDate(today)}`)
    await expect(schedule.days().and(page.locator(':not([aria-disabled="true"])'))).toHaveCount(1)
    const tomorrow = shiftDay(today, 1)
    if (tomorrow.slice(0, 7) === today.slice(0, 7)) {
      await expect(schedule.day(tomorrow)).toHaveAttribute('aria-disabled', 'true')
      await expect(schedule.day(tomorrow)).toHaveAccessibleDescription('Booking is possible for today only')
    }
    await expect(schedule.nextMonth()).toHaveAttribute('aria-disabled', 'true')
    // Today is chosen by itself: only the time is missing.
    await expect(schedule.warning()).toHaveText('Please choose a time')
    // Today's slots count places rather than tables.
    await expect(schedule.slots().first().locator('.slot-free')).toHaveText(/places? left$/)
  })
})

test.describe('schedule: the days a venue books', () => {
  test('halles books 7 days ahead: the days after are greyed as not open for booking yet, and cannot be chosen', async ({ page }) => {
    // The 3rd of next month, so that the 7 days ahead and the 7 after them lie in one month.
    const today = dayOfNextMonth(3)
    await fixToday(page, brusselsInstant(today, '10:00'))
    const schedule = new SchedulePage(page, 'halles')
    await schedule.open('en')
    await schedule.type('Takeaway').check()
    await schedule.setGuests(1)

    // The calendar opens on the first bookable day: today.
    await expect(schedule.day(today)).toHaveAttribute('aria-pressed', 'true', MONTH_KNOWN)
    for (let offset = 0; offset <= 7; offset += 1) {
      await expect(schedule.day(shiftDay(today, offset))).not.toHaveAttribute('aria-disabled', 'true')
    }
    for (let offset = 8; offset <= 14; offset += 1) {
      const day = shiftDay(today, offset)
      await expect(schedule.day(day)).toHaveAttribute('aria-disabled', 'true')
      await expect(schedule.day(day)).toHaveAccessibleDescription('Not open for booking yet')
    }
    await expect(schedule.day(shiftDay(today, -1))).toHaveAccessibleDescription('This day has passed')
    await expect(schedule.nextMonth()).toHaveAttribute('aria-disabled', 'true')
    await expect(schedule.previousMonth()).toHaveAttribute('aria-disabled', 'true')

    // A greyed day says why when tapped, and the day chosen stays (Playwright waits for an aria-disabled
    // button to be enabled; a finger does not).
    const eighth = shiftDay(today, 8)
    await schedule.day(eighth).click({ force: true })
    await expect(schedule.calendarNote()).toHaveText(`${longDate(eighth)}: Not open for booking yet`)
    await expect(schedule.day(eighth)).toHaveAttribute('aria-pressed', 'false')
    await expect(schedule.day(today)).toHaveAttribute('aria-pressed', 'true')
    await expectNoSeriousViolations(page)

    // The seventh day ahead is booked like any other.
    const seventh = shiftDay(today, 7)
    await schedule.chooseDay(seventh)
    await expect(schedule.calendarNote()).toHaveText(`Chosen date: ${longDate(seventh)}`)
    await expect(schedule.slot('13:00')).toBeEnabled()
  })

  test('lumière books 14 days ahead across the month end: the diner pages to the next month and books a slot there', async ({ page, schedule }) => {
    const today = nextDayNumbered(27)
    const lastDay = shiftDay(today, 14)
    const target = `${lastDay.slice(0, 7)}-03`
    await fixToday(page, brusselsInstant(today, '10:00'))
    await schedule.open('en')
    await schedule.type('Eat in').check()
    await schedule.setGuests(3)

    await expect(schedule.monthTitle()).toHaveText(monthName(today))
    await expect(schedule.day(today)).toHaveAttribute('aria-pressed', 'true', MONTH_KNOWN)
    await expect(schedule.calendarNote()).toHaveText(`Chosen date: ${longDate(today)}`)
    await expect(schedule.previousMonth()).toHaveAttribute('aria-disabled', 'true')

    await expect(schedule.nextMonth()).not.toHaveAttribute('aria-disabled', 'true', MONTH_KNOWN)
    await schedule.nextMonth().click()
    await expect(schedule.monthTitle()).toHaveText(monthName(target))
    for (let day = `${lastDay.slice(0, 7)}-01`; day <= lastDay; day = shiftDay(day, 1)) {
      if (CLOSED_DAYS.includes(day.slice(5))) {
        await expect(schedule.day(day)).toHaveAccessibleDescription('No time slot available')
      } else {
        await expect(schedule.day(day)).not.toHaveAttribute('aria-disabled', 'true')
      }
    }
    await expect(schedule.day(shiftDay(lastDay, 1))).toHaveAccessibleDescription('Not open for booking yet')
    await expect(schedule.nextMonth()).toHaveAttribute('aria-disabled', 'true')
    // The day chosen in the month before stays chosen until another is.
    await expect(schedule.calendarNote()).toHaveText(`Chosen date: ${longDate(today)}`)

    await schedule.chooseDay(target)
    await expect(schedule.calendarNote()).toHaveText(`Chosen date: ${longDate(target)}`)
    await expect(schedule.slotFree('13:00')).toHaveText('4 tables free')
    await schedule.slot('13:00').click()

    await expect(schedule.slot('13:00')).toHaveAttribute('aria-pressed', 'true')
    await expect(schedule.bookingUntil()).toBeVisible()
    await expect(schedule.summaryValue('Date and time')).toHaveText(`${longDate(target)} at 13:00`)
    expect((await storedOrder(page))?.slot).toMatchObject({ slotId: `${target}T13:00|1`, guestCount: 3 })

    // Back on the schedule later, the calendar opens on the held day's month.
    await page.reload()
    await schedule.waitForForm()
    await expect(schedule.monthTitle()).toHaveText(monthName(target))
    await expect(schedule.day(target)).toHaveAttribute('aria-pressed', 'true')
  })

  test('on a phone the calendar fits the width, and nothing moves when the days that can be booked arrive', async ({ page, schedule }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    let release = () => {}
    const answered = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/booking-days/**', async (route) => {
      await answered
      await route.continue()
    })
    await schedule.open('en')
    await schedule.type('Eat in').check()
    await schedule.setGuests(2)
    await expect(schedule.calendarNote()).toHaveText('Checking which days can be booked…')
    await expect(schedule.calendarGrid()).toHaveAttribute('aria-busy', 'true')
    const before = { calendar: await schedule.calendar().boundingBox(), time: await schedule.timeGroup().boundingBox() }

    release()
    await expect(schedule.calendarNote()).toHaveText(/^Chosen date: /, MONTH_KNOWN)
    await expect(schedule.calendarGrid()).toHaveAttribute('aria-busy', 'false')
    const after = { calendar: await schedule.calendar().boundingBox(), time: await schedule.timeGroup().boundingBox() }
    expect(after.calendar).toEqual(before.calendar)
    expect(after.time?.y).toBe(before.time?.y)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    expect(before.calendar!.x + before.calendar!.width).toBeLessThanOrEqual(390)
  })
})

test.describe('schedule: accessibility', () => {
  test('the schedule, before and after a slot is held, has no serious or critical violation', async ({ page, schedule }) => {
    await schedule.open('en')
    await expectNoSeriousViolations(page)

    await chooseEatIn(schedule, openDay())
    await schedule.slot('13:00').click()
    await expect(schedule.heldTable()).toContainText('Table 3')
    await expectNoSeriousViolations(page)
  })

  test('an empty cart on the schedule offers the way back to the menu', async ({ page, cart, schedule }) => {
    await schedule.open('en')
    await cart.open()
    await expect(cart.emptyMessage()).toHaveText('No products in the cart yet')
    await cart.panel().getByRole('link', { name: 'Open the menu' }).click()
    await expect(page).toHaveURL(/\/en$/)
  })
})

test.describe('schedule on a phone', () => {
  test.use({ viewport: PHONE })

  /** Whether the element at the centre of `locator` on screen is that element (nothing drawn over it). */
  const onTop = (page: Page, selector: string) =>
    page.locator(selector).evaluate((element) => {
      const box = element.getBoundingClientRect()
      return element.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2))
    })

  test('Next in the open cart leads to the schedule with the cart closed behind it: the schedule has the whole screen', async ({ page }) => {
    const menu = new MenuPage(page, 'lumiere')
    const cart = new CartDrawer(page)
    const schedule = new SchedulePage(page)
    await menu.open('en')
    await menu.addOne(CROQUETTES)
    await menu.addOne(STILL_WATER)
    await cart.open()
    await expect(cart.panel()).toBeVisible()
    await cart.nextButton().click()
    await expect(page).toHaveURL(/\/en\/schedule$/)
    await schedule.waitForForm()
    await expect(cart.panel()).toBeHidden()
  })

  test('the slots come by meal period, the first with a free time open; what is free is said once; Next stays in view; the warning names what is missing', async ({ page }) => {
    const schedule = new SchedulePage(page)
    const day = openDay()
    await schedule.open('en')
    await chooseEatIn(schedule, day)

    // 12:30 is always full, the other lunch times have 4 tables: said once, for the period.
    await expect(schedule.periods().locator('.slot-period-name')).toHaveText(['Lunch', 'Dinner'])
    await expect(schedule.periodToggle('Lunch')).toHaveAttribute('aria-expanded', 'true')
    await expect(schedule.periodToggle('Lunch')).toContainText('11:30 – 14:15')
    await expect(schedule.periodToggle('Lunch').locator('.slot-period-free')).toHaveText('4 tables free at each time')
    expect((await schedule.slotFree('13:00').boundingBox())!.width).toBeLessThanOrEqual(1)
    await expect(schedule.slot('13:00')).toHaveAccessibleName('13:00 4 tables free')
    await expect(schedule.slotFree('12:30')).toBeVisible()
    await expect(schedule.slotFree('12:30')).toHaveText('0 tables free')

    // The day's 29 slots no longer stretch the page to some 3,000 px (2,939 with every slot's tile saying what is free).
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(2200)

    // Dinner waits, folded, until it is asked for.
    await expect(schedule.periodToggle('Dinner')).toHaveAttribute('aria-expanded', 'false')
    await expect(schedule.slot('19:00')).toBeHidden()
    await schedule.periodToggle('Dinner').click()
    await expect(schedule.slot('19:00')).toBeVisible()

    // Everything but the time is chosen: the warning asks for the time alone.
    await expect(schedule.warning()).toHaveText('Please choose a time')
    // Next is on screen, above the cart bar, wherever the diner is on the page.
    for (const top of [0, 600, 10_000]) {
      await page.evaluate((y) => window.scrollTo({ top: y }), top)
      await expect(schedule.nextButton()).toBeInViewport({ ratio: 1 })
      expect(await onTop(page, '.schedule-next')).toBe(true)
    }

    await expectNoSeriousViolations(page)

    await schedule.showSlot('13:00')
    await schedule.slot('13:00').click()
    await expect(schedule.bookingUntil()).toBeVisible()
    await expect(schedule.warning()).toHaveCount(0)
    await expect(schedule.nextButton()).toBeEnabled()
  })

  test('a date is written one way on the whole page: its weekday, then DD/MM/YYYY', async ({ page }) => {
    const schedule = new SchedulePage(page)
    const day = openDay()
    await schedule.open('en')
    await chooseEatIn(schedule, day)
    await schedule.slot('13:00').click()
    await expect(schedule.bookingUntil()).toBeVisible()

    await expect(schedule.calendarNote()).toHaveText(`Chosen date: ${longDate(day)}`)
    await expect(schedule.summaryValue('Date and time')).toHaveText(`${longDate(day)} at 13:00`)
    const text = await page.locator('body').innerText()
    // No other way of writing a day: '26 Nov 2026', '26 November 2026', '2026-11-26'.
    expect(text).not.toMatch(/\b\d{1,2}\.? (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.? \d{4}\b/)
    expect(text).not.toMatch(/\b\d{4}-\d{2}-\d{2}\b/)
  })
})
