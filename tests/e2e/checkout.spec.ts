import { expect, test, type Page } from './support/test'
import { CartDrawer } from './pages/cart'
import {
  cartToSchedule,
  CheckoutPage,
  displayDate,
  GUEST,
  holdSlot,
  openDay,
  recordCheckoutRequests,
  SandboxPaymentPage,
  storedState,
} from './pages/checkout'
import { toPaymentStep } from './pages/lumiere-takeaway'
import { MenuPage } from './pages/menu-page'
import { lineQuantities, OUTCOMES, OrderResultPage, sandbox } from './pages/order-result'
import { SchedulePage } from './pages/schedule'
import { expectNoSeriousViolations } from './support/axe'
import { euro, venueUrl } from './support/demo'

// Lumière (demo data): minimum order 12.00; price lists 11 eat-in, 12 takeaway, 13 delivery. Eat-in
// slots hold at most 4 tables; for 4 persons the first free table is table 3 in the dining room.
// Delivery to 1050 Ixelles needs 20.00, 1180 Uccle is not served. Les Halles: Sushi Kaze 202 (min
// 20.00) and Pizza Nonna 201 (min 15.00), eat-in tables in the Patio and the Mezzanine.
const CROQUETTES = 'Cheese croquettes (2 pieces)' // 11.50 eat-in and delivery, 10.50 takeaway
const STILL_WATER = 'Still water (50 cl)' // 4.00 on every list
const SOUP = 'Soup of the day' // 6.50 eat-in and delivery, 6.00 takeaway
const TABLE_3_UID = 'c1a23465-069e-516f-a356-23fac99d4712'

test.beforeEach(() => sandbox.reset())
test.afterEach(() => sandbox.reset())

/** Menu → cart → schedule with `products` in the cart (each added once, in order). */
async function fillCart(page: Page, products: string[]) {
  const menu = new MenuPage(page, 'lumiere')
  await menu.open('en')
  for (const product of products) await menu.addOne(product)
  return menu
}

