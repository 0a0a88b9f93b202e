import { describe, expect, it } from 'vitest'
import { ConsumptionType } from '../../../domain/consumption-type'
import type { ServedCity } from '../../../domain/delivery'
import { venueTerms, type TermsVenue } from '../../../domain/venue-terms'

// What the menu says of the venue's terms before the cart does (SPEC §5: ordering hours, minimum
// order, delivery cities and their minimums), from Lumière's settings (demo data) and variations.

const { EatIn, Takeaway, Delivery } = ConsumptionType

const lumiere: TermsVenue = {
  consumptionTypes: [EatIn, Takeaway, Delivery],
  minimumOrderCents: 1200,
  hasStands: false,
  ordering: { allowOrder: true, orderFrom: null, orderTo: null, onlyToday: false },
}

const lumiereCities: ServedCity[] = [
  { zipCode: '1000', name: 'Brussels', minimumCents: 1500 },
  { zipCode: '1050', name: 'Ixelles', minimumCents: 2000 },
  { zipCode: '1040', name: 'Etterbeek', minimumCents: 2500 },
]

const withOrdering = (ordering: Partial<TermsVenue['ordering']>): TermsVenue => ({ ...lumiere, ordering: { ...lumiere.ordering, ...ordering } })

describe('venueTerms', () => {
  it("says Lumière's minimum order and names its three delivery cities with their minimums, and no hours it does not limit", () => {
    expect(venueTerms(lumiere, lumiereCities)).toEqual([
      { kind: 'minimum', minimumCents: 1200 },
      {
        kind: 'delivery',
        cities: [
          { name: 'Brussels', minimumCents: 1500 },
          { name: 'Ixelles', minimumCents: 2000 },
          { name: 'Etterbeek', minimumCents: 2500 },
        ],
      },
    ])
  })

  it('says when orders are taken, first of all, from allow_order_from to allow_order_to', () => {
    expect(venueTerms(withOrdering({ orderFrom: '11:30', orderTo: '22:00' }), lumiereCities)[0]).toEqual({ kind: 'hours', from: '11:30', to: '22:00' })
  })

  it('keeps a window that crosses midnight as it is', () => {
    expect(venueTerms(withOrdering({ orderFrom: '22:00', orderTo: '02:00' }), [])[0]).toEqual({ kind: 'hours', from: '22:00', to: '02:00' })
  })

  it('says only the bound that limits, written HH:mm whatever seconds the setting carries', () => {
    expect(venueTerms(withOrdering({ orderFrom: '9:05:00' }), [])[0]).toEqual({ kind: 'hours', from: '09:05', to: null })
    expect(venueTerms(withOrdering({ orderTo: '21:30:00' }), [])[0]).toEqual({ kind: 'hours', from: null, to: '21:30' })
  })

  it('says no hours where the schedule reads none: no bounds, unreadable ones, or equal ones', () => {
    for (const ordering of [{}, { orderFrom: 'noon', orderTo: '25:00' }, { orderFrom: '12:00', orderTo: '12:00' }]) {
      expect(venueTerms(withOrdering(ordering), []).map((term) => term.kind)).not.toContain('hours')
    }
  })

  it('says that orders are for today only where order_date_onlytoday is on, after the hours', () => {
    const terms = venueTerms(withOrdering({ orderFrom: '17:00', orderTo: '22:00', onlyToday: true }), lumiereCities)
    expect(terms.map((term) => term.kind)).toEqual(['hours', 'todayOnly', 'minimum', 'delivery'])
  })

  it('says nothing of a minimum the venue does not have, or of 0', () => {
    expect(venueTerms({ ...lumiere, minimumOrderCents: null }, lumiereCities).map((term) => term.kind)).toEqual(['delivery'])
    expect(venueTerms({ ...lumiere, minimumOrderCents: 0 }, lumiereCities).map((term) => term.kind)).toEqual(['delivery'])
  })

  it("leaves a food court's minimum to its stands' cards", () => {
    expect(venueTerms({ ...lumiere, hasStands: true, consumptionTypes: [EatIn, Takeaway] }, [])).toEqual([])
  })

  it('says nothing of delivery where the venue does not deliver, whatever cities it lists', () => {
    expect(venueTerms({ ...lumiere, consumptionTypes: [EatIn, Takeaway] }, lumiereCities)).toEqual([{ kind: 'minimum', minimumCents: 1200 }])
  })

  it('names a served city without a minimum, or with one of 0, without one', () => {
    const cities: ServedCity[] = [
      { zipCode: '1060', name: 'Saint-Gilles', minimumCents: null },
      { zipCode: '1070', name: 'Anderlecht', minimumCents: 0 },
    ]
    expect(venueTerms({ ...lumiere, minimumOrderCents: null }, cities)).toEqual([
      {
        kind: 'delivery',
        cities: [
          { name: 'Saint-Gilles', minimumCents: null },
          { name: 'Anderlecht', minimumCents: null },
        ],
      },
    ])
  })

  it('counts more than three served cities, with the lowest of their minimums', () => {
    const cities = [...lumiereCities, { zipCode: '1060', name: 'Saint-Gilles', minimumCents: 1800 }]
    expect(venueTerms({ ...lumiere, minimumOrderCents: null }, cities)).toEqual([{ kind: 'deliveryAreas', count: 4, fromCents: 1500 }])
  })

  it('counts them without a lowest minimum when one of them has none', () => {
    const cities = [...lumiereCities, { zipCode: '1060', name: 'Saint-Gilles', minimumCents: null }]
    expect(venueTerms({ ...lumiere, minimumOrderCents: null }, cities)).toEqual([{ kind: 'deliveryAreas', count: 4, fromCents: null }])
  })

  it('says that no city is served where the venue offers delivery with none listed', () => {
    expect(venueTerms({ ...lumiere, minimumOrderCents: null }, [])).toEqual([{ kind: 'noDelivery' }])
  })

  it('says nothing while the venue takes no orders: its closed notice does', () => {
    expect(venueTerms(withOrdering({ allowOrder: false, orderFrom: '11:00', orderTo: '14:00' }), lumiereCities)).toEqual([])
  })
})
