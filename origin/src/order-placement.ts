// Placing an order, shared by checkout and quick checkout: price the cart from the venue's records,
// collect every refusal, then write the order, its payment, voucher use, balance use and booking in
// one batch.
import { balanceChanged, balanceNow, balanceUseOf, PAID_BY_BALANCE } from './balance-payments'
import type { BalanceUse } from './balance-payments'
import type { CartLine } from './checkout-request'
import {
  consumptionTypeReasons,
  euros,
  minimumOrderReasons,
  orderingClosedReasons,
  paymentKindOf,
  paymentMethodReasons,
  uniqueReasons,
  SLOT_UNAVAILABLE,
} from './checkout-rules'
import type { Reason } from './checkout-rules'
import type { Customer as Account } from './customer-accounts'
import { loadPosCatalogue, loadVenueRecords } from './order-catalogue'
import type { PosCatalogue, VenueRecords } from './order-catalogue'
import { checkLine, toCents, toEuros } from './order-pricing'
import type { PricedLine } from './order-pricing'
import { placeOrderStatements } from './order-records'
import { dayIn, isoIn } from './slot-schedule'
import type { Venue } from './venue-state'
import { useVoucher, voucherInvalid } from './vouchers'

export type Language = 'fr' | 'nl' | 'en' | 'de'

/** What an order takes from the customer's account: who they are and their price list. */
export type Customer = {
  customer_id: string
  email: string
  first_name: string
  last_name: string
  phone: string | null
  price_list_id: number | null
}

export const orderingCustomer = (account: Customer): Customer => ({
  customer_id: account.customer_id,
  email: account.email,
  first_name: account.first_name,
  last_name: account.last_name,
  phone: account.phone,
  price_list_id: account.price_list_id,
})

export type OrderDraft = {
  consumptionType: 1 | 2 | 5
  language: Language
  customer: Customer | null
  /** The account behind a customer's token, as read for this request (wallet and balance); null for a visitor. */
  account: Account | null
  /** What the customer asks their prepaid balance to pay, in cents; 0 for nothing. */
  balanceCents: number
  cart: CartLine[]
  amount: number
  paymentMethod: string
  voucherCode: string | undefined
  returnUrls: { card: string; wallet: string }
  bookingId: number | null
  /** Order fields that depend on the route: guests, zone, table, planning date and hour. */
  fields: Record<string, unknown>
  deliveryAddress: Record<string, unknown> | null
  /** Fields the demo's seeded orders do not have, shown last: comment, contact, table_uid. */
  extras: Record<string, unknown>
  /** Refusals of the route itself (slot, table, contact, delivery city…), given the total if known. */
  routeReasons: (totalCents: number | null) => Reason[]
}

/** `accepted`: the venue accepted the order at once (nothing to pay online), so its kitchen starts. */
export type Placement = { kind: 'placed'; uid: string; accepted: boolean } | { kind: 'rejected'; reasons: Reason[] }

/** The POS a cart line may name: the venue's own, or one of its children shown in the app. */
function linePos(records: VenueRecords, posId: number) {
  if (posId === records.pos.id) return records.pos
  return records.children.find((child) => child.id === posId && child.customer_webapp_active !== false)
}

async function priceCart(db: D1Database, records: VenueRecords, draft: OrderDraft) {
  const posIds = [...new Set(draft.cart.map((line) => line.posId))]
  const catalogues = new Map<number, PosCatalogue>()
  for (const posId of posIds) {
    const pos = linePos(records, posId)
    const catalogue = pos ? await loadPosCatalogue(db, pos) : null
    if (catalogue) catalogues.set(posId, catalogue)
  }
  const ctx = {
    consumptionType: draft.consumptionType,
    customerPriceListId: draft.customer?.price_list_id ?? null,
    language: draft.language,
  }
  const checks = draft.cart.map((line) => checkLine(line, catalogues.get(line.posId), ctx))
  const lines = checks.flatMap((check) => (check.line ? [check.line] : []))
  const complete = lines.length === draft.cart.length
  return {
    lines,
    totalCents: complete ? lines.reduce((sum, line) => sum + line.totalCents, 0) : null,
    reasons: checks.flatMap((check) => check.reasons),
    posOfLines: [...catalogues.values()].map((catalogue) => catalogue.pos),
  }
}

