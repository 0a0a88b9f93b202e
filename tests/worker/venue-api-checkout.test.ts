// Venue API ordering on the sandbox origin: checkout, quick checkout, the sandbox payment page and
// idempotency, with the sandbox clock fixed.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startOrigin } from '../support/origin-server'
import type { RunningOrigin } from '../support/origin-server'
import { placedAnswer, rejected, type Reason } from './checkout-answers'
import { ownOriginPort } from './own-app'

const PORT = ownOriginPort('venue-api-checkout')
const PERSIST_TO = '.wrangler/test-venue-api-checkout'
// Monday 14 December 2026, 10:00 in Brussels; the Tuesday after is the day orders are planned for.
const MONDAY_MORNING = '2026-12-14T10:00:00+01:00'
const TUESDAY = '2026-12-15'
const RETURN_URLS = {
  card: 'http://lumiere.localhost:8787/en/my-order',
  wallet: 'http://lumiere.localhost:8787/en/wallet-order',
}
const CONTACT = { email: 'ann.lee@example.com', first_name: 'Ann', last_name: 'Lee', phone: '+32 470 12 34 56' }

// Lumière composition steps of Menu burger 100025.
const BURGER_STEPS = {
  burger: '43ed58b5-4c70-5892-80a6-da94db3fac94',
  sides: '6097eb5a-1696-5126-ae1c-a208b7595eb7',
  sauces: '4715df55-44db-5924-ad18-03c66b6cdb5b',
  drink: '0c823b95-2c96-5d14-97b7-3ca22500d7e7',
  cutlery: '91bc9f6e-44bf-55e3-a51b-bc94e2170a65',
}
// Lunch set menu 100024: starter, main course, dessert, each a unique step.
const LUNCH_STEPS = ['9df990cd-2acb-591b-aec5-673b30962053', '0f372fe9-9534-5496-b78c-c4cc547b186e', '4d25b7b4-b582-5c48-8404-466095ef1100']
const COMPTOIR_TABLE_1 = 'ee165adf-9aa2-533d-ba19-6ff39ef1d8e0'
const COMPTOIR_TABLE_9 = '9628cba6-8f0b-5dba-b45e-49339f662ef1'
const COMPTOIR_TABLE_99 = 'd3b9bcd5-30bf-599b-b247-fefcb5bc1102'

type CartLine = { id: number; posId: number; quantity: number; items: Array<{ id: number; quantity: number; step: string }> }
type Order = Record<string, unknown> & {
  uid: string
  number: string
  status: string
  amount: number
  lines: Array<Record<string, unknown> & { items: Array<Record<string, unknown>> }>
}
type Answer = { order: Order; payment_url: string | null }

let origin: RunningOrigin
let keys = 0

const api = (venue: string, path: string, init?: RequestInit) => fetch(`${origin.url}/venues/${venue}/api${path}`, init)
const post = (venue: string, path: string, body: unknown) => api(venue, path, { method: 'POST', body: JSON.stringify(body) })
const sandbox = (path: string, init?: RequestInit) => fetch(`${origin.url}/__sandbox${path}`, init)
const setClock = (now: string) => sandbox('/clock', { method: 'POST', body: JSON.stringify({ now }) })
const newKey = () => `key-${Date.now().toString(36)}-${++keys}`
const line = (id: number, quantity = 1, posId = 100, items: CartLine['items'] = []): CartLine => ({ id, posId, quantity, items })

async function prebook(venue: string, slotId: string, visitor: string, { guests = 2, token = '-1' } = {}) {
  const type = slotId.split('|')[1]
  const response = await post(venue, `/slot-prebook/${token}/${type}/${guests}/${visitor}`, { slot_id: slotId })
  expect(response.status).toBe(200)
  return (await response.json()) as Record<string, string>
}

/** A visitor's takeaway checkout at lumière for Tuesday 12:00, changed by `overrides`. */
const checkoutBody = (overrides: Record<string, unknown> = {}) => ({
  idempotency_key: newKey(),
  language: 'en',
  anonymous_id: 'visitor-1',
  consumption_type: 2,
  guest_count: null,
  slot_id: `${TUESDAY}T12:00|2`,
  cart: [line(100001, 2)],
  amount: 21,
  payment_method: 'bancontact',
  contact: CONTACT,
  return_urls: RETURN_URLS,
  ...overrides,
})

const checkout = (body: unknown, { venue = 'lumiere', token = '-1' } = {}) => post(venue, `/checkout/${token}`, body)

const placed = (response: Response, status?: number) => placedAnswer<Answer>(response, status)

const codes = (reasons: Reason[]) => reasons.map((reason) => reason.code)

