import { expect, test, type Page } from './support/test'
import { CartDrawer } from './pages/cart'
import {
  cartToSchedule,
  CheckoutPage,
  displayDate,
  holdSlot,
  openDay,
  recordCheckoutRequests,
  storedState,
} from './pages/checkout'
import { composeBurgerMeal, CompositionDialog } from './pages/composition'
import { MenuPage } from './pages/menu-page'
import { OUTCOMES, OrderResultPage, sandbox } from './pages/order-result'
import { SchedulePage } from './pages/schedule'
import { euro } from './support/demo'

// The payment step's review of the order and its note for the kitchen, at Lumière (demo data): price
// list 11 eat-in, 12 takeaway; Burger meal 19.90 eat-in with the Lumière burger +2.00; for 4 persons
// at 13:00 the first free table is table 3 in the dining room. Voucher LUM-GIFT-2025 holds 20.00.
const CROQUETTES = 'Cheese croquettes (2 pieces)' // 11.50 eat-in and delivery, 10.50 takeaway
const STILL_WATER = 'Still water (50 cl)' // 4.00 on every list
const SOUP = 'Soup of the day' // 6.50 eat-in and delivery
const MEAL = 'Burger meal'

test.beforeEach(() => sandbox.reset())
test.afterEach(() => sandbox.reset())

