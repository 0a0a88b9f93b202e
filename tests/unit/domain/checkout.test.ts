import { describe, expect, it } from 'vitest'
import { checkoutRequestSchema, newCheckoutKey, quickCheckoutRequestSchema } from '../../../domain/checkout'
import { COMMENT_MAX_LENGTH, ValidationKey } from '../../../domain/contact-form'

// What the browser sends to place an order (SPEC §5, §7 POST /checkout, /quickcheckout), checked
// alike in the browser and the Worker.

const line = { id: 101, posId: 1, quantity: 2, items: [] }
const menuLine = { id: 205, posId: 1, quantity: 1, items: [{ id: 311, quantity: 1, step: 'b9d0c0de-step-1' }] }

const checkout = {
  key: '3f0a9c1e-5b7d-4e2a-8c6f-1d2e3f4a5b6c',
  consumption_type: 2,
  guest_count: null,
  slot_id: 'slot-2-2026-06-12-1200',
  cart: [line, menuLine],
  amount: 31.5,
  payment_method: 'bancontact',
  contact: { email: 'camille.dubois@example.com', first_name: 'Camille', last_name: 'Dubois', phone: '+32 470 12 34 56' },
  terms_accepted: true,
}

const quick = {
  key: 'b2c3d4e5-0000-4000-8000-00000000abcd',
  table_uid: '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d',
  cart: [line],
  amount: 9,
  payment_method: 'on_site',
  name: 'Camille',
  terms_accepted: true,
}

describe('checkoutRequestSchema', () => {
  it('accepts a valid visitor takeaway body', () => {
    const result = checkoutRequestSchema.safeParse(checkout)
    expect(result.success).toBe(true)
    expect(result.data).toEqual(checkout)
  })

  it('accepts eat-in with guests, and delivery with an address and a voucher', () => {
    expect(checkoutRequestSchema.safeParse({ ...checkout, consumption_type: 1, guest_count: 4 }).success).toBe(true)
    const delivery = {
      ...checkout,
      consumption_type: 5,
      delivery_address: { name: 'Home', address_line: 'Rue Haute 12', zip_code: '1000', city: 'Bruxelles' },
      voucher_code: ' LUM-GIFT-2025 ',
    }
    const result = checkoutRequestSchema.safeParse(delivery)
    expect(result.success).toBe(true)
    expect(result.data?.voucher_code).toBe('LUM-GIFT-2025')
  })

  it('refuses a delivery without its address, on the address', () => {
    const result = checkoutRequestSchema.safeParse({ ...checkout, consumption_type: 5, delivery_address: undefined })
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['delivery_address', 'validation.required']])
  })

  it('takes a note for the kitchen, trimmed, up to the quick order comment length', () => {
    const result = checkoutRequestSchema.safeParse({ ...checkout, comment: '  No onions on the burger, please.  ' })
    expect(result.data?.comment).toBe('No onions on the burger, please.')
    expect(checkoutRequestSchema.safeParse({ ...checkout, comment: 'x'.repeat(COMMENT_MAX_LENGTH) }).success).toBe(true)
    // Spaces around the note do not count towards its length.
    expect(checkoutRequestSchema.safeParse({ ...checkout, comment: ` ${'x'.repeat(COMMENT_MAX_LENGTH)} ` }).success).toBe(true)
  })

  it('refuses a note one character over the length, naming the comment and its message key', () => {
    const result = checkoutRequestSchema.safeParse({ ...checkout, comment: 'x'.repeat(COMMENT_MAX_LENGTH + 1) })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['comment', ValidationKey.CommentLength]])
    // Quick order keeps the same rule.
    const quickResult = quickCheckoutRequestSchema.safeParse({ ...quick, comment: 'x'.repeat(COMMENT_MAX_LENGTH + 1) })
    expect(quickResult.error?.issues.map((issue) => issue.message)).toEqual([ValidationKey.CommentLength])
  })

  it('accepts a logged-in body without contact, and an amount of 0', () => {
    const { contact: _contact, ...withoutContact } = checkout
    expect(checkoutRequestSchema.safeParse({ ...withoutContact, amount: 0 }).success).toBe(true)
  })

  const refused: [string, Record<string, unknown>][] = [
    ['terms not accepted', { terms_accepted: false }],
    ['terms missing', { terms_accepted: undefined }],
    ['terms as a string', { terms_accepted: 'true' }],
    ['a key too short', { key: 'abc' }],
    ['a key with other characters', { key: 'key with spaces!' }],
    ['a key too long', { key: 'a'.repeat(65) }],
    ['no key', { key: undefined }],
    ['an empty cart', { cart: [] }],
    ['a cart of 101 lines', { cart: Array.from({ length: 101 }, () => line) }],
    ['a quantity of 0', { cart: [{ ...line, quantity: 0 }] }],
    ['a quantity of 100', { cart: [{ ...line, quantity: 100 }] }],
    ['a fractional quantity', { cart: [{ ...line, quantity: 1.5 }] }],
    ['a line without posId', { cart: [{ id: 101, quantity: 1, items: [] }] }],
    ['a menu item with quantity 0', { cart: [{ ...menuLine, items: [{ ...menuLine.items[0], quantity: 0 }] }] }],
    ['a menu item without step', { cart: [{ ...menuLine, items: [{ id: 311, quantity: 1, step: '' }] }] }],
    ['a negative amount', { amount: -0.01 }],
    ['an amount as a string', { amount: '31.50' }],
    ['a payment method id with a slash', { payment_method: '../on_site' }],
    ['a payment method id with a space', { payment_method: 'credit card' }],
    ['an empty payment method id', { payment_method: '' }],
    ['a payment method id too long', { payment_method: 'x'.repeat(41) }],
    ['consumption type 3', { consumption_type: 3 }],
    ['consumption type 4', { consumption_type: 4 }],
    ['guests 0', { consumption_type: 1, guest_count: 0 }],
    ['no slot', { slot_id: '' }],
    ['a guest contact with a bad e-mail', { contact: { ...checkout.contact, email: 'camille@' } }],
    ['an address without city', { delivery_address: { name: 'Home', address_line: 'Rue Haute 12', zip_code: '1000' } }],
    ['a voucher code with other characters', { voucher_code: 'LUM GIFT' }],
    ['a note for the kitchen that is not text', { comment: 42 }],
  ]

  it.each(refused)('refuses %s', (_label, change) => {
    expect(checkoutRequestSchema.safeParse({ ...checkout, ...change }).success).toBe(false)
  })

  it('refuses what is not an object', () => {
    expect(checkoutRequestSchema.safeParse(null).success).toBe(false)
    expect(checkoutRequestSchema.safeParse([checkout]).success).toBe(false)
    expect(checkoutRequestSchema.safeParse('checkout').success).toBe(false)
  })
})

