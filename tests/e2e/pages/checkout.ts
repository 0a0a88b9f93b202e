import { expect, type Locator, type Page, type Request } from '@playwright/test'
import type { OrderConsumptionType } from '../../../domain/consumption-type'
import { EMPTY_ORDER, type StoredOrder } from '../../../domain/order-state'
import { heldSlotFromPrebook } from '../../../domain/schedule'
import type { Prebook, Slot } from '../../../domain/schemas/venue-api'
import { wallClock } from '../../../domain/venue-time'
import { venueUrl, type Locale, type VenueKey } from '../support/demo'
import type { CartDrawer } from './cart'
import type { SchedulePage } from './schedule'

/**
 * The checkout (English labels): progress, account step (continue as guest), delivery address step
 * and payment step (payment methods, voucher, guest contact, terms, 'Pay €…'), with the refusals and
 * validation errors each step shows.
 */
export class CheckoutPage {
  readonly root: Locator

  constructor(
    readonly page: Page,
    readonly venue: VenueKey = 'lumiere',
  ) {
    this.root = page.locator('section.checkout')
  }

  async open(step: 'account' | 'delivery-address' | 'payment-method', locale: Locale = 'en'): Promise<void> {
    await this.page.goto(venueUrl(this.venue, `/${locale}/checkout/${step}`))
  }

  heading(): Locator {
    return this.root.getByRole('heading', { level: 1 })
  }

  stepHeading(): Locator {
    return this.root.locator('.checkout-step').getByRole('heading', { level: 2 })
  }

  /** The current step in the progress list ('Your account', 'Delivery address', 'Payment method'). */
  currentStep(): Locator {
    return this.root.locator('.checkout-progress li[aria-current="step"]')
  }

  backLink(): Locator {
    return this.root.locator('.checkout-step .back-link')
  }

  /** Waits for a step by its URL and heading, once React owns the page. */
  async waitForStep(step: 'account' | 'delivery-address' | 'payment-method'): Promise<void> {
    const heading = { account: 'How would you like to continue?', 'delivery-address': 'Delivery address', 'payment-method': 'Payment method' }[step]
    await expect(this.page).toHaveURL(new RegExp(`/checkout/${step}(#.*)?$`))
    await expect(this.stepHeading()).toHaveText(heading)
  }

  // Step 1: account

  guestButton(): Locator {
    return this.root.getByRole('button', { name: 'Continue as guest', exact: true })
  }

  async continueAsGuest(): Promise<void> {
    await this.waitForStep('account')
    await this.guestButton().click()
  }

  // Step 2: delivery address (a field's error is its accessible description)

  addressField(label: 'Name' | 'Street and number' | 'Postal code' | 'City'): Locator {
    return this.root.getByRole('textbox', { name: label, exact: true })
  }

  async fillAddress(address: { name: string; street: string; zip: string; city: string }): Promise<void> {
    await this.addressField('Name').fill(address.name)
    await this.addressField('Street and number').fill(address.street)
    await this.addressField('Postal code').fill(address.zip)
    await this.addressField('City').fill(address.city)
  }

  continueButton(): Locator {
    return this.root.getByRole('button', { name: 'Continue', exact: true })
  }

  /** The served cities the delivery step lists ('1050 Ixelles · min. €20.00'). */
  servedCities(): Locator {
    return this.root.locator('.served-cities li')
  }

  /** 'We don't deliver to this city', the city minimum, or the checkout's rejection list. */
  refusal(): Locator {
    return this.root.locator('.rejection')
  }

  // Step 3: payment method

  paymentGroup(): Locator {
    return this.root.getByRole('group', { name: 'How would you like to pay?' })
  }

  paymentMethods(): Locator {
    return this.paymentGroup().getByRole('radio')
  }

  paymentMethod(name: string): Locator {
    return this.paymentGroup().getByRole('radio', { name, exact: true })
  }

  /** 'Use my balance (€25.50 available)', first in the group for a customer with a wallet. */
  balanceChoice(): Locator {
    return this.paymentGroup().getByRole('checkbox', { name: /^Use my balance/ })
  }

  /** 'Please choose a payment method' under the methods. */
  paymentError(): Locator {
    return this.paymentGroup().locator('.field-error')
  }

  /** The venue's own word on paying ('Pay on site at the counter when you arrive…'). */
  paymentMessage(): Locator {
    return this.root.locator('.payment-message')
  }

  /** Every control of the step marked in error. */
  invalidFields(): Locator {
    return this.root.locator('[aria-invalid="true"]')
  }

