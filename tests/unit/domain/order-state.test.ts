import { describe, expect, it } from 'vitest'
import {
  checkoutKeyFor,
  EMPTY_ORDER,
  parseStoredOrder,
  scheduleComplete,
  zoneName,
  type HeldSlot,
  type StoredOrder,
  type ZoneNames,
} from '../../../domain/order-state'

// The order kept beside the cart in localStorage (SPEC §3 Order state; DESIGN "Client state").

const terrace: ZoneNames = { zone_name_fr: 'Terrasse', zone_name_nl: 'Terras', zone_name_en: 'Terrace' }

const heldSlot: HeldSlot = {
  slotId: 'slot-1-2026-06-12-1930',
  startTime: '2026-06-12T17:30:00.000Z',
  maximumLockTime: '2026-06-12T10:15:00.000Z',
  consumptionType: 1,
  guestCount: 4,
  dinnerTableUid: 'e1c5a0f2-7d0a-4b8e-9a51-0c3f1b2d4e61',
  zone: terrace,
}

const full: StoredOrder = {
  consumptionType: 1,
  guestCount: 4,
  slot: heldSlot,
  deliveryAddress: { name: 'Home', address_line: 'Rue Haute 12', address_line2: 'Box 3', zip_code: '1000', city: 'Bruxelles' },
  quickTable: { uid: 'free', number: null },
  comment: 'No onions on the burger, please.',
  language: 'nl',
  checkout: { key: '3f0a9c1e-5b7d-4e2a-8c6f-1d2e3f4a5b6c', fingerprint: '{"cart":[]}' },
  payment: {
    method: 'bancontact',
    balance: true,
    terms: true,
    contact: { email: 'lea.martin@example.com', first_name: 'Léa', last_name: 'Martin', phone: '+32 470 12 34 56' },
  },
}

const stored = (value: unknown) => parseStoredOrder(JSON.stringify(value))

describe('parseStoredOrder', () => {
  it('reads back a full valid order unchanged', () => {
    expect(stored(full)).toEqual(full)
  })

  it('keeps an address without a second line, and a quick table with a number', () => {
    const { address_line2: _dropped, ...address } = full.deliveryAddress!
    const order = { ...full, deliveryAddress: address, quickTable: { uid: 'b2f8c3d4-0000-4000-8000-000000000001', number: 7 } }
    expect(stored(order)).toEqual(order)
  })

  it('keeps a held slot without table or zone (takeaway)', () => {
    const takeaway = { ...full, consumptionType: 2, slot: { ...heldSlot, consumptionType: 2, dinnerTableUid: null, zone: null } }
    expect(stored(takeaway)).toEqual(takeaway)
  })

  it('gives an empty order for nothing stored, non-JSON, JSON that is not an object, and arrays', () => {
    expect(parseStoredOrder(null)).toEqual(EMPTY_ORDER)
    expect(parseStoredOrder('')).toEqual(EMPTY_ORDER)
    expect(parseStoredOrder('{"consumptionType":1')).toEqual(EMPTY_ORDER)
    expect(parseStoredOrder('undefined')).toEqual(EMPTY_ORDER)
    expect(parseStoredOrder('42')).toEqual(EMPTY_ORDER)
    expect(parseStoredOrder('"order"')).toEqual(EMPTY_ORDER)
    expect(parseStoredOrder('null')).toEqual(EMPTY_ORDER)
    expect(parseStoredOrder('[]')).toEqual(EMPTY_ORDER)
    expect(stored([full])).toEqual(EMPTY_ORDER)
  })

  // Each corrupt field falls back alone; every other field of the full order survives.
  const corrupt: [keyof StoredOrder, string, unknown][] = [
    ['consumptionType', 'the choice type 3', 3],
    ['consumptionType', 'retail (4)', 4],
    ['consumptionType', 'a string', '1'],
    ['guestCount', 'zero', 0],
    ['guestCount', 'more than 50', 51],
    ['guestCount', 'a fraction', 2.5],
    ['guestCount', 'a string', '4'],
    ['slot', 'a slot without id', { ...heldSlot, slotId: undefined }],
    ['slot', 'a slot with a numeric start time', { ...heldSlot, startTime: 1781285400000 }],
    ['slot', 'a slot without lock time', { ...heldSlot, maximumLockTime: null }],
    ['slot', 'a slot of type 3', { ...heldSlot, consumptionType: 3 }],
    ['slot', 'a slot for 0 persons', { ...heldSlot, guestCount: 0 }],
    ['slot', 'a slot with a numeric table uid', { ...heldSlot, dinnerTableUid: 12 }],
    ['slot', 'a slot with a broken zone', { ...heldSlot, zone: { zone_name_fr: 1, zone_name_nl: null, zone_name_en: null } }],
    ['slot', 'a slot with a zone string', { ...heldSlot, zone: 'Terrace' }],
    ['slot', 'an array', [heldSlot]],
    ['deliveryAddress', 'an address without city', { ...full.deliveryAddress, city: undefined }],
    ['deliveryAddress', 'a numeric zip code', { ...full.deliveryAddress, zip_code: 1000 }],
    ['deliveryAddress', 'a numeric second line', { ...full.deliveryAddress, address_line2: 3 }],
    ['deliveryAddress', 'a string', 'Rue Haute 12, 1000 Bruxelles'],
    ['quickTable', 'a table without uid', { number: 7 }],
    ['quickTable', 'a fractional table number', { uid: 'free', number: 7.5 }],
    ['quickTable', 'a table number string', { uid: 'free', number: '7' }],
    ['checkout', 'a checkout without fingerprint', { key: 'abc12345' }],
    ['checkout', 'a numeric key', { key: 12345678, fingerprint: '{}' }],
    ['checkout', 'a string', 'abc12345'],
  ]

  it.each(corrupt)('drops %s when it is %s, and keeps the rest', (field, _label, value) => {
    const result = stored({ ...full, [field]: value })
    expect(result[field]).toBeNull()
    expect(result).toEqual({ ...full, [field]: null })
  })

  it('keeps the note for the kitchen as typed, and reads anything but text as no note', () => {
    expect(stored({ ...full, comment: '  two lines\nof note ' }).comment).toBe('  two lines\nof note ')
    for (const value of [42, null, ['note'], { text: 'note' }]) expect(stored({ ...full, comment: value })).toEqual({ ...full, comment: '' })
    const { comment: _none, ...before } = full
    expect(stored(before).comment).toBe('')
  })

  it('keeps the language the diner orders in, one of the four, and forgets any other', () => {
    expect(stored({ ...full, language: 'de' }).language).toBe('de')
    for (const value of ['es', 'EN', 7, null]) expect(stored({ ...full, language: value })).toEqual({ ...full, language: null })
  })

  it('keeps the payment step as left only when it has its shape, else starts it empty', () => {
    expect(stored({ ...full, payment: { ...full.payment, terms: 'yes' } }).payment).toEqual(EMPTY_ORDER.payment)
    expect(stored({ ...full, payment: { ...full.payment, contact: { email: 'a@b.c' } } }).payment).toEqual(EMPTY_ORDER.payment)
    expect(stored({ ...full, payment: { ...full.payment, method: null } }).payment.method).toBeNull()
  })

  it('ignores unknown fields', () => {
    expect(stored({ ...full, token: 'x', customer: { id: 1 } })).toEqual(full)
  })
})