async function orderByUid(venue: string, uid: string): Promise<Order> {
  const response = await api(venue, `/order?uids=${uid}`)
  const [order] = (await response.json()) as Order[]
  return order!
}

async function sandboxOrders(): Promise<Order[]> {
  return (await (await sandbox('/orders')).json()) as Order[]
}

async function freeAt(venue: string, slotId: string, guests = 2): Promise<number | undefined> {
  const [date, rest] = slotId.split('T')
  const type = rest!.split('|')[1]
  const slots = (await (await api(venue, `/slots/-1/${type}/${guests}/${date}/someone`)).json()) as Array<{
    id: string
    free_tables: number
  }>
  return slots.find((slot) => slot.id === slotId)?.free_tables
}

/** Answers the sandbox payment page with `outcome`, without following the redirect. */
const pay = (paymentUrl: string, outcome: string) =>
  fetch(paymentUrl, {
    method: 'POST',
    body: new URLSearchParams({ outcome }),
    redirect: 'manual',
  })

beforeAll(async () => {
  origin = await startOrigin({ port: PORT, persistTo: PERSIST_TO })
})

afterAll(async () => {
  await sandbox('/clock', { method: 'DELETE' }).catch(() => undefined)
  await origin?.stop()
})

beforeEach(async () => {
  await setClock(MONDAY_MORNING)
  await sandbox('/slot-bookings', { method: 'DELETE' })
  await sandbox('/orders', { method: 'DELETE' })
})

