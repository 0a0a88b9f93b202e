import { describe, expect, it } from 'vitest'
import { servedCityCheck, type ServedCity } from '../../../domain/delivery'

// servedCityCheck: the delivery check over cities already in cents, as the checkout page has them
// (SPEC §5, §8). deliveryCheck over the platform's cities is in delivery.test.ts.

const cities: ServedCity[] = [
  { zipCode: '1000', name: 'Bruxelles', minimumCents: 1500 },
  { zipCode: '1050', name: 'Ixelles', minimumCents: 2000 },
  { zipCode: '1060', name: 'Saint-Gilles', minimumCents: null },
  { zipCode: '1070', name: 'Anderlecht', minimumCents: 0 },
]

describe('servedCityCheck', () => {
  it('serves a city whose minimum is reached exactly, and above it', () => {
    expect(servedCityCheck(cities, '1000', 1500)).toEqual({ ok: true, city: cities[0] })
    expect(servedCityCheck(cities, '1050', 2001)).toEqual({ ok: true, city: cities[1] })
  })

  it('asks for the minimum one cent below it', () => {
    expect(servedCityCheck(cities, '1000', 1499)).toEqual({ ok: false, reason: 'minimum', minimumCents: 1500 })
    expect(servedCityCheck(cities, '1050', 0)).toEqual({ ok: false, reason: 'minimum', minimumCents: 2000 })
  })

  it('refuses a city not in the list', () => {
    expect(servedCityCheck(cities, '1180', 100_000)).toEqual({ ok: false, reason: 'not-served' })
    expect(servedCityCheck([], '1000', 100_000)).toEqual({ ok: false, reason: 'not-served' })
  })

  it('has no minimum for a city without one, or with a minimum of 0', () => {
    expect(servedCityCheck(cities, '1060', 1)).toEqual({ ok: true, city: cities[2] })
    expect(servedCityCheck(cities, '1070', 0)).toEqual({ ok: true, city: cities[3] })
  })

  it('compares zip codes without surrounding spaces, and never matches an empty one', () => {
    expect(servedCityCheck(cities, ' 1060 ', 500).ok).toBe(true)
    expect(servedCityCheck([{ zipCode: ' ', name: 'Nowhere', minimumCents: null }], '', 500)).toEqual({
      ok: false,
      reason: 'not-served',
    })
  })
})
