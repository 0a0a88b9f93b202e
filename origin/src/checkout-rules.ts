// The venue's refusals of a checkout (422 {error: 'rejected', reasons}): codes the app translates and
// English messages (SPEC §8). Pure rules on the venue records; the D1 ones live with their tables.
import { z } from 'zod'
import type { Pos, Store, VenueRecords } from './order-catalogue'

export type ReasonCode =
  | 'slot_unavailable'
  | 'product_unavailable'
  | 'out_of_stock'
  | 'composition_invalid'
  | 'amount_mismatch'
  | 'minimum_order'
  | 'city_not_served'
  | 'city_minimum'
  | 'consumption_type_unavailable'
  | 'payment_method_unavailable'
  | 'voucher_invalid'
  | 'ordering_closed'
  | 'account_required'
  | 'table_not_found'
  | 'table_unavailable'
  | 'contact_missing'
  | 'guest_count_mismatch'
  | 'balance_changed'
  | 'balance_insufficient'
  | 'balance_unavailable'

export type Reason = { code: ReasonCode; message: string }

export const euros = (cents: number) => `€${(cents / 100).toFixed(2)}`

/** One reason per code and message, in the order found. */
export const uniqueReasons = (reasons: Reason[]) =>
  reasons.filter((reason, index) => reasons.findIndex((other) => other.message === reason.message && other.code === reason.code) === index)

export const SLOT_UNAVAILABLE: Reason = {
  code: 'slot_unavailable',
  message: 'This time slot is no longer available, please select another',
}

/** An order for another number of persons than its slot was booked for (its table may not seat them). */
export function guestCountReasons(booked: number | null, ordered: number | null): Reason[] {
  if (booked === null || ordered === null || booked === ordered) return []
  const persons = (count: number) => `${count} person${count === 1 ? '' : 's'}`
  return [{ code: 'guest_count_mismatch', message: `This time slot is booked for ${persons(booked)}, not ${persons(ordered)}: please choose the time slot again` }]
}

/** A closed venue, or a stand of a food court that does not take orders now. */
export function orderingClosedReasons(venuePos: Pos, linePos: Pos[]): Reason[] {
  const closed = [venuePos, ...linePos].some((pos) => pos.active === false || pos.allow_order === false)
  return closed ? [{ code: 'ordering_closed', message: 'Click&Collect is closed temporarily' }] : []
}

// SPEC §4: availability by the store's consumption_type code.
const AVAILABLE_CODES: Record<number, number[]> = { 1: [1, 3, 7, 8], 2: [2, 3, 6, 7], 5: [5, 6, 7, 8] }
const TYPE_NAMES: Record<number, string> = { 1: 'Eat-in', 2: 'Takeaway', 5: 'Delivery' }

export function consumptionTypeReasons(store: Store, consumptionType: number): Reason[] {
  if (AVAILABLE_CODES[consumptionType]?.includes(store.consumption_type ?? -1)) return []
  const name = TYPE_NAMES[consumptionType] ?? 'This consumption type'
  return [{ code: 'consumption_type_unavailable', message: `${name} is not available at this venue` }]
}

const deliveryCitiesSchema = z.array(
  z.looseObject({ zip_code: z.coerce.string(), minimum_order_amount: z.number().nullish() }),
)

/** SPEC §5: the POS delivery_cities JSON; when it is not valid, no city is served. */
function deliveryCities(pos: Pos) {
  try {
    const parsed = deliveryCitiesSchema.safeParse(JSON.parse(pos.delivery_cities ?? '[]'))
    return parsed.success ? parsed.data : []
  } catch {
    return []
  }
}

export function deliveryReasons(pos: Pos, zipCode: string, totalCents: number | null): Reason[] {
  const city = deliveryCities(pos).find((candidate) => candidate.zip_code === zipCode)
  if (!city) return [{ code: 'city_not_served', message: "We don't deliver to this city" }]
  const minimum = Math.round((city.minimum_order_amount ?? 0) * 100)
  if (totalCents === null || totalCents >= minimum) return []
  return [{ code: 'city_minimum', message: `An order of min. ${euros(minimum)} is required to deliver to this city` }]
}

/** What the minimums read of a priced line (order-pricing.ts): its stand and its total. */
type LineTotal = { posId: number; totalCents: number }

/** The POS minimum on the total and, in a food court, each stand's minimum on its own lines. */
export function minimumOrderReasons(venue: VenueRecords, lines: LineTotal[]): Reason[] {
  const centsOf = (amount: number | null) => Math.round((amount ?? 0) * 100)
  const sum = (of: LineTotal[]) => of.reduce((total, line) => total + line.totalCents, 0)
  const reasons: Reason[] = []
  const minimum = centsOf(venue.pos.minimum_order_amount)
  if (sum(lines) < minimum) reasons.push({ code: 'minimum_order', message: `Minimum order amount: ${euros(minimum)}` })
  for (const child of venue.children) {
    const total = sum(lines.filter((line) => line.posId === child.id))
    const childMinimum = centsOf(child.minimum_order_amount)
    if (total === 0 || total >= childMinimum) continue
    const name = child.customer_webapp_title ?? child.title ?? `POS ${child.id}`
    reasons.push({ code: 'minimum_order', message: `Minimum order amount for ${name}: ${euros(childMinimum)}` })
  }
  return reasons
}

export type PaymentMethod = { id: string; minimum_amount: number; maximum_amount: number; [field: string]: unknown }

/**
 * 'on_site' (pay at the venue), 'wallet' (the wallet provider), 'balance' (the prepaid balance pays
 * it all, balance-payments.ts) or a card provider method id.
 */
export type PaymentKind = 'on_site' | 'wallet' | 'balance' | 'card'
export const paymentKindOf = (method: string): PaymentKind =>
  method === 'on_site' ? 'on_site' : method === 'wallet' ? 'wallet' : method === 'balance' ? 'balance' : 'card'

/** The chosen method must be enabled for the venue and, for a card method, take the amount to pay online. */
export function paymentMethodReasons(pos: Pos, methods: PaymentMethod[], method: string, toPayCents: number): Reason[] {
  const refuse = (message: string): Reason[] => [{ code: 'payment_method_unavailable', message }]
  const kind = paymentKindOf(method)
  if (kind === 'on_site') return pos.allow_no_payment ? [] : refuse('Paying on site is not available')
  if (kind === 'wallet') return pos.allow_wallet_payment ? [] : refuse('Paying with the wallet is not available')
  // Whether the balance may pay it all is the balance's own rule (balanceUseOf).
  if (kind === 'balance') return []
  const known = methods.find((candidate) => candidate.id === method)
  if (!pos.allow_card_payment || !known) return refuse('This payment method is not available')
  // Nothing left to pay online (a voucher or the balance covers it): no payment page, so the method's range does not apply.
  if (toPayCents === 0) return []
  const amount = toPayCents / 100
  if (amount < known.minimum_amount || amount > known.maximum_amount) {
    return refuse(`This payment method is not available for ${euros(toPayCents)}`)
  }
  return []
}
