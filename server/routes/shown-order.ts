import type { Context } from 'hono'
import { localizedText } from '../../domain/localized'
import type { MenuProduct } from '../../domain/menu-bundle'
import { shownOrder, type ShownOrder } from '../../domain/ordered-lines'
import type { Order } from '../../domain/schemas/venue-api'
import type { AppEnv } from '../app-env'
import { cachedMenuBundle, pointOfSaleFor } from '../menu/menu-service'
import { requestLocale } from '../request/request-locale'

/**
 * The order as its result page reads it: each line named in the page's language by the menu of its
 * point of sale (domain/ordered-lines.ts). Only a menu the edge already has is read, so a result page
 * never waits for a menu; where there is none, the lines keep the order's own names.
 */
export async function orderForPage(c: Context<AppEnv>, order: Order): Promise<ShownOrder> {
  const venue = c.get('venue')!
  const locale = requestLocale(c)
  const posIds = [...new Set(order.lines.flatMap((line) => (line.posId == null ? [] : [line.posId])))]
  const menus = new Map<number, Map<number, MenuProduct>>()
  await Promise.all(
    posIds.map(async (posId) => {
      const pointOfSale = pointOfSaleFor(venue, posId)
      const bundle = pointOfSale && (await cachedMenuBundle(c, pointOfSale).catch(() => null))
      if (bundle) menus.set(posId, new Map([...bundle.products, ...bundle.stepProducts].map((product) => [product.id, product])))
    }),
  )
  return shownOrder(order, locale, (posId, productId) => {
    const product = posId == null ? undefined : menus.get(posId)?.get(productId)
    return product ? localizedText(product, 'name', locale) : null
  })
}