/** The weekday of a YYYY-MM-DD day as the English review writes it ('Tuesday'). */
function weekday(day: string): string {
  return new Intl.DateTimeFormat('en', { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`))
}

/** Menu (the given products, once each) → schedule (takeaway at 13:00) → guest → payment step. */
async function takeawayToPaymentStep(page: Page, products: string[] = [CROQUETTES, STILL_WATER]) {
  const menu = new MenuPage(page, 'lumiere')
  const cart = new CartDrawer(page)
  const schedule = new SchedulePage(page)
  const checkout = new CheckoutPage(page)
  await menu.open('en')
  for (const product of products) await menu.addOne(product)
  await cartToSchedule(cart, schedule)
  await holdSlot(schedule, { type: 'Takeaway', guests: 1, day: openDay(), time: '13:00' })
  await schedule.nextButton().click()
  await checkout.continueAsGuest()
  await checkout.waitForStep('payment-method')
  return checkout
}

test.describe('the review before paying', () => {
  test('lists each line with its quantity, the composed menu with its choices, the table and time, and the total with the voucher; its links lead back to the cart and the schedule', async ({
    page,
  }) => {
    const menu = new MenuPage(page, 'lumiere')
    const composition = new CompositionDialog(page)
    const cart = new CartDrawer(page)
    const schedule = new SchedulePage(page)
    const checkout = new CheckoutPage(page)
    const day = openDay()
    await menu.open('en')
    await menu.addOne(CROQUETTES)
    await menu.addOne(CROQUETTES)
    await menu.tapProduct(MEAL)
    await composeBurgerMeal(composition, { burger: 'Lumière burger', drink: 'Cola (33 cl)' })
    await cartToSchedule(cart, schedule)
    await holdSlot(schedule, { type: 'Eat in', guests: 4, day, time: '13:00' })
    await schedule.nextButton().click()
    await checkout.continueAsGuest()
    await checkout.waitForStep('payment-method')

    // Beside the payment choice on this laptop's screen (above it on a phone, below): what is
    // ordered, as the cart prices it (eat-in list 11).
    await expect(checkout.review()).toBeVisible()
    await expect(checkout.paymentMethods().first()).toBeVisible()
    const reviewBox = (await checkout.review().boundingBox())!
    const choicesBox = (await checkout.paymentGroup().boundingBox())!
    expect(reviewBox.x, 'the review stands beside the payment choice').toBeGreaterThanOrEqual(choicesBox.x + choicesBox.width)
    await expect(checkout.reviewLines()).toHaveCount(2)
    await expect(checkout.reviewLineMain(checkout.reviewLine(CROQUETTES)).locator('span')).toHaveText(['2 ×', CROQUETTES, euro(2300)])
    const meal = checkout.reviewLine(MEAL)
    await expect(checkout.reviewLineMain(meal).locator('span')).toHaveText(['1 ×', MEAL, euro(1990 + 200)])
    await expect(checkout.reviewLineItems(meal)).toHaveText([
      'Lumière burger (+€2.00)',
      'Home-made fries',
      'Mayonnaise',
      'Cola (33 cl)',
      'Cutlery and napkin',
    ])
    await expect(checkout.reviewLineItems(checkout.reviewLine(CROQUETTES))).toHaveCount(0)

    // When and how: eat in, the day and time, the zone and the table.
    await expect(checkout.reviewSlot()).toHaveText([
      'Eat in',
      `${weekday(day)} ${displayDate(day)} at 13:00`,
      'Booking table · Dining room · Table 3',
    ])
    await expect(checkout.reviewAmount('Total')).toHaveText(euro(2300 + 2190))
    await expect(checkout.reviewAmount('To pay')).toHaveCount(0)

    // A voucher the page has checked is taken off in the review, and the Pay button follows.
    await checkout.applyVoucher('LUM-GIFT-2025')
    await expect(checkout.reviewAmount('Voucher')).toHaveText(`−${euro(2000)}`)
    await expect(checkout.reviewAmount('To pay')).toHaveText(euro(2300 + 2190 - 2000))
    await expect(checkout.payButton()).toHaveText(`Pay ${euro(2300 + 2190 - 2000)}`)

    // 'Change the cart' opens the menu with the cart open.
    await checkout.changeCartLink().click()
    await expect(page).toHaveURL(/lumiere\.localhost:\d+\/en$/)
    await expect(cart.panel()).toBeVisible()
    await expect(cart.lineNames()).toHaveText([CROQUETTES, MEAL])
    await cart.removeOne(cart.line(CROQUETTES))
    await expect(cart.lineQuantity(cart.line(CROQUETTES))).toHaveText('1')

    // Back at the checkout, the review shows the change; 'Change the time slot' leads to the schedule.
    await page.goBack()
    await checkout.waitForStep('payment-method')
    await expect(checkout.reviewLineMain(checkout.reviewLine(CROQUETTES)).locator('span')).toHaveText(['1 ×', CROQUETTES, euro(1150)])
    await expect(checkout.reviewAmount('Total')).toHaveText(euro(1150 + 2190))
    await checkout.changeSlotLink().click()
    await expect(page).toHaveURL(/\/en\/schedule$/)
    await schedule.waitForForm()
    await expect(schedule.slot('13:00')).toHaveAttribute('aria-pressed', 'true')
  })

  test('a delivery names the address it goes to', async ({ menu, cart, schedule, checkout }) => {
    const day = openDay()
    await menu.open('en')
    for (const product of [CROQUETTES, STILL_WATER, SOUP]) await menu.addOne(product)
    await cartToSchedule(cart, schedule)
    await holdSlot(schedule, { type: 'Delivery', guests: 1, day, time: '19:00' })
    await schedule.nextButton().click()
    await checkout.waitForStep('delivery-address')
    await checkout.fillAddress({ name: 'Léa Martin', street: 'Rue du Bailli 7', zip: '1050', city: 'Ixelles' })
    await checkout.continueButton().click()
    await checkout.waitForStep('payment-method')

    await expect(checkout.reviewSlot()).toHaveText([
      'Delivery',
      `${weekday(day)} ${displayDate(day)} at 19:00`,
      'Delivery to Léa Martin, Rue du Bailli 7, 1050 Ixelles',
    ])
    await expect(checkout.reviewLines()).toHaveCount(3)
    await expect(checkout.reviewAmount('Total')).toHaveText(euro(1150 + 400 + 650))
  })
})

test.describe('a note for the kitchen', () => {
  test('survives a reload and a step back, reaches the venue with the order, and is gone once the order is paid', async ({ page, payment, orderResult: result }) => {
    const checkout = await takeawayToPaymentStep(page)
    await expect(checkout.kitchenNote()).toHaveValue('')
    await expect(checkout.kitchenNote()).toHaveAccessibleDescription('At most 500 characters.')
    await checkout.kitchenNote().fill('  No sauce on the croquettes, please.\nWe will be two.  ')

    await page.reload()
    await checkout.waitForStep('payment-method')
    await expect(checkout.kitchenNote()).toHaveValue('  No sauce on the croquettes, please.\nWe will be two.  ')
    await checkout.backLink().click()
    await checkout.continueAsGuest()
    await checkout.waitForStep('payment-method')
    await expect(checkout.kitchenNote()).toHaveValue('  No sauce on the croquettes, please.\nWe will be two.  ')

    const requests = recordCheckoutRequests(page)
    await checkout.fillPayment({ method: 'Bancontact' })
    await checkout.payButton().click()
    await payment.waitForIt()
    // Sent as quick order sends its comment, trimmed; the venue keeps it with the order.
    expect(requests.map((body) => body.comment)).toEqual(['No sauce on the croquettes, please.\nWe will be two.'])
    expect((await sandbox.onlyOrder('lumiere')).comment).toBe('No sauce on the croquettes, please.\nWe will be two.')
    await payment.choose('Paid')

    await result.waitFor(OUTCOMES.success.title)
    await expect.poll(async () => ((await storedState(page)).order as { comment?: string } | null)?.comment).toBe('')
  })

  test('a note over 500 characters is refused with a clear message, keeps the form as filled, and sends nothing until shortened', async ({
    page,
  }) => {
    const checkout = await takeawayToPaymentStep(page)
    const requests = recordCheckoutRequests(page)
    await checkout.fillPayment({ method: 'Pay on site' })
    const long = `Please cut the croquettes in two. ${'x'.repeat(480)}`
    expect(long.length).toBe(514)
    await checkout.kitchenNote().fill(long)
    await checkout.payButton().click()

    await expect(checkout.kitchenNoteError()).toHaveText('Your note is too long: please keep it to 500 characters.')
    await expect(checkout.kitchenNote()).toHaveAttribute('aria-invalid', 'true')
    await expect(checkout.kitchenNote()).toHaveAccessibleDescription(/Your note is too long: please keep it to 500 characters\.$/)
    // Nothing is lost and nothing is sent: the step, the note, the contact and the choices stay.
    await expect(page).toHaveURL(/\/checkout\/payment-method$/)
    await expect(checkout.kitchenNote()).toHaveValue(long)
    await expect(checkout.contactField('E-mail')).toHaveValue('lea.martin@example.com')
    await expect(checkout.paymentMethod('Pay on site')).toBeChecked()
    await expect(checkout.terms()).toBeChecked()
    expect(requests).toEqual([])
    expect(await sandbox.orders('lumiere')).toEqual([])

    await checkout.kitchenNote().fill('Please cut the croquettes in two.')
    await checkout.payButton().click()
    await new OrderResultPage(page).waitFor(OUTCOMES.success.title)
    expect((await sandbox.onlyOrder('lumiere')).comment).toBe('Please cut the croquettes in two.')
  })
})

test.describe('the review beside the form', () => {
  /** Where the review stands against the form's first control: beside it (right), or above it. */
  async function reviewPlace(page: Page, checkout: CheckoutPage) {
    const review = (await checkout.review().boundingBox())!
    const form = (await page.locator('.checkout-step-main').boundingBox())!
    return { beside: review.x >= form.x + form.width, above: review.y + review.height <= form.y + 1 }
  }

  /** A delivery over Ixelles' minimum, up to its address step. */
  async function deliveryToAddressStep(page: Page, cart: CartDrawer, schedule: SchedulePage, checkout: CheckoutPage) {
    const menu = new MenuPage(page, 'lumiere')
    await menu.open('en')
    for (const product of [CROQUETTES, SOUP, STILL_WATER]) await menu.addOne(product)
    await cartToSchedule(cart, schedule)
    await holdSlot(schedule, { type: 'Delivery', guests: 1, day: openDay(), time: '19:00' })
    await schedule.nextButton().click()
    await checkout.waitForStep('delivery-address')
  }

  test('on a laptop the order is summed up beside the delivery and payment forms, and stays in view', async ({ page, cart, schedule, checkout }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await deliveryToAddressStep(page, cart, schedule, checkout)
    await expect(checkout.review()).toBeVisible()
    expect((await reviewPlace(page, checkout)).beside).toBe(true)
    await checkout.fillAddress({ name: 'Léa Martin', street: 'Rue du Bailli 7', zip: '1050', city: 'Ixelles' })
    await checkout.continueButton().click()
    await checkout.waitForStep('payment-method')
    expect((await reviewPlace(page, checkout)).beside).toBe(true)
    await checkout.payButton().scrollIntoViewIfNeeded()
    await expect(checkout.review()).toBeInViewport()
  })

  test('on a phone the payment step has the review above the form, and the delivery step none', async ({ page, cart, schedule, checkout }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await deliveryToAddressStep(page, cart, schedule, checkout)
    await expect(checkout.review()).toBeHidden()
    await checkout.fillAddress({ name: 'Léa Martin', street: 'Rue du Bailli 7', zip: '1050', city: 'Ixelles' })
    await checkout.continueButton().click()
    await checkout.waitForStep('payment-method')
    await expect(checkout.paymentMethods().first()).toBeVisible()
    expect(await reviewPlace(page, checkout)).toEqual({ beside: false, above: true })
  })
})
