import { APP_ICON_PATH } from '../../common/web-app'
import { ORDER_RESULT_PATH, QUICK_ORDER_RESULT_PATH } from '../../common/result-pages'
import type { Locale } from '../../domain/locale'
import { readyPlace, type ReadyMessage } from '../../domain/ready-notice'
import type { Order } from '../../domain/schemas/venue-api'
import type { VenueView } from '../../domain/venue-view'
import { makeTranslator } from '../../locales/intl'
import { messagesFor } from '../../locales/messages.server'

// The notification of a ready order, worded when the diner asks for it, in the language of their page:
// the venue's name and icon, the order's number and where to collect it; a tap opens the order's page.

type Facts = { locale: Locale; venue: Pick<VenueView, 'name' | 'stands'>; order: Pick<Order, 'uid' | 'number' | 'table' | 'lines'>; origin: string; quickOrder: boolean }

export function readyMessage({ locale, venue, order, origin, quickOrder }: Facts): ReadyMessage {
  const t = makeTranslator(locale, messagesFor(locale))
  const place = readyPlace(order, venue.stands)
  const stands = place.kind === 'stands' ? new Intl.ListFormat(locale, { type: 'conjunction' }).format(place.stands) : ''
  const page = quickOrder ? QUICK_ORDER_RESULT_PATH : ORDER_RESULT_PATH
  return {
    title: venue.name,
    body: t('pushNotice.ready', { number: order.number, place: place.kind, stands, table: place.kind === 'table' ? place.table : '' }),
    url: `${origin}/${locale}${page}?uid=${encodeURIComponent(order.uid)}`,
    icon: `${origin}${APP_ICON_PATH}`,
    // One notification per order: a second message for it replaces the first.
    tag: `order-ready-${order.uid}`,
    lang: locale,
  }
}