describe('POST /checkout/{token}', () => {
  it('turns a visitor’s takeaway booking into a pending order priced with the takeaway list', async () => {
    await prebook('lumiere', `${TUESDAY}T12:00|2`, 'visitor-1')
    const { order, payment_url } = await placed(await checkout(checkoutBody()))
    expect(order).toMatchObject({
      number: 'LUM-001381', // after the demo's highest, LUM-001380
      status: 'pending',
      consumption_type: 2,
      customer_id: null,
      language: 'en',
      guest_count: null,
      table: null,
      dinner_table_uid: null,
      planning_date: TUESDAY,
      planning_hour: '12:00',
      store_address: 'Rue Antoine Dansaert 118, 1000 Bruxelles',
      delivery_address: null,
      payment_name: 'Bancontact',
      payment_method: 'bancontact',
      order_date: MONDAY_MORNING,
      amount: 21, // list 12: 10.50 a portion (eat-in list 11: 11.50)
      comment: null,
      contact: { ...CONTACT, name: 'Ann Lee' },
    })
    expect(order.lines).toEqual([
      {
        id: 100001,
        uid: '507637aa-5266-57d7-9c56-31fd907d9137',
        posId: 100,
        name: 'Cheese croquettes (2 pieces)',
        quantity: 2,
        price: 10.5,
        items: [],
      },
    ])
    expect(payment_url).toMatch(new RegExp(`^${origin.url}/venues/lumiere/pay/pay_[0-9a-f]{32}$`))
    expect(order).not.toHaveProperty('voucher_code')
    expect(order).not.toHaveProperty('table_uid')
  })

  it('answers new orders from GET /order like the seeded ones, together with them', async () => {
    await prebook('lumiere', `${TUESDAY}T12:00|2`, 'visitor-1')
    const { order } = await placed(await checkout(checkoutBody()))
    const seeded = '5745e3c9-1327-582f-9d5c-3c7d57ce6851'
    const response = await api('lumiere', `/order?uids=${order.uid},ffffffff-0000-4000-8000-000000000000,${seeded}`)
    const orders = (await response.json()) as Order[]
    expect(orders.map((found) => found.uid)).toEqual([order.uid, seeded])
    expect(orders[0]).toEqual(order)
    const seededKeys = Object.keys(orders[1]!)
    for (const key of seededKeys) expect(Object.keys(order)).toContain(key)
  })

  it('refuses an order for 50 on a table booked for 1, and places nothing', async () => {
    await prebook('lumiere', `${TUESDAY}T12:00|1`, 'visitor-3', { guests: 1 })
    const ordersBefore = (await sandboxOrders()).length
    const fifty = checkoutBody({ anonymous_id: 'visitor-3', consumption_type: 1, guest_count: 50, slot_id: `${TUESDAY}T12:00|1`, amount: 23 })
    expect(await rejected(await checkout(fifty))).toEqual([
      { code: 'guest_count_mismatch', message: 'This time slot is booked for 1 person, not 50 persons: please choose the time slot again' },
    ])
    expect((await sandboxOrders()).length).toBe(ordersBefore)
    const { order } = await placed(await checkout({ ...fifty, idempotency_key: newKey(), guest_count: 1 }))
    expect(order).toMatchObject({ guest_count: 1, table: expect.any(Number) })
  })

  it('gives an eat-in order the table and zone of its booking, priced with the eat-in list', async () => {
    const booking = await prebook('lumiere', `${TUESDAY}T12:00|1`, 'visitor-2')
    const body = checkoutBody({ anonymous_id: 'visitor-2', consumption_type: 1, guest_count: 2, slot_id: `${TUESDAY}T12:00|1`, amount: 23 })
    const { order } = await placed(await checkout(body))
    expect(order).toMatchObject({
      consumption_type: 1,
      guest_count: 2,
      table: 1,
      dinner_table_uid: booking.dinner_table_uid,
      zone_name_fr: 'Salle',
      zone_name_nl: 'Zaal',
      zone_name_en: 'Dining room',
      amount: 23,
    })
    // Confirmed: the table stays taken after the lock would have run out.
    await setClock('2026-12-14T10:30:00+01:00')
    expect(await freeAt('lumiere', `${TUESDAY}T12:00|1`)).toBe(3)
  })

  it('prices with a customer’s own list and takes the contact from the customer record', async () => {
    await prebook('lumiere', `${TUESDAY}T12:00|1`, 'ignored', { token: 'demo-token-pieter' })
    const body = checkoutBody({ consumption_type: 1, guest_count: 2, slot_id: `${TUESDAY}T12:00|1`, amount: 18.4, contact: undefined })
    const { order } = await placed(await checkout(body, { token: 'demo-token-pieter' }))
    expect(order.amount).toBe(18.4) // staff list 14: 11.50 − 20 %
    expect(order.customer_id).toBe('100057')
    expect(order.contact).toEqual({
      email: 'pieter.janssens@example.com',
      first_name: 'Pieter',
      last_name: 'Janssens',
      phone: '+32 478 44 55 66',
      name: 'Pieter Janssens',
    })
  })

  it('refuses without a booking of that visitor: slot_unavailable', async () => {
    await prebook('lumiere', `${TUESDAY}T12:00|2`, 'someone-else')
    const reasons = await rejected(await checkout(checkoutBody()))
    expect(reasons).toEqual([
      { code: 'slot_unavailable', message: 'This time slot is no longer available, please select another' },
    ])
  })

  it("takes the slot a visitor held in this browser for the order of the customer they logged in as", async () => {
    await prebook('lumiere', `${TUESDAY}T12:00|2`, 'visitor-1')
    const body = checkoutBody({ amount: 18.4, contact: undefined }) // staff list 14: 11.50 − 20 %
    const { order } = await placed(await checkout(body, { token: 'demo-token-pieter' }))
    expect(order.customer_id).toBe('100057')
    // The booking is the order's now: no second order takes it.
    expect(codes(await rejected(await checkout(checkoutBody())))).toEqual(['slot_unavailable'])
  })

  it("keeps one hold per browser and customer: the customer's new pre-booking drops the browser's earlier lock", async () => {
    const free = await freeAt('lumiere', `${TUESDAY}T13:00|1`, 4)
    await prebook('lumiere', `${TUESDAY}T13:00|1`, 'visitor-1', { guests: 4 })
    expect(await freeAt('lumiere', `${TUESDAY}T13:00|1`, 4)).toBe(free! - 1)
    await prebook('lumiere', `${TUESDAY}T13:15|1`, 'visitor-1', { guests: 4, token: 'demo-token-pieter' })
    expect(await freeAt('lumiere', `${TUESDAY}T13:00|1`, 4)).toBe(free)
  })

  it('refuses once the lock has run out', async () => {
    await prebook('lumiere', `${TUESDAY}T12:00|2`, 'visitor-1')
    await setClock('2026-12-14T10:10:01+01:00')
    expect(codes(await rejected(await checkout(checkoutBody())))).toEqual(['slot_unavailable'])
  })

  it('refuses an amount that is not the venue’s total: amount_mismatch', async () => {
    await prebook('lumiere', `${TUESDAY}T12:00|2`, 'visitor-1')
    const reasons = await rejected(await checkout(checkoutBody({ amount: 23 })))
    expect(reasons).toEqual([{ code: 'amount_mismatch', message: 'The order total is €21.00, not €23.00' }])
    // Within half a cent is the same amount.
    await placed(await checkout(checkoutBody({ amount: 21.004 })))
  })

  it('prices a menu with its supplements', async () => {
    await prebook('lumiere', `${TUESDAY}T12:00|2`, 'visitor-1')
    const menu = line(100025, 2, 100, [
      { id: 100019, quantity: 1, step: BURGER_STEPS.burger }, // Lumière burger +2.00
      { id: 100049, quantity: 1, step: BURGER_STEPS.sides }, // fries
      { id: 100051, quantity: 1, step: BURGER_STEPS.sides }, // onion rings +1.00
      { id: 100052, quantity: 1, step: BURGER_STEPS.sauces }, // mayonnaise
      { id: 100055, quantity: 2, step: BURGER_STEPS.sauces }, // house sauce +0.50 each
      { id: 100043, quantity: 1, step: BURGER_STEPS.drink }, // Pils +1.00
      { id: 100056, quantity: 1, step: BURGER_STEPS.cutlery }, // fixed
    ])
    // (18.90 takeaway + 2 + 1 + 2 × 0.50 + 1) × 2
    const { order } = await placed(await checkout(checkoutBody({ cart: [menu], amount: 47.8 })))
    expect(order.amount).toBe(47.8)
    const [menuLine] = order.lines
    expect(menuLine).toMatchObject({ id: 100025, name: 'Burger meal', quantity: 2, price: 18.9 })
    expect(menuLine!.items.map((item) => [item.id, item.quantity, item.price])).toEqual([
      [100019, 1, 2],
      [100049, 1, 0],
      [100051, 1, 1],
      [100052, 1, 0],
      [100055, 2, 0.5],
      [100043, 1, 1],
      [100056, 1, 0],
    ])
    expect(menuLine!.items[0]).toEqual({
      id: 100019,
      uid: '590d66e2-cfcc-597b-8afc-6c8690bb7acc',
      name: 'Lumière burger',
      quantity: 1,
      price: 2,
      step: BURGER_STEPS.burger,
      proposition: { uid: BURGER_STEPS.burger, retrieve_price: false },
    })
  })

  it('refuses a menu whose choices break its steps: composition_invalid', async () => {
    await prebook('lumiere', `${TUESDAY}T12:00|2`, 'visitor-1')
    const menu = line(100025, 1, 100, [
      { id: 100019, quantity: 1, step: BURGER_STEPS.burger },
      { id: 100020, quantity: 1, step: BURGER_STEPS.burger }, // two burgers in a unique step
      { id: 100001, quantity: 1, step: BURGER_STEPS.drink }, // croquettes are not a drink
    ])
    const reasons = await rejected(await checkout(checkoutBody({ cart: [menu], amount: 20.9 })))
    expect(new Set(codes(reasons))).toEqual(new Set(['composition_invalid']))
    expect(reasons.map((reason) => reason.message)).toEqual([
      'Burger meal: Cheese croquettes (2 pieces) cannot be chosen in this menu',
      'Burger meal: please choose at most 1 products in Your burger',
      'Burger meal: please choose at least 1 products in Sides',
      'Burger meal: please choose at least 1 products in Drink',
      'Burger meal: Cutlery and napkin is part of Cutlery',
    ])
  })

  it('refuses 99 of a unique main course and dessert in the lunch set menu, and a cutlery set left out of the burger meal', async () => {
    await prebook('lumiere', `${TUESDAY}T12:00|2`, 'visitor-1')
    const [starter = '', main = '', dessert = ''] = LUNCH_STEPS
    const lunch = line(100024, 1, 100, [
      { id: 100003, quantity: 1, step: starter },
      { id: 100010, quantity: 99, step: main },
      { id: 100028, quantity: 99, step: dessert },
    ])
    const ordersBefore = (await sandboxOrders()).length
    const reasons = await rejected(await checkout(checkoutBody({ cart: [lunch], amount: 23.5 })))
    expect(reasons.map((reason) => reason.message)).toEqual([
      'Lunch set menu: Vol-au-vent can only be taken 1 time in Choice of main course',
      'Lunch set menu: Chocolate mousse can only be taken 1 time in Choice of dessert',
      'Lunch set menu: please choose at least 1 products in Choice of main course',
      'Lunch set menu: please choose at least 1 products in Choice of dessert',
    ])
    const noCutlery = line(100025, 1, 100, [
      { id: 100019, quantity: 1, step: BURGER_STEPS.burger },
      { id: 100049, quantity: 1, step: BURGER_STEPS.sides },
      { id: 100043, quantity: 1, step: BURGER_STEPS.drink },
    ])
    expect(await rejected(await checkout(checkoutBody({ cart: [noCutlery], amount: 20.9 })))).toEqual([
      { code: 'composition_invalid', message: 'Burger meal: Cutlery and napkin is part of Cutlery' },
    ])
    expect((await sandboxOrders()).length).toBe(ordersBefore)
  })

  it('refuses a product out of stock, an inactive one and one of another POS', async () => {
    await prebook('lumiere', `${TUESDAY}T12:00|2`, 'visitor-1')
    const cart = [line(100001), line(100023), line(100008), line(201005, 1, 201)]
    const reasons = await rejected(await checkout(checkoutBody({ cart, amount: 50 })))
    expect(reasons).toEqual([
      { code: 'out_of_stock', message: 'Truffle burger is out of stock' },
      { code: 'product_unavailable', message: 'Garlic scampi is no longer available' },
      { code: 'product_unavailable', message: 'Product 201005 is no longer available' },
    ])
  })

  it('refuses an order below the venue minimum: minimum_order', async () => {
    await prebook('lumiere', `${TUESDAY}T12:00|2`, 'visitor-1')
    const reasons = await rejected(await checkout(checkoutBody({ cart: [line(100001)], amount: 10.5 })))
    expect(reasons).toEqual([{ code: 'minimum_order', message: 'Minimum order amount: €12.00' }])
  })

  describe('delivery', () => {
    const address = (zip_code: string, city: string) => ({ name: 'Home', address_line: 'Rue du Bailli 52', zip_code, city })
    const deliveryBody = (overrides: Record<string, unknown>) =>
      checkoutBody({ consumption_type: 5, slot_id: `${TUESDAY}T12:00|5`, ...overrides })

    beforeEach(async () => {
      await prebook('lumiere', `${TUESDAY}T12:00|5`, 'visitor-1')
    })

    it('refuses 1050 Ixelles below its 20.00 minimum: city_minimum', async () => {
      const body = deliveryBody({ cart: [line(100002)], amount: 14.5, delivery_address: address('1050', 'Ixelles') })
      expect(await rejected(await checkout(body))).toEqual([
        { code: 'city_minimum', message: 'An order of min. €20.00 is required to deliver to this city' },
      ])
    })

    it('refuses 1180 Uccle: city_not_served', async () => {
      const body = deliveryBody({ cart: [line(100002), line(100009)], amount: 34, delivery_address: address('1180', 'Uccle') })
      expect(await rejected(await checkout(body))).toEqual([
        { code: 'city_not_served', message: "We don't deliver to this city" },
      ])
    })

    it('delivers to 1050 above the minimum, priced with the delivery list', async () => {
      const body = deliveryBody({ cart: [line(100002), line(100009)], amount: 34, delivery_address: address('1050', 'Ixelles') })
      const { order } = await placed(await checkout(body))
      expect(order.delivery_address).toEqual({ ...address('1050', 'Ixelles'), address_line2: null })
      expect(order.amount).toBe(34)
    })

    it('asks for the address (400)', async () => {
      expect((await checkout(deliveryBody({}))).status).toBe(400)
    })
  })

  it('accepts paying on site at once, without a payment page', async () => {
    await prebook('lumiere', `${TUESDAY}T12:00|2`, 'visitor-1')
    const { order, payment_url } = await placed(await checkout(checkoutBody({ payment_method: 'on_site' })))
    expect(order.status).toBe('accepted')
    expect(order.payment_name).toBe('Pay on site')
    expect(payment_url).toBeNull()
  })

  it('refuses a payment method, a visitor or a consumption type the venue does not take', async () => {
    await prebook('lumiere', `${TUESDAY}T12:00|2`, 'visitor-1')
    expect(codes(await rejected(await checkout(checkoutBody({ payment_method: 'paypal' }))))).toEqual([
      'payment_method_unavailable',
    ])
    // Club: today only, takeaway only (type 2), no on-site payment.
    await prebook('club', '2026-12-14T17:00|2', 'visitor-1', { token: 'demo-token-oliver' })
    const club = checkoutBody({ slot_id: '2026-12-14T17:00|2', cart: [line(400001, 4, 400)], amount: 6, payment_method: 'on_site' })
    expect(await rejected(await checkout(club, { venue: 'club', token: 'demo-token-oliver' }))).toEqual([
      { code: 'payment_method_unavailable', message: 'Paying on site is not available' },
    ])
    // Club members only: a visitor may not order there.
    await prebook('club', '2026-12-14T17:00|2', 'visitor-4')
    const visitor = { ...club, anonymous_id: 'visitor-4', payment_method: 'bancontact', idempotency_key: newKey() }
    expect(codes(await rejected(await checkout(visitor, { venue: 'club' })))).toEqual(['account_required'])
    // Club: no eat-in (store consumption_type 2), so no eat-in slot to book either.
    const eatIn = { ...club, consumption_type: 1, guest_count: 2, slot_id: '2026-12-14T17:00|1', payment_method: 'bancontact' }
    expect(codes(await rejected(await checkout(eatIn, { venue: 'club', token: 'demo-token-oliver' })))).toEqual([
      'consumption_type_unavailable',
      'slot_unavailable',
    ])
  })

  it('takes a voucher off the amount to pay once, and gives it back when the payment fails', async () => {
    await prebook('lumiere', `${TUESDAY}T12:00|2`, 'visitor-1')
    const body = checkoutBody({ cart: [line(100002, 2)], amount: 27, voucher_code: 'lum-gift-2025' })
    const first = await placed(await checkout(body))
    expect(first.order).toMatchObject({ amount: 27, voucher_code: 'LUM-GIFT-2025', voucher_amount: 20, status: 'pending' })
    const again = await placed(await checkout(body), 200)
    expect(again.order.uid).toBe(first.order.uid)
    const voucher = async () => (await (await api('lumiere', '/voucher/-1/LUM-GIFT-2025')).json()) as Record<string, unknown>
    expect(await voucher()).toMatchObject({ remaining_amount: 0, state: 'used_up' })
    const page = await (await fetch(first.payment_url!)).text()
    expect(page).toContain('€7.00')

    expect((await pay(first.payment_url!, 'failed')).status).toBe(303)
    expect(await voucher()).toMatchObject({ remaining_amount: 20, state: 'valid' })
  })

  it('accepts an order the voucher pays in full, without a payment page', async () => {
    await prebook('lumiere', `${TUESDAY}T12:00|2`, 'visitor-1')
    const body = checkoutBody({ cart: [line(100002)], amount: 13.5, voucher_code: 'LUM-GIFT-2025' })
    const { order, payment_url } = await placed(await checkout(body))
    expect(order).toMatchObject({ status: 'accepted', voucher_amount: 13.5, payment_name: 'Voucher' })
    expect(payment_url).toBeNull()
  })

  it('refuses an expired and a used-up voucher: voucher_invalid', async () => {
    await prebook('lumiere', `${TUESDAY}T12:00|2`, 'visitor-1')
    for (const [code, message] of [
      ['LUM-EXPIRED-2023', 'This voucher has expired'],
      ['LUM-USED-2024', 'This voucher has already been used'],
      ['NO-SUCH-CODE', 'This voucher does not exist'],
    ]) {
      expect(await rejected(await checkout(checkoutBody({ voucher_code: code })))).toEqual([{ code: 'voucher_invalid', message }])
    }
  })

  it('orders from two stands of a food court, each priced with its own list and minimum', async () => {
    await prebook('halles', `${TUESDAY}T12:15|2`, 'visitor-1')
    const cart = [line(201005, 2, 201), line(202009, 1, 202), line(202005, 1, 202)]
    const body = checkoutBody({ slot_id: `${TUESDAY}T12:15|2`, cart, amount: 44.5 })
    const { order } = await placed(await checkout(body, { venue: 'halles' }))
    expect(order.number).toBe('HSG-000001')
    expect(order.amount).toBe(44.5)
    expect(order.lines.map((orderLine) => [orderLine.posId, orderLine.id, orderLine.price])).toEqual([
      [201, 201005, 11],
      [202, 202009, 16],
      [202, 202005, 6.5],
    ])
    expect(order.store_address).toBe('Place Saint-Géry 1, 1000 Bruxelles')

    // Sushi Kaze alone below its own 20.00 minimum.
    await prebook('halles', `${TUESDAY}T12:15|2`, 'visitor-3')
    const small = checkoutBody({ anonymous_id: 'visitor-3', slot_id: `${TUESDAY}T12:15|2`, cart: [line(202009, 1, 202)], amount: 16 })
    expect(await rejected(await checkout(small, { venue: 'halles' }))).toEqual([
      { code: 'minimum_order', message: 'Minimum order amount for Sushi Kaze: €20.00' },
    ])
  })

  it('answers 400 to a malformed body or return URL, and 401 to an unknown token', async () => {
    const malformed = await checkout({ ...checkoutBody(), cart: [] })
    expect(malformed.status).toBe(400)
    expect(await malformed.json()).toMatchObject({ error: 'invalid request' })
    const script = checkoutBody({ return_urls: { card: 'javascript:alert(1)', wallet: RETURN_URLS.wallet } })
    expect((await checkout(script)).status).toBe(400)
    expect((await checkout(checkoutBody({ contact: undefined }))).status).toBe(400)
    const refused = await checkout(checkoutBody(), { token: 'not-a-customer' })
    expect(refused.status).toBe(401)
    expect(await refused.json()).toEqual({ error: 'invalid token' })
  })
})