  // The review above the payment choice: lines, slot, amounts, and the ways back

  review(): Locator {
    return this.root.getByRole('region', { name: 'Your order', exact: true })
  }

  reviewLines(): Locator {
    return this.review().locator('.review-line')
  }

  reviewLine(name: string): Locator {
    return this.reviewLines().filter({ has: this.page.locator('.review-line-name', { hasText: new RegExp(`^${escapeRegExp(name)}$`) }) })
  }

  /** A line as the diner reads it: '2 × Cheese croquettes (2 pieces) €23.00'. */
  reviewLineMain(line: Locator): Locator {
    return line.locator('.review-line-main')
  }

  /** The chosen products under a composed menu line, e.g. 'Lumière burger (+€2.00)'. */
  reviewLineItems(line: Locator): Locator {
    return line.locator('.cart-line-items li')
  }

  /** Consumption type, then day and time, then the table or the delivery address. */
  reviewSlot(): Locator {
    return this.review().locator('.review-slot p')
  }

  /** The value of an amount line of the review: 'Total', 'Voucher', 'From your balance', 'To pay' or 'To pay online'. */
  reviewAmount(label: 'Total' | 'Voucher' | 'From your balance' | 'To pay' | 'To pay online'): Locator {
    return this.review().locator('.checkout-amounts > div').filter({ has: this.page.locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd')
  }

  changeCartLink(): Locator {
    return this.review().getByRole('link', { name: 'Change the cart', exact: true })
  }

  changeSlotLink(): Locator {
    return this.review().getByRole('link', { name: 'Change the time slot', exact: true })
  }

  async applyVoucher(code: string): Promise<void> {
    await this.root.getByRole('textbox', { name: 'Voucher code', exact: true }).fill(code)
    await this.root.getByRole('button', { name: 'Apply', exact: true }).click()
  }

  /** The optional note for the kitchen; its error is its accessible description. */
  kitchenNote(): Locator {
    return this.root.getByRole('textbox', { name: 'Note for the kitchen (optional)', exact: true })
  }

  kitchenNoteError(): Locator {
    return this.root.locator('#kitchen-note-error')
  }

  contactField(label: 'E-mail' | 'First name' | 'Last name' | 'Mobile phone'): Locator {
    return this.root.getByRole('group', { name: 'Your contact details' }).getByRole('textbox', { name: label, exact: true })
  }

  async fillContact(contact: Contact = GUEST): Promise<void> {
    await this.contactField('E-mail').fill(contact.email)
    await this.contactField('First name').fill(contact.firstName)
    await this.contactField('Last name').fill(contact.lastName)
    await this.contactField('Mobile phone').fill(contact.phone)
  }

  terms(): Locator {
    return this.root.getByRole('checkbox', { name: /^I accept the terms and conditions\./ })
  }

  termsError(): Locator {
    return this.root.locator('#terms-error')
  }

  payButton(): Locator {
    return this.root.locator('button.checkout-pay')
  }

  /** 'Your order has been rejected for the following reason(s)' and its list. */
  rejectionReasons(): Locator {
    return this.root.locator('.rejection li')
  }

  /**
   * The payment step ready to pay: the methods loaded, the method chosen, the contact given and the
   * terms accepted. The Pay button reads the amount to pay.
   */
  async fillPayment({ method, contact = GUEST }: { method: string; contact?: Contact }): Promise<void> {
    await this.waitForStep('payment-method')
    await this.paymentMethod(method).check()
    await this.fillContact(contact)
    await this.terms().check()
  }
}

export type Contact = { email: string; firstName: string; lastName: string; phone: string }

export const GUEST: Contact = { email: 'lea.martin@example.com', firstName: 'Léa', lastName: 'Martin', phone: '+32 470 12 34 56' }

/** The bodies of POST /api/checkout and /api/quickcheckout the page sends, in order. */
export function recordCheckoutRequests(page: Page, path: '/api/checkout' | '/api/quickcheckout' = '/api/checkout') {
  const bodies: { key: string; [field: string]: unknown }[] = []
  const listener = (request: Request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path) bodies.push(request.postDataJSON())
  }
  page.on('request', listener)
  return bodies
}

/** The sandbox payment page of the origin: the tester decides how the payment ends. */
export class SandboxPaymentPage {
  constructor(readonly page: Page) {}

  async waitForIt(venue: VenueKey = 'lumiere'): Promise<void> {
    await expect(this.page).toHaveURL(new RegExp(`/venues/${venue}/pay/pay_[0-9a-f]{32}$`))
    await expect(this.page.getByRole('heading', { level: 1, name: 'Sandbox payment' })).toBeVisible()
  }

