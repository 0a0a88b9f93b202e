import { isOrderConsumptionType, type OrderConsumptionType } from './consumption-type'
import type { DeliveryAddress } from './contact-form'
import { isLocale, type Locale } from './locale'
import { localized } from './localized'
import type { BookedSlot } from './slot-lock'
import { isRecord, isString } from '../common/json-guards'

// The order being prepared beside the cart (SPEC §3 Order state): how and when the customer eats,
// the held slot and table, the delivery address, the quick-order table, the note for the kitchen.
// Kept in localStorage under `order` and read back with a type guard, so a corrupt value gives a
// fresh order, never a crash.

export const ORDER_STORAGE_KEY = 'order'

export type ZoneNames = { zone_name_fr: string | null; zone_name_nl: string | null; zone_name_en: string | null }

/** A slot pre-booked for this customer: held until maximumLockTime, with its table for eat-in. */
export type HeldSlot = BookedSlot & {
  consumptionType: OrderConsumptionType
  guestCount: number
  dinnerTableUid: string | null
  zone: ZoneNames | null
}

/** The table a quick order is for; uid 'free' in table mode 1 (SPEC §4 Quick order). */
export type QuickTable = { uid: string; number: number | null }

/** A guest's contact as typed on the payment step, checked only when the order is sent. */
export type ContactDraft = { email: string; first_name: string; last_name: string; phone: string }

/**
 * The payment step as the diner left it: the way to pay, the balance, the terms, a guest's contact.
 * Kept with the order until it is placed, so a step back (another slot on the schedule, a login)
 * loses nothing.
 */
export type PaymentDraft = { method: string | null; balance: boolean; terms: boolean; contact: ContactDraft }

export const EMPTY_PAYMENT: PaymentDraft = {
  method: null,
  balance: false,
  terms: false,
  contact: { email: '', first_name: '', last_name: '', phone: '' },
}

export type StoredOrder = {
  consumptionType: OrderConsumptionType | null
  guestCount: number | null
  slot: HeldSlot | null
  deliveryAddress: DeliveryAddress | null
  quickTable: QuickTable | null
  /** The note for the kitchen typed at checkout, kept as typed (checked when the order is sent). */
  comment: string
  /** The language the diner orders in, kept with the cart as well as in its cookie (SPEC §4). */
  language: Locale | null
  /** The idempotency key of the checkout attempt and what it was for (see checkoutKeyFor). */
  checkout: { key: string; fingerprint: string } | null
  payment: PaymentDraft
}

export const EMPTY_ORDER: StoredOrder = {
  consumptionType: null,
  guestCount: null,
  slot: null,
  deliveryAddress: null,
  quickTable: null,
  comment: '',
  language: null,
  checkout: null,
  payment: EMPTY_PAYMENT,
}

const isTextOrNull = (value: unknown) => value === null || isString(value)
const isGuestCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 50

function isZone(value: unknown): value is ZoneNames {
  return isRecord(value) && isTextOrNull(value.zone_name_fr) && isTextOrNull(value.zone_name_nl) && isTextOrNull(value.zone_name_en)
}

function isHeldSlot(value: unknown): value is HeldSlot {
  if (!isRecord(value)) return false
  return (
    isString(value.slotId) && isString(value.startTime) && isString(value.maximumLockTime) &&
    isOrderConsumptionType(value.consumptionType) && isGuestCount(value.guestCount) && isTextOrNull(value.dinnerTableUid) &&
    (value.zone === null || isZone(value.zone))
  )
}

function isAddress(value: unknown): value is DeliveryAddress {
  if (!isRecord(value)) return false
  const { name, address_line, address_line2, zip_code, city } = value
  return isString(name) && isString(address_line) && (address_line2 === undefined || isString(address_line2)) && isString(zip_code) && isString(city)
}

const isQuickTable = (value: unknown): value is QuickTable =>
  isRecord(value) && isString(value.uid) && (value.number === null || Number.isInteger(value.number))

const isCheckout = (value: unknown): value is StoredOrder['checkout'] & object =>
  isRecord(value) && isString(value.key) && isString(value.fingerprint)

const isContactDraft = (value: unknown): value is ContactDraft =>
  isRecord(value) && isString(value.email) && isString(value.first_name) && isString(value.last_name) && isString(value.phone)

const isPaymentDraft = (value: unknown): value is PaymentDraft =>
  isRecord(value) && isTextOrNull(value.method) && typeof value.balance === 'boolean' && typeof value.terms === 'boolean' && isContactDraft(value.contact)

/** Each field is kept only when it has the right shape; anything else falls back to empty. */
export function parseStoredOrder(raw: string | null): StoredOrder {
  let parsed: unknown
  try {
    parsed = JSON.parse(raw ?? 'null')
  } catch {
    return EMPTY_ORDER
  }
  if (!isRecord(parsed)) return EMPTY_ORDER
  return {
    consumptionType: isOrderConsumptionType(parsed.consumptionType) ? parsed.consumptionType : null,
    guestCount: isGuestCount(parsed.guestCount) ? parsed.guestCount : null,
    slot: isHeldSlot(parsed.slot) ? parsed.slot : null,
    deliveryAddress: isAddress(parsed.deliveryAddress) ? parsed.deliveryAddress : null,
    quickTable: isQuickTable(parsed.quickTable) ? parsed.quickTable : null,
    comment: isString(parsed.comment) ? parsed.comment : '',
    language: isLocale(parsed.language) ? parsed.language : null,
    checkout: isCheckout(parsed.checkout) ? parsed.checkout : null,
    payment: isPaymentDraft(parsed.payment) ? parsed.payment : EMPTY_PAYMENT,
  }
}

/** The zone of a held table in the page's language (fr, nl, en; German reads English). */
export function zoneName(zone: ZoneNames | null, locale: Locale): string | null {
  return zone ? localized(zone, 'zone_name', locale) : null
}

/**
 * The idempotency key for a checkout request: the same request (a double click, a retry after a
 * timeout) keeps its key, so the venue makes one order; any change to what is ordered makes a new one.
 */
export function checkoutKeyFor(
  current: StoredOrder['checkout'],
  request: unknown,
  newKey: () => string,
): { key: string; fingerprint: string } {
  const fingerprint = JSON.stringify(request)
  return current && current.fingerprint === fingerprint ? current : { key: newKey(), fingerprint }
}

/** The schedule is complete when the slot held matches the type and persons chosen (SPEC §5 order step warning). */
export function scheduleComplete(order: Pick<StoredOrder, 'consumptionType' | 'guestCount' | 'slot'>, asksGuests: boolean): boolean {
  const { consumptionType, guestCount, slot } = order
  if (consumptionType === null || slot === null || slot.consumptionType !== consumptionType) return false
  return !asksGuests || (guestCount !== null && slot.guestCount === guestCount)
}
