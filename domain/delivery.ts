import { toCents, type Cents } from './money'
import type { DeliveryCity } from './schemas/platform'

// Whether a delivery address can be served, and for which order total (SPEC §5, §8; demo README "Delivery").

export type DeliveryCheck =
  | { ok: true; city: DeliveryCity }
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
  const city = cities.find((candidate) => sameZip(String(candidate.zip_code), zipCode))
  if (!city) return { ok: false, reason: 'not-served' }
  const minimum = city.minimum_order_amount
  if (typeof minimum === 'number' && Number.isFinite(minimum) && minimum > 0) {
    const minimumCents = toCents(minimum)
    if (totalCents < minimumCents) return { ok: false, reason: 'minimum', minimumCents }
  }
  return { ok: true, city }
}