describe('zoneName', () => {
  it('reads the zone in French, Dutch and English', () => {
    expect(zoneName(terrace, 'fr')).toBe('Terrasse')
    expect(zoneName(terrace, 'nl')).toBe('Terras')
    expect(zoneName(terrace, 'en')).toBe('Terrace')
  })

  it('reads English in German, which has no zone name of its own', () => {
    expect(zoneName(terrace, 'de')).toBe('Terrace')
  })

  it('gives null without a zone, or when the zone has no name in that language', () => {
    expect(zoneName(null, 'fr')).toBeNull()
    expect(zoneName({ zone_name_fr: 'Salle', zone_name_nl: null, zone_name_en: null }, 'en')).toBeNull()
    expect(zoneName({ zone_name_fr: 'Salle', zone_name_nl: null, zone_name_en: null }, 'de')).toBeNull()
  })
})

describe('checkoutKeyFor', () => {
  const request = { cart: [{ id: 101, posId: 1, quantity: 2, items: [] }], amount: 25, payment_method: 'creditcard' }
  let counter = 0
  const newKey = () => `key-${++counter}-0000`

  it('makes a key for the first attempt', () => {
    const first = checkoutKeyFor(null, request, newKey)
    expect(first.key).toMatch(/^key-\d+-0000$/)
    expect(first.fingerprint).toBe(JSON.stringify(request))
  })

  it('keeps the key when the same request is sent again', () => {
    const first = checkoutKeyFor(null, request, newKey)
    const again = checkoutKeyFor(first, structuredClone(request), newKey)
    expect(again).toEqual(first)
  })

  it('makes a new key when the request changes', () => {
    const first = checkoutKeyFor(null, request, newKey)
    const more = checkoutKeyFor(first, { ...request, cart: [{ ...request.cart[0], quantity: 3 }] }, newKey)
    expect(more.key).not.toBe(first.key)
    const otherPayment = checkoutKeyFor(first, { ...request, payment_method: 'on_site' }, newKey)
    expect(otherPayment.key).not.toBe(first.key)
    expect(otherPayment.key).not.toBe(more.key)
  })
})

describe('scheduleComplete', () => {
  const order = { consumptionType: 1 as const, guestCount: 4, slot: heldSlot }

  it('is complete when the held slot matches the type and persons chosen', () => {
    expect(scheduleComplete(order, true)).toBe(true)
    expect(scheduleComplete(order, false)).toBe(true)
  })

  it('is incomplete without a type or a slot', () => {
    expect(scheduleComplete({ ...order, consumptionType: null }, false)).toBe(false)
    expect(scheduleComplete({ ...order, slot: null }, false)).toBe(false)
  })

  it('is incomplete when the slot was held for another type', () => {
    expect(scheduleComplete({ ...order, consumptionType: 2 }, false)).toBe(false)
  })

  it('checks the persons only when the venue asks for them', () => {
    expect(scheduleComplete({ ...order, guestCount: 2 }, true)).toBe(false)
    expect(scheduleComplete({ ...order, guestCount: null }, true)).toBe(false)
    expect(scheduleComplete({ ...order, guestCount: 2 }, false)).toBe(true)
    expect(scheduleComplete({ ...order, guestCount: null }, false)).toBe(true)
  })
})