describe('idempotency', () => {
  it('answers a retry with the same key with the first order', async () => {
    await prebook('lumiere', `${TUESDAY}T12:00|2`, 'visitor-1')
    const body = checkoutBody()
    const first = await placed(await checkout(body))
    const second = await placed(await checkout(body), 200)
    expect(second.order.uid).toBe(first.order.uid)
    expect(second.payment_url).toBe(first.payment_url)
    expect(await sandboxOrders()).toHaveLength(1)
  })

  it('makes one order of five simultaneous requests with the same key', async () => {
    await prebook('lumiere', `${TUESDAY}T12:00|2`, 'visitor-1')
    const body = checkoutBody()
    const answers = await Promise.all(Array.from({ length: 5 }, () => checkout(body)))
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 201])
    const uids = new Set(await Promise.all(answers.map(async (answer) => ((await answer.json()) as Answer).order.uid)))
    expect(uids.size).toBe(1)
    const orders = await sandboxOrders()
    expect(orders).toHaveLength(1)
    expect(orders[0]).toMatchObject({ venue: 'lumiere', uid: [...uids][0] })
  })

  it('refuses the same key with another request (409)', async () => {
    await prebook('lumiere', `${TUESDAY}T12:00|2`, 'visitor-1')
    const body = checkoutBody()
    await placed(await checkout(body))
    const reused = await checkout({ ...body, cart: [line(100002)], amount: 13.5 })
    expect(reused.status).toBe(409)
    expect(await reused.json()).toEqual({ error: 'idempotency key reused with a different request' })
  })

  it('lets a rejected request be sent again with the same key', async () => {
    const body = checkoutBody()
    expect(codes(await rejected(await checkout(body)))).toEqual(['slot_unavailable'])
    await prebook('lumiere', `${TUESDAY}T12:00|2`, 'visitor-1')
    await placed(await checkout(body))
  })
})