test.describe('checkout at lumiere', () => {
  test('eat-in for 4: the held table and zone, a guest pays by Bancontact, the result shows table and time and the cart is emptied', { tag: '@smoke' }, async ({
    page,
  }) => {
    const cart = new CartDrawer(page)
    const schedule = new SchedulePage(page)
    const checkout = new CheckoutPage(page)
    const payment = new SandboxPaymentPage(page)
    const result = new OrderResultPage(page)
    const day = openDay()
    await fillCart(page, [CROQUETTES, CROQUETTES, STILL_WATER])
    await expect(cart.barText()).toHaveText(`My cart (${euro(2700)})`)

    await cartToSchedule(cart, schedule)
    await holdSlot(schedule, { type: 'Eat in', guests: 4, day, time: '13:00' })
    await expect(schedule.heldTable()).toContainText('Table 3')
    await expect(schedule.heldTable()).toContainText('Dining room')
    await schedule.nextButton().click()

    await checkout.continueAsGuest()
    await checkout.fillPayment({ method: 'Bancontact' })
    await expect(checkout.payButton()).toHaveText(`Pay ${euro(2700)}`)
    await checkout.payButton().click()

    await payment.waitForIt()
    await expect(payment.detail('Amount')).toHaveText('€27.00')
    await expect(payment.detail('Method')).toHaveText('Bancontact')
    await expect(payment.detail('Status')).toHaveText('pending')
    const pending = await sandbox.onlyOrder('lumiere')
    expect(pending.status).toBe('pending')
    await payment.choose('Paid')

    await expect(page).toHaveURL(/lumiere\.localhost:\d+\/en\/my-order\?uid=[0-9a-f-]{36}$/)
    await result.waitFor(OUTCOMES.success.title)
    await expect(result.text()).toHaveText(OUTCOMES.success.text)
    await expect(result.value('Payment status')).toHaveText('Paid')
    await expect(result.value('Zone')).toHaveText('Dining room')
    await expect(result.value('Table')).toHaveText('3')
    await expect(result.value('Planned for')).toHaveText(`${displayDate(day)} 13:00`)
    await expect(result.value('Payment method')).toHaveText('Bancontact')
    await expect(result.retryLink()).toHaveCount(0)

    const order = await sandbox.onlyOrder('lumiere')
    expect(new URL(page.url()).searchParams.get('uid')).toBe(order.uid)
    await expect(result.value('Order number')).toHaveText(order.number)
    expect(order.number).toMatch(/^LUM-\d{6}$/)
    expect(order).toMatchObject({
      status: 'paid',
      consumption_type: 1,
      guest_count: 4,
      table: 3,
      dinner_table_uid: TABLE_3_UID,
      zone_name_en: 'Dining room',
      planning_date: day,
      planning_hour: '13:00',
      amount: 27,
      payment_method: 'bancontact',
      payment_name: 'Bancontact',
      delivery_address: null,
      contact: { email: GUEST.email, first_name: GUEST.firstName, last_name: GUEST.lastName, phone: GUEST.phone },
    })
    expect(order.lines.map(({ id, posId, quantity, price }) => ({ id, posId, quantity, price }))).toEqual([
      { id: 100001, posId: 100, quantity: 2, price: 11.5 },
      { id: 100034, posId: 100, quantity: 1, price: 4 },
    ])

    // A paid order empties the cart and forgets the slot.
    await expect.poll(async () => (await storedState(page)).cart).toEqual([])
    await expect.poll(async () => (await storedState(page)).order?.slot).toBeNull()
    await expect(schedule.bookingBanner()).toHaveCount(0)
    await result.menuLink().click()
    await expect(page).toHaveURL(/\/en$/)
    await expect(cart.barText()).toHaveText('Empty cart')
  })

  test('takeaway: the takeaway price list (12) makes the amount to pay and the stored order', async ({ page, cart, schedule, checkout, payment, orderResult: result }) => {
    const day = openDay()
    await fillCart(page, [CROQUETTES, CROQUETTES, SOUP])
    // Before a type is chosen the menu shows the eat-in list: 2 × 11.50 + 6.50.
    await expect(cart.barText()).toHaveText(`My cart (${euro(2950)})`)

    await cartToSchedule(cart, schedule)
    await holdSlot(schedule, { type: 'Takeaway', guests: 2, day, time: '18:30' })
    await expect(schedule.heldTable()).toHaveCount(0)
    // Takeaway: 2 × 10.50 + 6.00.
    await expect(cart.barText()).toHaveText(`My cart (${euro(2700)})`)
    await schedule.nextButton().click()

    await checkout.continueAsGuest()
    await checkout.fillPayment({ method: 'Credit card' })
    await expect(checkout.payButton()).toHaveText(`Pay ${euro(2700)}`)
    await checkout.payButton().click()
    await payment.waitForIt()
    await expect(payment.detail('Amount')).toHaveText('€27.00')
    await payment.choose('Paid')

    await result.waitFor(OUTCOMES.success.title)
    await expect(result.value('Planned for')).toHaveText(`${displayDate(day)} 18:30`)
    await expect(result.value('Payment method')).toHaveText('Credit card')
    await expect(result.value('Table')).toHaveCount(0)
    await expect(result.value('Zone')).toHaveCount(0)

    const order = await sandbox.onlyOrder('lumiere')
    expect(order).toMatchObject({
      status: 'paid',
      consumption_type: 2,
      guest_count: 2,
      table: null,
      dinner_table_uid: null,
      planning_date: day,
      planning_hour: '18:30',
      amount: 27,
      payment_method: 'creditcard',
    })
    expect(order.lines.map(({ id, quantity, price }) => ({ id, quantity, price }))).toEqual([
      { id: 100001, quantity: 2, price: 10.5 },
      { id: 100003, quantity: 1, price: 6 },
    ])
  })

  test("delivery: an unserved city and the city's minimum are refused on the address step; once above it, paid on delivery without a payment page", async ({
    page,
  }) => {
    const cart = new CartDrawer(page)
    const schedule = new SchedulePage(page)
    const checkout = new CheckoutPage(page)
    const result = new OrderResultPage(page)
    const visited: string[] = []
    page.on('framenavigated', (frame) => frame === page.mainFrame() && visited.push(frame.url()))
    const day = openDay()
    const menu = await fillCart(page, [CROQUETTES, STILL_WATER])

    await cartToSchedule(cart, schedule)
    await holdSlot(schedule, { type: 'Delivery', guests: 1, day, time: '19:00' })
    await schedule.nextButton().click()

    // A delivery goes straight to the address.
    await checkout.waitForStep('delivery-address')
    await expect(checkout.servedCities()).toHaveText(['1000 Brussels · min. €15.00', '1050 Ixelles · min. €20.00', '1040 Etterbeek · min. €25.00'])
    await checkout.fillAddress({ name: 'Léa Martin', street: 'Avenue Brugmann 12', zip: '1180', city: 'Uccle' })
    await checkout.continueButton().click()
    await expect(checkout.refusal()).toHaveText("We don't deliver to this city")
    await expect(page).toHaveURL(/\/checkout\/delivery-address$/)

    // 15.50 is below Ixelles' 20.00.
    await checkout.fillAddress({ name: 'Léa Martin', street: 'Rue du Bailli 7', zip: '1050', city: 'Ixelles' })
    await checkout.continueButton().click()
    await expect(checkout.refusal()).toHaveText('An order of min. €20.00 is required to deliver to this city')
    await expect(page).toHaveURL(/\/checkout\/delivery-address$/)

    // Back to the menu for a soup: 22.00. The slot is still held.
    await menu.open('en')
    await menu.addOne(SOUP)
    await expect(cart.barText()).toHaveText(`My cart (${euro(2200)})`)
    await cartToSchedule(cart, schedule)
    await expect(schedule.slot('19:00')).toHaveAttribute('aria-pressed', 'true')
    await schedule.nextButton().click()
    await checkout.waitForStep('delivery-address')
    await checkout.fillAddress({ name: 'Léa Martin', street: 'Rue du Bailli 7', zip: '1050', city: 'Ixelles' })
    await checkout.continueButton().click()

    await checkout.waitForStep('payment-method')
    // The name the delivery goes to is the guest's own: not asked for twice.
    await expect(checkout.contactField('First name')).toHaveValue('Léa')
    await expect(checkout.contactField('Last name')).toHaveValue('Martin')
    await expect(checkout.paymentMethod('Pay on delivery')).toBeVisible()
    await expect(checkout.paymentMethod('Pay on site')).toHaveCount(0)
    await checkout.fillPayment({ method: 'Pay on delivery' })
    await expect(checkout.payButton()).toHaveText(`Pay ${euro(2200)}`)
    await checkout.payButton().click()

    await expect(page).toHaveURL(/\/en\/my-order\?uid=[0-9a-f-]{36}$/)
    await result.waitFor(OUTCOMES.success.title)
    await expect(result.value('Payment status')).toHaveText('To pay on delivery')
    await expect(result.value('Payment method')).toHaveText('Pay on delivery')
    await expect(result.value('Planned for')).toHaveText(`${displayDate(day)} 19:00`)
    // Where the order goes, and the venue's own address as the venue's.
    await expect(result.value('Delivery address')).toHaveText('Léa Martin, Rue du Bailli 7, 1050 Ixelles')
    await expect(result.value('Venue address')).toHaveText('Rue Antoine Dansaert 118, 1000 Bruxelles')
    await expect(result.value('Address')).toHaveCount(0)
    await expect(result.amounts()).toHaveText([`Total${euro(2200)}`, `To pay on delivery${euro(2200)}`])
    expect(visited.filter((url) => url.includes('/pay/')), 'no payment page').toEqual([])

    const order = await sandbox.onlyOrder('lumiere')
    expect(order).toMatchObject({
      status: 'accepted',
      consumption_type: 5,
      guest_count: 1,
      table: null,
      planning_date: day,
      planning_hour: '19:00',
      amount: 22,
      payment_method: 'on_site',
      payment_name: 'Pay on delivery',
      delivery_address: { name: 'Léa Martin', address_line: 'Rue du Bailli 7', zip_code: '1050', city: 'Ixelles' },
    })
    expect(lineQuantities(order)).toEqual({ [CROQUETTES]: 1, [STILL_WATER]: 1, [SOUP]: 1 })
    // Accepted is as good as paid: the cart is emptied.
    await expect.poll(async () => (await storedState(page)).cart).toEqual([])
  })
})

