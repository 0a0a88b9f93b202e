import { expect, test, type Page } from './support/test'
import { CartDrawer } from './pages/cart'
import { MenuPage } from './pages/menu-page'
import { SchedulePage } from './pages/schedule'
import { expectNoSeriousViolations } from './support/axe'
import { venueUrl } from './support/demo'
import { ORIGIN_URL } from './support/origin'

// Lumière (demo data): 15-minute slots 11:30–14:30 and 18:00–22:00 every day but 25/12 and 01/01,
// at most 4 tables per slot, 12:30 and 19:30 always full, a 10-minute lock, 14 days ahead. For 4
// persons the first free table with enough seats is table 3, in the dining room (zone 'Salle').
// Club: takeaway only, order_date_onlytoday. The sandbox origin of tests/e2e/global-setup.ts:
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

/** 'Tuesday 24/11/2026' of '2026-11-24'. */
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
  await schedule.day(day).click()
  await expect(schedule.day(day)).toHaveAttribute('aria-pressed', 'true')
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
    // The cart closes behind it: the schedule has the whole screen.
    await expect(cart.panel()).toBeHidden()
    await schedule.waitForForm()
    await expect(schedule.heading()).toHaveText('When would you like your order?')
    await expect(schedule.backLink()).toHaveText('‹ Open the menu')
    await expect(schedule.backLink()).toHaveAttribute('href', '/en')

    await expect(schedule.warning()).toHaveText('Please choose the number of persons, a date and a time')
    await expect(schedule.nextButton()).toBeDisabled()
    await expect(schedule.days()).toHaveCount(15)

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

  test('changing the number of persons releases the held slot until a new one is chosen', async ({ page }) => {
    const schedule = new SchedulePage(page)
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

  test('the last table taken by another visitor meanwhile: the slot is refused with a message and shown full', async ({ page }) => {
    const schedule = new SchedulePage(page)
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
  test('an expired slot kept on the device is released: back to the schedule with the timeout alert', async ({ page }) => {
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
    const schedule = new SchedulePage(page)

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

  test('a slot whose lock the venue set in the past is released within a second of being held', async ({ page }) => {
    // The venue computes the lock from its own clock: 11 minutes behind, a 10-minute lock has already run out.
    await fetch(`${ORIGIN}/__sandbox/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ now: new Date(Date.now() - 11 * 60_000).toISOString() }),
    })
    const schedule = new SchedulePage(page)
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
    // Club does not take orders without an account: the visit is a member's (demo token of Oliver).
    await context.addCookies([{ name: 'customer-access-token', value: 'demo-token-oliver', url: venueUrl('club', '/') }])
    const schedule = new SchedulePage(page, 'club')
    await schedule.open('en')

    await expect(schedule.type('Takeaway')).toBeChecked()
    await expect(schedule.typeGroup().getByRole('radio')).toHaveCount(1)
    await expect(schedule.guestsGroup()).toHaveCount(0)
    await expect(schedule.days()).toHaveCount(1)
    await expect(schedule.days().first()).toHaveAttribute('aria-pressed', 'true')
    const [, month, date] = venueDay(0).split('-')
    await expect(schedule.days().first()).toContainText(`${date}/${month}`)
    await expect(schedule.warning()).toHaveText('Please choose a date and a time')
    // Today's slots, if any are left, count places rather than tables.
    await expect(schedule.slots().first().or(schedule.noSlots())).toBeVisible()
    if ((await schedule.slots().count()) > 0) await expect(schedule.slots().first().locator('.slot-free')).toHaveText(/places? left$/)
    else await expect(schedule.noSlots()).toHaveText('No time slot available for your selection')
  })
})

test.describe('schedule: accessibility', () => {
  test('the schedule, before and after a slot is held, has no serious or critical violation', async ({ page }) => {
    const schedule = new SchedulePage(page)
    await schedule.open('en')
    await expectNoSeriousViolations(page)

    await chooseEatIn(schedule, openDay())
    await schedule.slot('13:00').click()
    await expect(schedule.heldTable()).toContainText('Table 3')
    await expectNoSeriousViolations(page)
  })

  test('the day buttons answer the keyboard', async ({ page }) => {
    const schedule = new SchedulePage(page)
    await schedule.open('en')
    await schedule.days().first().focus()
    await page.keyboard.press('ArrowRight')
    await expect(schedule.days().nth(1)).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(schedule.days().nth(1)).toHaveAttribute('aria-pressed', 'true')
    await page.keyboard.press('End')
    await expect(schedule.days().last()).toBeFocused()
    await page.keyboard.press(' ')
    await expect(schedule.days().last()).toHaveAttribute('aria-pressed', 'true')
  })

  test('an empty cart on the schedule offers the way back to the menu', async ({ page }) => {
    const cart = new CartDrawer(page)
    const schedule = new SchedulePage(page)
    await schedule.open('en')
    await cart.open()
    await expect(cart.emptyMessage()).toHaveText('No products in the cart yet')
    await cart.panel().getByRole('link', { name: 'Open the menu' }).click()
    await expect(page).toHaveURL(/\/en$/)
  })
})
