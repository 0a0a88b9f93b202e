import { describe, expect, it } from 'vitest'
import { addressText, deliveryCheck } from '../../../domain/delivery'
import { deliveryCities } from '../../../domain/venue'
import { demoPlatform } from './demo-data'

const lumiereCities = deliveryCities(demoPlatform('lumiere').pos)

describe('deliveryCheck with the Lumière delivery cities', () => {
  it('accepts 1050 Ixelles at or above its minimum of 20', () => {
    const result = deliveryCheck(lumiereCities, '1050', 2000)
    expect(result.ok).toBe(true)
    if (result.ok) expect(result.city.zip_code).toBe('1050')
    expect(deliveryCheck(lumiereCities, '1050', 4599).ok).toBe(true)
  })

  it('asks for the city minimum one cent below it', () => {
    expect(deliveryCheck(lumiereCities, '1050', 1999)).toEqual({ ok: false, reason: 'minimum', minimumCents: 2000 })
    expect(deliveryCheck(lumiereCities, '1000', 1499)).toEqual({ ok: false, reason: 'minimum', minimumCents: 1500 })
    expect(deliveryCheck(lumiereCities, '1040', 0)).toEqual({ ok: false, reason: 'minimum', minimumCents: 2500 })
  })

  it('accepts exactly the minimum of 1000 Bruxelles (15) and of 1040 (25)', () => {
    expect(deliveryCheck(lumiereCities, '1000', 1500).ok).toBe(true)
    expect(deliveryCheck(lumiereCities, '1040', 2500).ok).toBe(true)
  })

  it("refuses 1180 Uccle, Pieter's address, as not served", () => {
    expect(deliveryCheck(lumiereCities, '1180', 10_000)).toEqual({ ok: false, reason: 'not-served' })
  })

  it('matches the zip code ignoring surrounding spaces, never an empty one', () => {
    expect(deliveryCheck(lumiereCities, ' 1000 ', 1500).ok).toBe(true)
    expect(deliveryCheck(lumiereCities, '', 5000)).toEqual({ ok: false, reason: 'not-served' })
  })
})

describe('deliveryCheck edge cases', () => {
  it('serves no city for ferme, whose delivery_cities is not valid JSON', () => {
    expect(deliveryCheck(deliveryCities(demoPlatform('ferme').pos), '1000', 10_000)).toEqual({
      ok: false,
      reason: 'not-served',
    })
  })

  it('has no minimum for a city without minimum_order_amount', () => {
    const cities = [{ zip_code: '1180', city: 'Uccle', minimum_order_amount: null }]
    expect(deliveryCheck(cities, '1180', 1).ok).toBe(true)
    expect(deliveryCheck([{ zip_code: '1180', city: 'Uccle' }], '1180', 0).ok).toBe(true)
  })

  it('converts a decimal minimum to cents without float noise', () => {
    const cities = [{ zip_code: '1190', city: 'Forest', minimum_order_amount: 12.35 }]
    expect(deliveryCheck(cities, '1190', 1234)).toEqual({ ok: false, reason: 'minimum', minimumCents: 1235 })
    expect(deliveryCheck(cities, '1190', 1235).ok).toBe(true)
  })
})

describe('addressText', () => {
  it('puts the name, the street, the second line and the city on one line', () => {
    expect(addressText({ name: 'Léa Martin', address_line: 'Rue du Bailli 7', address_line2: 'Boîte 3', zip_code: '1050', city: 'Ixelles' })).toBe(
      'Léa Martin, Rue du Bailli 7, Boîte 3, 1050 Ixelles',
    )
  })

  it('leaves out what is not given', () => {
    expect(addressText({ name: null, address_line: 'Rue du Bailli 7', address_line2: '', zip_code: '1050', city: 'Ixelles' })).toBe('Rue du Bailli 7, 1050 Ixelles')
  })
})