test.describe('checkout at a food court (halles)', () => {
  const POKE_BOWL = 'Salmon poke bowl' // Sushi Kaze 15.50
  const EDAMAME = 'Edamame' // Sushi Kaze 5.00
  const MARGHERITA = 'Pizza Margherita' // Pizza Nonna 11.00
  const TIRAMISU = 'Tiramisu' // Pizza Nonna 7.00

  test('lines of two stands, each above its minimum, make one order with both points of sale', async ({ page, whereToEat, cart, payment, orderResult: result }) => {
    const menu = new MenuPage(page, 'halles')
    const schedule = new SchedulePage(page, 'halles')
    const checkout = new CheckoutPage(page, 'halles')
    const day = openDay()
    await menu.open('en')
    await whereToEat.choose('Eat in')
    await expect(whereToEat.root).toHaveCount(0)
    await menu.addOne(POKE_BOWL)
    await menu.addOne(EDAMAME)
    await menu.chooseStand('Pizza Nonna')
    await expect(menu.productCard(MARGHERITA)).toBeVisible()
    await menu.addOne(MARGHERITA)
    await menu.addOne(TIRAMISU)
    await cart.open()
    await expect(cart.groupHeadings()).toHaveText(['Sushi Kaze', 'Pizza Nonna'])
    await expect(cart.minimumNotice()).toHaveCount(0)

    await cartToSchedule(cart, schedule)
    // The answer to 'where to eat' is the schedule's type.
    await expect(schedule.type('Eat in')).toBeChecked()
    await holdSlot(schedule, { type: 'Eat in', guests: 2, day, time: '13:00' })
    await expect(schedule.heldTable()).toContainText('Table 1')
    await expect(schedule.heldTable()).toContainText('Patio')
    await schedule.nextButton().click()

    await checkout.continueAsGuest()
    await checkout.fillPayment({ method: 'Bancontact' })
    await expect(checkout.payButton()).toHaveText(`Pay ${euro(1550 + 500 + 1100 + 700)}`)
    await checkout.payButton().click()
    await payment.waitForIt('halles')
    await payment.choose('Paid')

    await expect(page).toHaveURL(/halles\.localhost:\d+\/en\/my-order\?uid=/)
    await result.waitFor(OUTCOMES.success.title)
    await expect(result.value('Table')).toHaveText('1')
    await expect(result.value('Zone')).toHaveText('Patio')
    // Each stand's lines under its name, so the diner knows which counter has what.
    const stands = page.locator('.order-lines .order-stand')
    await expect(stands.locator('h3')).toHaveText(['Sushi Kaze', 'Pizza Nonna'])
    await expect(stands.nth(0).locator('> ul > li')).toHaveCount(2)
    await expect(stands.nth(1).locator('> ul > li')).toHaveCount(2)

    const order = await sandbox.onlyOrder('halles')
    expect(order).toMatchObject({ status: 'paid', consumption_type: 1, guest_count: 2, table: 1, zone_name_en: 'Patio', amount: 38.5 })
    expect(order.number).toMatch(/^HSG-\d{6}$/)
    expect(order.lines.map(({ id, posId, quantity }) => ({ id, posId, quantity }))).toEqual([
      { id: 202010, posId: 202, quantity: 1 },
      { id: 202002, posId: 202, quantity: 1 },
      { id: 201005, posId: 201, quantity: 1 },
      { id: 201012, posId: 201, quantity: 1 },
    ])
    expect(await sandbox.orders('lumiere')).toEqual([])
  })
})