describe('sandbox payment page', () => {
  async function pendingOrder(visitor: string, paymentMethod = 'bancontact'): Promise<Answer> {
    await prebook('lumiere', `${TUESDAY}T12:00|2`, visitor)
    return placed(await checkout(checkoutBody({ anonymous_id: visitor, payment_method: paymentMethod })))
  }

  it('shows the venue, the amount and the method, with one button per outcome', async () => {
    const { payment_url } = await pendingOrder('visitor-1')
    const response = await fetch(payment_url!)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'")
    const html = await response.text()
    expect(html).toMatch(/<html lang="en">/)
    expect(html).toMatch(/<title>Sandbox payment – Brasserie Lumière<\/title>/)
    expect(html).toContain('<h1>Sandbox payment</h1>')
    expect(html).toContain('€21.00')
    expect(html).toContain('Bancontact')
    for (const [value, label] of [
      ['paid', 'Paid'],
      ['failed', 'Failed'],
      ['canceled', 'Canceled'],
      ['expired', 'Expired'],
      ['pending', 'Leave pending'],
    ]) {
      expect(html).toContain(`<button type="submit" name="outcome" value="${value}">${label}</button>`)
    }
    expect((await fetch(`${origin.url}/venues/lumiere/pay/pay_${'0'.repeat(32)}`)).status).toBe(404)
  })

  for (const outcome of ['paid', 'failed', 'canceled', 'expired']) {
    it(`sets the order ${outcome} and sends the card payer back with the order uid`, async () => {
      const { order, payment_url } = await pendingOrder(`visitor-${outcome}`)
      const response = await pay(payment_url!, outcome)
      expect(response.status).toBe(303)
      expect(response.headers.get('location')).toBe(`${RETURN_URLS.card}?uid=${order.uid}`)
      expect((await orderByUid('lumiere', order.uid)).status).toBe(outcome)
    })
  }

  it('leaves the order pending on "Leave pending", and a final status cannot change', async () => {
    const { order, payment_url } = await pendingOrder('visitor-1')
    expect((await pay(payment_url!, 'pending')).status).toBe(303)
    expect((await orderByUid('lumiere', order.uid)).status).toBe('pending')
    await pay(payment_url!, 'paid')
    const again = await pay(payment_url!, 'failed')
    expect(again.status).toBe(303)
    expect((await orderByUid('lumiere', order.uid)).status).toBe('paid')
    expect((await pay(payment_url!, 'refunded')).status).toBe(400)
  })

  it('frees the booked slot when the payment fails', async () => {
    const slot = `${TUESDAY}T12:00|2`
    expect(await freeAt('lumiere', slot)).toBe(6)
    const { payment_url } = await pendingOrder('visitor-1')
    expect(await freeAt('lumiere', slot)).toBe(5)
    await pay(payment_url!, 'canceled')
    expect(await freeAt('lumiere', slot)).toBe(6)
  })

  it('sends a wallet payer back with the payment information, which finds the order', async () => {
    const { order, payment_url } = await pendingOrder('visitor-1', 'wallet')
    expect(order.payment_name).toBe('Wallet')
    const paymentId = payment_url!.split('/').at(-1)!
    const response = await pay(payment_url!, 'paid')
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(`${RETURN_URLS.wallet}?info=${paymentId}`)

    const found = await api('lumiere', `/order-from-payment-provider-information/${paymentId}`)
    expect(found.status).toBe(200)
    // Paid, the order is accepted by the venue: its first kitchen step.
    expect(await found.json()).toEqual({
      ...order,
      status: 'paid',
      progress: [{ step: 'accepted', at: '2026-12-14T09:00:00.000Z', estimated_ready_at: '2026-12-14T09:10:00.000Z', reasons: null }],
    })
    const unknown = await api('lumiere', `/order-from-payment-provider-information/pay_${'1'.repeat(32)}`)
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toMatchObject({ error: expect.any(String) })
  })
})

