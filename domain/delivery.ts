import { toCents, type Cents } from './money'
import type { DeliveryCity } from './schemas/platform'

// Whether a delivery address can be served, and for which order total (SPEC §5, §8; demo README "Delivery").

/** A served city as the pages see it (VenueView.ordering.deliveryCities). */
export type ServedCity = { zipCode: string; name: string; minimumCents: Cents | null }

export type DeliveryCheck<C = DeliveryCity> =
  | { ok: true; city: C }
  | { ok: false; reason: 'not-served' }
  | { ok: false; reason: 'minimum'; minimumCents: Cents }

/** Postal codes are compared without surrounding spaces; the platform may send them as numbers. */
function sameZip(a: string, b: string): boolean {
  return a.trim() !== '' && a.trim() === b.trim()
}

/**
 * Checks an address zip code against the venue's delivery cities (from deliveryCities in domain/venue).
 * 'not-served' → 'We don't deliver to this city'; 'minimum' → 'An order of min. {amount} is required
 * to deliver to this city' (SPEC §8). Reaching the minimum exactly is enough. A city without a
 * minimum_order_amount has no minimum.
 */
export function deliveryCheck(cities: readonly DeliveryCity[], zipCode: string, totalCents: Cents): DeliveryCheck {
  const served = cities.map((city) => ({ city, zipCode: String(city.zip_code), minimumCents: minimumOf(city) }))
  const check = servedCityCheck(served, zipCode, totalCents)
  return check.ok ? { ok: true, city: check.city.city } : check
}

function minimumOf(city: DeliveryCity): Cents | null {
  const minimum = city.minimum_order_amount
  return typeof minimum === 'number' && Number.isFinite(minimum) && minimum > 0 ? toCents(minimum) : null
}

/** deliveryCheck over cities already read into cents, as the checkout page has them. */
export function servedCityCheck<C extends Pick<ServedCity, 'zipCode' | 'minimumCents'>>(
  cities: readonly C[],
  zipCode: string,
  totalCents: Cents,
): DeliveryCheck<C> {
  const city = cities.find((candidate) => sameZip(candidate.zipCode, zipCode))
  if (!city) return { ok: false, reason: 'not-served' }
  if (city.minimumCents !== null && city.minimumCents > 0 && totalCents < city.minimumCents) {
    return { ok: false, reason: 'minimum', minimumCents: city.minimumCents }
  }
  return { ok: true, city }
}

/** A delivery address on one line, as the diner wrote it: 'Léa Martin, Rue du Bailli 7, 1050 Ixelles'. */
export function addressText(address: {
  name?: string | null
  address_line: string
  address_line2?: string | null
  zip_code: string
  city: string
}): string {
  return [address.name, address.address_line, address.address_line2, `${address.zip_code} ${address.city}`].filter(Boolean).join(', ')
}