test.describe('paying once', () => {
  test('a double-click on Pay places one order', async ({ page }) => {
    const checkout = await toPaymentStep(page)
    const requests = recordCheckoutRequests(page)
    await checkout.payButton().dblclick()

    await new SandboxPaymentPage(page).waitForIt()
    const orders = await sandbox.orders('lumiere')
    expect(orders).toHaveLength(1)
    // Takeaway: 10.50 + 4.00.
    expect(orders[0]).toMatchObject({ status: 'pending', amount: 14.5 })
    expect(requests.length).toBeGreaterThanOrEqual(1)
    expect(new Set(requests.map((body) => body.key)).size, 'every request of the attempt has the same key').toBe(1)
  })

  test('two quick clicks on Pay place one order', async ({ page }) => {
    const checkout = await toPaymentStep(page)
    const requests = recordCheckoutRequests(page)
    const box = (await checkout.payButton().boundingBox())!
    // Two separate clicks as fast as a hand can: neither waits for the page to react to the other.
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)

    await new SandboxPaymentPage(page).waitForIt()
    const orders = await sandbox.orders('lumiere')
    expect(orders).toHaveLength(1)
    expect(new Set(requests.map((body) => body.key)).size).toBe(1)
  })
})

test.describe('the race for the last table', () => {
  test('two visitors click the last free table at the same time: one holds it, the other is told it is gone', async ({ browser }) => {
    const day = openDay()
    const slotId = `${day}T13:00|1`
    // Three other visitors hold three of the four tables of 13:00.
    for (const visitor of ['rival-1', 'rival-2', 'rival-3']) expect(await sandbox.prebook('lumiere', slotId, visitor, 4)).toBe(200)

    const contexts = await Promise.all([browser.newContext(), browser.newContext()])
    try {
      const schedules = await Promise.all(contexts.map(async (context) => new SchedulePage(await context.newPage())))
      for (const schedule of schedules) {
        await schedule.open('en')
        await schedule.type('Eat in').check()
        await schedule.setGuests(4)
        await schedule.chooseDay(day)
        await expect(schedule.slotFree('13:00')).toHaveText('1 table free')
        await expect(schedule.slot('13:00')).toBeEnabled()
      }

      await Promise.all(schedules.map((schedule) => schedule.slot('13:00').click()))

      for (const schedule of schedules) await expect(schedule.bookingUntil().or(schedule.slotProblem())).toBeVisible()
      const holds = await Promise.all(schedules.map((schedule) => schedule.bookingBanner().count()))
      expect([...holds].sort()).toEqual([0, 1])
      const winner = schedules[holds.indexOf(1)]!
      const loser = schedules[holds.indexOf(0)]!
      await expect(winner.slot('13:00')).toHaveAttribute('aria-pressed', 'true')
      await expect(winner.slotProblem()).toHaveCount(0)
      await expect(loser.slotProblem()).toHaveText('This time slot is no longer available, please select another')
      await expect(loser.slotFree('13:00')).toHaveText('0 tables free')
      await expect(loser.slot('13:00')).toBeDisabled()
      await expect(loser.nextButton()).toBeDisabled()
    } finally {
      await Promise.all(contexts.map((context) => context.close()))
    }
  })
})