  /** The value of a line of the page's summary: 'Order', 'Amount', 'Method', 'Status'. */
  detail(label: 'Order' | 'Amount' | 'Method' | 'Status'): Locator {
    return this.page.locator(`xpath=//dt[normalize-space()="${label}"]/following-sibling::dd[1]`)
  }

  /** The payment id at the end of the page's URL. */
  paymentId(): string {
    return new URL(this.page.url()).pathname.split('/').pop()!
  }

  async choose(outcome: 'Paid' | 'Failed' | 'Canceled' | 'Expired' | 'Leave pending'): Promise<void> {
    await this.page.getByRole('button', { name: outcome, exact: true }).click()
  }
}

/**
 * Ordering from a table at a quick-order venue (comptoir): the table prompt, the table's menu, and
 * the payment form that the cart's Next opens (?checkout).
 */
export class QuickOrderPage {
  constructor(
    readonly page: Page,
    readonly venue: VenueKey = 'comptoir',
  ) {}

  async open(path = '', locale: Locale = 'en'): Promise<void> {
    await this.page.goto(venueUrl(this.venue, `/${locale}/quickorder${path}`))
  }

  /** 'Table 1' above the menu. */
  tableNumber(): Locator {
    return this.page.locator('.quickorder-table')
  }

  // Without a table

  prompt(): Locator {
    return this.page.locator('.quickorder-prompt')
  }

  promptHeading(): Locator {
    return this.prompt().getByRole('heading', { level: 1 })
  }

  /** The table not found (SPEC §8 "Table non trouvée", in the page's language) above the prompt. */
  notFound(): Locator {
    return this.prompt().locator('.rejection')
  }

  numberField(): Locator {
    return this.prompt().getByRole('textbox', { name: 'Table number', exact: true })
  }

  /**
   * The prompt is rendered on the server: a number typed before React owns the form would be lost
   * to a native submit, so the entry waits for hydration first.
   */
  async openTable(number: string): Promise<void> {
    await expect
      .poll(() => this.numberField().evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps$'))), {
        message: 'the table number field is hydrated',
      })
      .toBe(true)
    await this.numberField().fill(number)
    await this.prompt().getByRole('button', { name: 'Open the menu', exact: true }).click()
  }

  // The payment form

  form(): Locator {
    return this.page.locator('form.checkout-step')
  }

  formHeading(): Locator {
    return this.form().getByRole('heading', { level: 1, name: 'Your details and payment' })
  }

  field(label: string): Locator {
    return this.form().getByRole('textbox', { name: label, exact: true })
  }

  paymentMethod(name: string): Locator {
    return this.form().getByRole('group', { name: 'How would you like to pay?' }).getByRole('radio', { name, exact: true })
  }

  terms(): Locator {
    return this.form().getByRole('checkbox', { name: /^I accept the terms and conditions\./ })
  }

  payButton(): Locator {
    return this.form().locator('button.checkout-pay')
  }

  rejectionReasons(): Locator {
    return this.form().locator('.rejection li')
  }
}

/** The venue's calendar day `offset` days from today, YYYY-MM-DD (Europe/Brussels, as the demo venues). */
export function venueDay(offset: number, timeZone = 'Europe/Brussels'): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date())
  const day = new Date(`${today}T00:00:00Z`)
  day.setUTCDate(day.getUTCDate() + offset)
  return day.toISOString().slice(0, 10)
}

/**
 * A day `from` days ahead or later on which Lumière is open (closed 25/12 and 01/01), so that every
 * slot of it lies beyond the lead time whatever the hour the journey runs.
 */
export function openDay(from = 3): string {
  for (let offset = from; ; offset += 1) {
    const day = venueDay(offset)
    if (!['12-25', '01-01'].includes(day.slice(5))) return day
  }
}

/** '24/11/2026' of '2026-11-24', as the result page shows dates. */
export function displayDate(day: string): string {
  const [year, month, date] = day.split('-')
  return `${date}/${month}/${year}`
}

/** From the menu's cart to the schedule: opens the drawer, presses Next, and folds the drawer away. */
export async function cartToSchedule(cart: CartDrawer, schedule: SchedulePage): Promise<void> {
  await cart.open()
  await expect(cart.nextButton()).toBeEnabled()
  await cart.nextButton().click()
  await expect(schedule.page).toHaveURL(/\/schedule$/)
  await schedule.waitForForm()
  await cart.close()
}