describe('quickCheckoutRequestSchema', () => {
  it('accepts a valid quick order, for a table uid and for the free table', () => {
    expect(quickCheckoutRequestSchema.safeParse(quick).success).toBe(true)
    expect(quickCheckoutRequestSchema.safeParse({ ...quick, table_uid: 'free' }).success).toBe(true)
  })

  it('trims the optional fields', () => {
    const result = quickCheckoutRequestSchema.safeParse({ ...quick, name: ' Camille ', comment: ' no onions ' })
    expect(result.data?.name).toBe('Camille')
    expect(result.data?.comment).toBe('no onions')
  })

  const refused: [string, Record<string, unknown>][] = [
    ['terms not accepted', { terms_accepted: false }],
    ['a bad key', { key: 'short' }],
    ['an empty cart', { cart: [] }],
    ['a quantity of 0', { cart: [{ ...line, quantity: 0 }] }],
    ['a negative amount', { amount: -1 }],
    ['a bad payment method id', { payment_method: 'on site' }],
    ['a table uid with a slash', { table_uid: '../dinnertable' }],
    ['an empty table uid', { table_uid: '' }],
    ['a comment too long', { comment: 'x'.repeat(501) }],
  ]

  it.each(refused)('refuses %s', (_label, change) => {
    expect(quickCheckoutRequestSchema.safeParse({ ...quick, ...change }).success).toBe(false)
  })
})

describe('newCheckoutKey', () => {
  it('makes a fresh key the schema accepts', () => {
    const key = newCheckoutKey()
    expect(checkoutRequestSchema.safeParse({ ...checkout, key }).success).toBe(true)
    expect(newCheckoutKey()).not.toBe(key)
  })
})