test.describe('accessibility of the checkout', () => {
  test('an address without a step, or with one this order does not walk, leads to the step the order is at', async ({ page, cart, schedule, checkout }) => {
    await fillCart(page, [CROQUETTES, STILL_WATER])
    await cartToSchedule(cart, schedule)
    await holdSlot(schedule, { type: 'Takeaway', guests: 1, day: openDay(), time: '13:00' })

    // A guest's takeaway walks the account step, then the payment: no delivery address.
    for (const path of ['/en/checkout', '/en/checkout/delivery-address']) {
      await page.goto(venueUrl('lumiere', path))
      await checkout.waitForStep('account')
    }
    await checkout.continueAsGuest()
    await checkout.waitForStep('payment-method')
    await expect(checkout.paymentMethods().first()).toBeVisible()
  })

  test('account, delivery and payment steps (with their errors shown) and the result page have no serious violation', async ({ page, cart, schedule, checkout, orderResult: result }) => {
    await fillCart(page, [CROQUETTES, STILL_WATER, SOUP])
    await cartToSchedule(cart, schedule)
    await holdSlot(schedule, { type: 'Delivery', guests: 2, day: openDay(), time: '20:00' })
    await schedule.nextButton().click()

    await checkout.waitForStep('delivery-address')
    await checkout.continueButton().click()
    await expect(checkout.addressField('Name')).toHaveAccessibleDescription('This field is required')
    await expect(checkout.addressField('Name')).toBeFocused()
    await expectNoSeriousViolations(page)
    await checkout.fillAddress({ name: 'Léa Martin', street: 'Rue du Bailli 7', zip: '1050', city: 'Ixelles' })
    await checkout.continueButton().click()

    await checkout.waitForStep('payment-method')
    await expect(checkout.paymentMethods().first()).toBeVisible()
    await checkout.contactField('E-mail').fill('not an e-mail')
    // The delivery's name came in as the contact's: taken out again, to see its error.
    await checkout.contactField('First name').fill('')
    await checkout.payButton().click()
    await expect(checkout.contactField('E-mail')).toHaveAccessibleDescription('Please enter a valid e-mail address')
    await expect(checkout.contactField('E-mail')).toHaveAttribute('aria-invalid', 'true')
    await expect(checkout.contactField('First name')).toHaveAccessibleDescription('This field is required')
    await expect(checkout.paymentError()).toHaveText('Please choose a payment method')
    await expect(checkout.termsError()).toHaveText('Please accept the terms and conditions')
    await expectNoSeriousViolations(page)

    await checkout.backLink().click()
    await checkout.waitForStep('delivery-address')
    await checkout.backLink().click()
    await checkout.waitForStep('account')
    await expectNoSeriousViolations(page)
    await checkout.continueAsGuest()
    await checkout.waitForStep('delivery-address')
    await checkout.fillAddress({ name: 'Léa Martin', street: 'Rue du Bailli 7', zip: '1050', city: 'Ixelles' })
    await checkout.continueButton().click()
    await checkout.fillPayment({ method: 'Pay on delivery' })
    await checkout.payButton().click()
    await result.waitFor(OUTCOMES.success.title)
    await expectNoSeriousViolations(page)
  })
})