/**
 * Chooses the type, the persons (when asked), the day and the time on the schedule page and waits
 * until the slot is held (the booking banner shows).
 */
export async function holdSlot(
  schedule: SchedulePage,
  { type, guests, day, time }: { type: 'Eat in' | 'Takeaway' | 'Delivery'; guests?: number; day: string; time: string },
): Promise<void> {
  await schedule.type(type).check()
  if (guests !== undefined) await schedule.setGuests(guests)
  await schedule.chooseDay(day)
  await expect(schedule.slot(time)).toBeEnabled()
  await schedule.showSlot(time)
  await schedule.slot(time).click()
  await expect(schedule.slot(time)).toHaveAttribute('aria-pressed', 'true')
  await expect(schedule.bookingUntil()).toHaveText(/^Your booking is held until \d{2}:\d{2}$/)
}

/**
 * A cart and a slot held for it, put on the device as the menu and the schedule put them, for a journey
 * about what comes after them (the way there through the pages: checkout.spec.ts, checkout-review.spec.ts
 * and the smoke journey). The journey's diner opens the venue's site at its lightest address (its icon),
 * and the slot is held there through the app's API, as the schedule holds it; the venue's answer is kept
 * as the schedule keeps it (heldSlotFromPrebook).
 */
export async function orderOnTheDevice(
  page: Page,
  venue: VenueKey,
  { lines, type, guests, day, time }: { lines: { id: number; posId: number; quantity: number }[]; type: OrderConsumptionType; guests: number; day: string; time: string },
): Promise<void> {
  await page.goto(venueUrl(venue, '/favicon.svg'))
  const api = (path: string, init?: RequestInit) =>
    page.evaluate(
      async ({ path, init }) => {
        const response = await fetch(`/api${path}`, { ...init, headers: { 'content-type': 'application/json', 'x-locale': 'en' } })
        return { status: response.status, body: await response.text() }
      },
      { path, init },
    )
  const slots = await api(`/slots/${type}/${guests}/${day}`)
  expect(slots.status, slots.body).toBe(200)
  const slot = (JSON.parse(slots.body) as Slot[]).find((candidate) => wallClock(candidate.start_time)?.time === time)
  expect(slot, `a slot at ${time} on ${day}`).toBeDefined()
  const prebook = await api('/slot-prebook', { method: 'POST', body: JSON.stringify({ consumption_type: type, guest_count: guests, slot_id: slot!.id }) })
  expect(prebook.status, prebook.body).toBe(200)
  const held = heldSlotFromPrebook(JSON.parse(prebook.body) as Prebook, { consumptionType: type, guestCount: guests })
  const order: StoredOrder = { ...EMPTY_ORDER, consumptionType: type, guestCount: guests, slot: held }
  const cart = lines.map((line) => ({ uuid: crypto.randomUUID(), items: [], ...line }))
  await page.evaluate(
    (stored) => {
      localStorage.setItem('cart', stored.cart)
      localStorage.setItem('order', stored.order)
    },
    { cart: JSON.stringify(cart), order: JSON.stringify(order) },
  )
}

/** The cart and order the app keeps on the device (localStorage 'cart' and 'order'). */
export async function storedState(page: Page): Promise<{ cart: unknown[] | null; order: { slot: unknown; checkout: { key: string } | null } | null }> {
  return page.evaluate(() => ({
    cart: JSON.parse(localStorage.getItem('cart') ?? 'null'),
    order: JSON.parse(localStorage.getItem('order') ?? 'null'),
  }))
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** Le Comptoir's table 1, as its QR code names it. */
export const COMPTOIR_TABLE_1 = 'ee165adf-9aa2-533d-ba19-6ff39ef1d8e0'

/**
 * Two drinks ordered at one of Le Comptoir's tables (table 1 unless told) and paid at the counter,
 * placed from the page (one of Le Comptoir's) as its quick-order form places them: the order's uid.
 */
export async function quickOrderOnSite(page: Page, tableUid = COMPTOIR_TABLE_1): Promise<string> {
  const answer = await page.evaluate(async (tableUid) => {
    const response = await fetch('/api/quickcheckout', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        key: crypto.randomUUID(),
        table_uid: tableUid,
        cart: [{ id: 300001, posId: 300, quantity: 2, items: [] }],
        amount: 5.6,
        payment_method: 'on_site',
        name: 'Sam',
        terms_accepted: true,
      }),
    })
    return { status: response.status, body: await response.text() }
  }, tableUid)
  expect(answer.status, answer.body).toBe(200)
  return (JSON.parse(answer.body) as { order: { uid: string } }).order.uid
}
