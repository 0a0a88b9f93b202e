import type { Cents } from '../../domain/money'
import type { VenueTerm } from '../../domain/venue-terms'
import type { Translate } from '../../locales/intl'

/** A term of the venue as the menu says it, in the page's language (the venueTerms group of the catalogues). */
export function termWords(term: VenueTerm, t: Translate, price: (cents: Cents) => string): string {
  switch (term.kind) {
    case 'hours': {
      const bounds = term.from === null ? 'to' : term.to === null ? 'from' : 'both'
      return t('venueTerms.hours', { bounds, from: term.from ?? '', to: term.to ?? '' })
    }
    case 'todayOnly':
      return t('venueTerms.todayOnly')
    case 'minimum':
      return t('pos.minimum', { amount: price(term.minimumCents) })
    case 'delivery': {
      const [city1, city2, city3] = term.cities.map(({ name, minimumCents }) =>
        minimumCents === null ? name : t('venueTerms.city', { city: name, amount: price(minimumCents) }),
      )
      return t('venueTerms.delivery', { count: term.cities.length, city1: city1 ?? '', city2: city2 ?? '', city3: city3 ?? '' })
    }
    case 'deliveryAreas':
      return term.fromCents === null
        ? t('venueTerms.deliveryAreas', { count: term.count })
        : t('venueTerms.deliveryAreasFrom', { count: term.count, amount: price(term.fromCents) })
    case 'noDelivery':
      return t('venueTerms.noDelivery')
  }
}