const PAY_ON_SITE: Record<Language, string> = { fr: 'Paiement sur place', nl: 'Ter plaatse betalen', en: 'Pay on site', de: 'Vor Ort bezahlen' }
const PAY_ON_DELIVERY: Record<Language, string> = {
  fr: 'Paiement à la livraison',
  nl: 'Betalen bij levering',
  en: 'Pay on delivery',
  de: 'Bei Lieferung bezahlen',
}
const PAID_BY_VOUCHER: Record<Language, string> = { fr: 'Bon cadeau', nl: 'Cadeaubon', en: 'Voucher', de: 'Gutschein' }

/**
 * The payment as the order shows it, in the order's language (German method names fall back to
 * English): what pays when nothing is left to pay online, else the method the rest is paid with.
 */
function paymentName(venue: Venue, draft: OrderDraft, onlineCents: number, balance: BalanceUse | null): string {
  const kind = paymentKindOf(draft.paymentMethod)
  if (onlineCents === 0 && balance) return PAID_BY_BALANCE[draft.language]
  if (onlineCents === 0 && kind !== 'on_site') return PAID_BY_VOUCHER[draft.language]
  if (kind === 'on_site') return (draft.consumptionType === 5 ? PAY_ON_DELIVERY : PAY_ON_SITE)[draft.language]
  if (kind === 'wallet') return 'Wallet'
  const method = venue.state.payment_methods.find((candidate) => candidate.id === draft.paymentMethod)
  const field = `description_${draft.language === 'de' ? 'en' : draft.language}`
  return String(method?.[field] ?? method?.description ?? draft.paymentMethod)
}

const orderLine = (line: PricedLine) => ({
  id: line.id,
  uid: line.uid,
  posId: line.posId,
  name: line.name,
  quantity: line.quantity,
  price: toEuros(line.priceCents),
  items: line.items.map((item) => ({
    id: item.id,
    uid: item.uid,
    name: item.name,
    quantity: item.quantity,
    price: toEuros(item.priceCents),
    step: item.step,
    proposition: item.proposition,
  })),
})

/** The highest 6-digit order number of the demo's seeded orders: sandbox numbers continue after it. */
function lastSeededNumber(venue: Venue): number {
  const numbers = venue.state.orders.map((order) => Number(/(\d+)$/.exec(String(order.number ?? ''))?.[1] ?? 0))
  return Math.max(0, ...numbers)
}

/** The key of a sandbox payment page (orders and wallet top-ups alike). */
export function randomPaymentId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return `pay_${[...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`
}

const isVoucherOverdrawn = (error: unknown) => error instanceof Error && /CHECK constraint failed/i.test(error.message)

/** The venue's POS, store and children; a seeded venue always has them. */
export async function venueRecordsOf(db: D1Database, venue: Venue): Promise<VenueRecords> {
  const records = await loadVenueRecords(db, venue.key)
  if (!records) throw new Error(`venue ${venue.key} has no POS or store`)
  return records
}

export type PlacementContext = {
  db: D1Database
  venue: Venue
  records: VenueRecords
  checkoutId: number
  now: number
  /** The kitchen's pace (env kitchenStepMs). */
  kitchenStepMs: number
}