describe('POST /quickcheckout', () => {
  const quickBody = (overrides: Record<string, unknown> = {}) => ({
    idempotency_key: newKey(),
    language: 'en',
    table_uid: COMPTOIR_TABLE_1,
    cart: [line(300001, 2, 300)],
    amount: 5.6,
    guest_count: null,
    payment_method: 'bancontact',
    name: 'Sam',
    email: 'sam@example.com',
    comment: 'No ice',
    phone: '+32 470 00 00 00',
    return_urls: { card: 'http://comptoir.localhost:8787/en/quickorder/order', wallet: RETURN_URLS.wallet },
    ...overrides,
  })
  const quick = (body: unknown, venue = 'comptoir') => post(venue, '/quickcheckout', body)

  it('places an eat-in order at table 1 with its zone and the fields the venue asks for', async () => {
    const { order, payment_url } = await placed(await quick(quickBody()))
    expect(order).toMatchObject({
      number: 'CPT-000001',
      status: 'pending',
      consumption_type: 1,
      customer_id: null,
      table: 1,
      dinner_table_uid: COMPTOIR_TABLE_1,
      table_uid: COMPTOIR_TABLE_1,
      zone_name_en: 'Bar counter',
      planning_date: '2026-12-14',
      planning_hour: '10:00',
      amount: 5.6,
      comment: 'No ice',
      // Phone mode 0: the venue does not ask for it, so it is not kept.
      contact: { name: 'Sam', email: 'sam@example.com', phone: null, first_name: null, last_name: null },
    })
    expect(payment_url).toMatch(/\/venues\/comptoir\/pay\//)
    expect((await pay(payment_url!, 'paid')).headers.get('location')).toBe(
      `http://comptoir.localhost:8787/en/quickorder/order?uid=${order.uid}`,
    )
  })

  it('refuses the inactive table 9: table_unavailable', async () => {
    expect(await rejected(await quick(quickBody({ table_uid: COMPTOIR_TABLE_9 })))).toEqual([
      { code: 'table_unavailable', message: 'This table is unavailable' },
    ])
  })

  it('refuses table 99, an unknown uid and "free" where tables are scanned: table_not_found', async () => {
    for (const table_uid of [COMPTOIR_TABLE_99, '00000000-0000-4000-8000-000000000000', 'free']) {
      expect(await rejected(await quick(quickBody({ table_uid })))).toEqual([
        { code: 'table_not_found', message: "This table doesn't exist" },
      ])
    }
  })

  it('refuses an order without the required name: contact_missing', async () => {
    expect(await rejected(await quick(quickBody({ name: undefined })))).toEqual([
      { code: 'contact_missing', message: 'Please enter your name' },
    ])
    expect(codes(await rejected(await quick(quickBody({ name: '  ' }))))).toEqual(['contact_missing'])
  })

  it('accepts table "free" where the venue allows it, and is idempotent too', async () => {
    const body = quickBody({ table_uid: 'free', cart: [line(100001, 2)], amount: 23, payment_method: 'on_site' })
    const first = await placed(await quick(body, 'lumiere'))
    expect(first.order).toMatchObject({ status: 'accepted', table: null, table_uid: 'free', contact: { name: null } })
    expect((await placed(await quick(body, 'lumiere'), 200)).order.uid).toBe(first.order.uid)
    expect(await sandboxOrders()).toHaveLength(1)
  })
})

describe('GET /dinnertable/{id}', () => {
  it('finds a table by the number a diner types as well as by uid', async () => {
    const byNumber = await api('comptoir', '/dinnertable/1')
    expect(byNumber.status).toBe(200)
    const table = await byNumber.json()
    expect(table).toMatchObject({ uid: COMPTOIR_TABLE_1, number: 1, zone_name_en: 'Bar counter', active: true })
    expect(await (await api('comptoir', `/dinnertable/${COMPTOIR_TABLE_1}`)).json()).toEqual(table)
    expect(await (await api('comptoir', '/dinnertable/9')).json()).toMatchObject({ number: 9, active: false })
  })

  it('answers Table non trouvée for table 99 and an unknown number', async () => {
    for (const id of ['99', '42']) {
      const response = await api('comptoir', `/dinnertable/${id}`)
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({ error: 'Table non trouvée' })
    }
  })
})
