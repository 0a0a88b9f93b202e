import { ConsumptionType, type OrderConsumptionType } from './consumption-type'
import type { ServedCity } from './delivery'
import type { Cents } from './money'
import { parseClockTime } from './ordering-hours'

// What the menu says of the venue's terms under its heading, before the cart says any of it: when it
// takes orders, its minimum order (SPEC §5) and where it delivers, at what minimum (SPEC §5, §8).
// Only what the venue's settings say, the same for every diner at any hour, so the menu's server
// HTML (kept for every visitor, server/render/page-cache.ts) can carry it. The platform gives no
// opening hours: when a kitchen cooks is what the schedule's slots say (decision 069).

/** A delivery area named on the menu, with its own minimum order when it has one. */
export type TermsCity = { name: string; minimumCents: Cents | null }

export type VenueTerm =
  /** allow_order_from/_to as the schedule reads them (isOrderingOpen): "HH:mm", either may be missing. */
  | { kind: 'hours'; from: string | null; to: string | null }
  /** order_date_onlytoday: an order is for today (SPEC §5). */
  | { kind: 'todayOnly' }
  | { kind: 'minimum'; minimumCents: Cents }
  /** The served cities, when few enough to name. */
  | { kind: 'delivery'; cities: TermsCity[] }
  /** Many served cities: how many, and the lowest minimum among them (null: none has one). */
  | { kind: 'deliveryAreas'; count: number; fromCents: Cents | null }
  /** Delivery offered, but no city served: every address would be refused. */
  | { kind: 'noDelivery' }

/** More cities than this are counted rather than named: the line stays a line. */
export const NAMED_CITIES = 3

export type TermsVenue = {
  consumptionTypes: readonly OrderConsumptionType[]
  minimumOrderCents: Cents | null
  /** A food court's minimums are its stands', each said on its stand's card (StandHeader). */
  hasStands: boolean
  ordering: { allowOrder: boolean; orderFrom: string | null; orderTo: string | null; onlyToday: boolean }
}

/** The terms to show, in the order the menu says them; none for a venue that limits nothing. */
export function venueTerms(venue: TermsVenue, servedCities: readonly ServedCity[]): VenueTerm[] {
  const terms: VenueTerm[] = []
  // A venue taking no orders says so in its own notice ('Click&Collect is closed temporarily').
  if (!venue.ordering.allowOrder) return terms
  const hours = orderingHours(venue.ordering.orderFrom, venue.ordering.orderTo)
  if (hours) terms.push({ kind: 'hours', ...hours })
  if (venue.ordering.onlyToday) terms.push({ kind: 'todayOnly' })
  const minimum = aMinimum(venue.minimumOrderCents)
  if (minimum !== null && !venue.hasStands) terms.push({ kind: 'minimum', minimumCents: minimum })
  if (venue.consumptionTypes.includes(ConsumptionType.Delivery)) terms.push(deliveryTerm(servedCities))
  return terms
}

/**
 * The ordering window as isOrderingOpen reads it: an unreadable bound does not limit, and equal bounds
 * are no limit at all. Times are written "HH:mm" (SPEC §9), whatever seconds the setting carries.
 */
function orderingHours(fromSetting: string | null, toSetting: string | null): { from: string | null; to: string | null } | null {
  const from = parseClockTime(fromSetting)
  const to = parseClockTime(toSetting)
  if (from === to) return null
  return { from: from === null ? null : clock(from), to: to === null ? null : clock(to) }
}

const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

/** No minimum, or one of 0, blocks nothing (SPEC §5): nothing to say. */
const aMinimum = (cents: Cents | null): Cents | null => (cents !== null && cents > 0 ? cents : null)

function deliveryTerm(servedCities: readonly ServedCity[]): VenueTerm {
  const cities = servedCities.map((city) => ({ name: city.name, minimumCents: aMinimum(city.minimumCents) }))
  if (cities.length === 0) return { kind: 'noDelivery' }
  if (cities.length <= NAMED_CITIES) return { kind: 'delivery', cities }
  const minimums = cities.flatMap((city) => (city.minimumCents === null ? [] : [city.minimumCents]))
  // A city without a minimum makes the lowest minimum nothing at all.
  const fromCents = minimums.length < cities.length ? null : Math.min(...minimums)
  return { kind: 'deliveryAreas', count: cities.length, fromCents }
}