export async function placeOrder(context: PlacementContext, draft: OrderDraft): Promise<Placement> {
  const { db, venue, records, checkoutId, now } = context
  const priced = await priceCart(db, records, draft)
  const { totalCents } = priced
  const reasons: Reason[] = [
    ...orderingClosedReasons(records.pos, priced.posOfLines),
    ...consumptionTypeReasons(records.store, draft.consumptionType),
    ...draft.routeReasons(totalCents),
    ...priced.reasons,
  ]
  if (totalCents !== null) {
    if (Math.abs(draft.amount * 100 - totalCents) > 0.5 + 1e-6) {
      reasons.push({ code: 'amount_mismatch', message: `The order total is ${euros(totalCents)}, not ${euros(toCents(draft.amount))}` })
    }
    reasons.push(...minimumOrderReasons(records, priced.lines))
  }
  const today = dayIn(now, venue.state.timezone)
  const voucher = draft.voucherCode
    ? await useVoucher(db, venue.key, venue.state, draft.voucherCode, today, totalCents ?? toCents(draft.amount))
    : { use: null, reasons: [] }
  reasons.push(...voucher.reasons)
  const toPayCents = (totalCents ?? toCents(draft.amount)) - (voucher.use?.amountCents ?? 0)
  const balance = balanceUseOf(records.pos, draft.account, draft.balanceCents, draft.paymentMethod, toPayCents)
  reasons.push(...balance.reasons)
  // What is left to pay online once the voucher and the balance have paid their part.
  const onlineCents = toPayCents - (balance.use?.amountCents ?? 0)
  reasons.push(...paymentMethodReasons(records.pos, venue.state.payment_methods, draft.paymentMethod, onlineCents))
  if (reasons.length > 0 || totalCents === null) return { kind: 'rejected', reasons: uniqueReasons(reasons) }

  const kind = paymentKindOf(draft.paymentMethod)
  // No payment page when paying at the venue or when a voucher or the balance covers everything.
  const needsPayment = kind !== 'on_site' && onlineCents > 0
  const uid = crypto.randomUUID()
  const { store } = records
  const body = {
    uid,
    number: null,
    status: null,
    consumption_type: draft.consumptionType,
    customer_id: draft.customer?.customer_id ?? null,
    language: draft.language,
    ...draft.fields,
    store_address: `${store.address_line1 ?? ''}, ${store.zip_code ?? ''} ${store.city ?? ''}`.trim(),
    delivery_address: draft.deliveryAddress,
    payment_name: paymentName(venue, draft, onlineCents, balance.use),
    order_date: isoIn(now, venue.state.timezone),
    amount: toEuros(totalCents),
    lines: priced.lines.map(orderLine),
    payment_method: draft.paymentMethod,
    ...(voucher.use ? { voucher_code: voucher.use.code, voucher_amount: toEuros(voucher.use.amountCents) } : {}),
    ...(balance.use ? { balance_amount: toEuros(balance.use.amountCents) } : {}),
    ...draft.extras,
  }
  const statements = placeOrderStatements(db, {
    uid,
    venue: venue.key,
    // Money the venue already holds (the balance) makes it paid; paying on site or a voucher, accepted.
    status: needsPayment ? 'pending' : balance.use ? 'paid' : 'accepted',
    body,
    numberPrefix: `${records.pos.prefix_number ?? venue.key.toUpperCase()}-`,
    lastSeededNumber: lastSeededNumber(venue),
    createdAt: now,
    kitchenStepMs: context.kitchenStepMs,
    checkoutId,
    bookingId: draft.bookingId,
    payment: needsPayment
      ? {
          id: randomPaymentId(),
          method: draft.paymentMethod,
          amountCents: onlineCents,
          returnUrl: kind === 'wallet' ? draft.returnUrls.wallet : draft.returnUrls.card,
        }
      : null,
    voucher: voucher.use,
    balance: balance.use && { use: balance.use, entry: { now, timezone: venue.state.timezone, language: draft.language } },
  })
  try {
    const [inserted] = await db.batch(statements)
    if (inserted?.meta.changes === 1) return { kind: 'placed', uid, accepted: !needsPayment }
  } catch (error) {
    if (isVoucherOverdrawn(error)) return { kind: 'rejected', reasons: [voucherInvalid('used_up')] }
    throw error
  }
  // The balance changed between the checks and the batch, or the booking was taken or expired.
  if (balance.use) {
    const balanceCents = await balanceNow(db, balance.use.customerId)
    if (balanceCents !== balance.use.seenCents) return { kind: 'rejected', reasons: [balanceChanged(balanceCents ?? 0)] }
  }
  if (draft.bookingId !== null) return { kind: 'rejected', reasons: [SLOT_UNAVAILABLE] }
  throw new Error('checkout claim lost before the order was written')
}
