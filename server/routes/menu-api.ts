import type { Context } from 'hono'
import { Hono } from 'hono'
import { pricedForCustomer } from '../../domain/menu-bundle'
import { menuFacts } from '../../domain/menu-facts'
import { productSheet } from '../../domain/product-sheet'
import { allergenNamesFor } from '../../locales/messages.server'
import type { AppEnv } from '../app-env'
import { requestLocale } from '../request/request-locale'
import { menuBundle, menuViewFor, pointOfSaleFor } from '../menu/menu-service'
import { sanitizeHtml } from '../menu/sanitize-html'
import { sessionToken } from '../request/session'
import { currentCustomer } from '../session/current-customer'

/** The menus of the venue's points of sale, in the language of the `X-Locale` header (SPEC §4). */
export const menuApi = new Hono<AppEnv>()
  .get('/menu/:posId', async (c) => {
    const request = menuRequest(c)
    if (!request) return c.json({ error: 'Unknown point of sale' }, 404)
    return localizedJson(c, await menuViewFor(c, request.pointOfSale, request.locale, await customerPriceList(c)))
  })
  /** The details of one product (description sanitised here, at the edge), and the steps of a menu. */
  .get('/menu/:posId/products/:productId', async (c) => {
    const request = menuRequest(c)
    if (!request) return c.json({ error: 'Unknown point of sale' }, 404)
    const { locale } = request
    const sheet = productSheet(await customerMenu(c, request.pointOfSale), wholeNumber(c.req.param('productId')), locale, allergenNamesFor(locale))
    if (!sheet) return c.json({ error: 'Unknown product' }, 404)
    const descriptionHtml = sheet.descriptionHtml && (await sanitizeHtml(sheet.descriptionHtml))
    return localizedJson(c, { ...sheet, descriptionHtml: descriptionHtml || null })
  })
  /** What the allergen filter and the search by ingredient read; the same for every diner. */
  .get('/menu/:posId/facts', async (c) => {
    const request = menuRequest(c)
    if (!request) return c.json({ error: 'Unknown point of sale' }, 404)
    c.header('cache-control', 'private, max-age=60')
    c.header('vary', 'X-Locale')
    return c.json(menuFacts(await menuBundle(c, request.pointOfSale), request.locale, allergenNamesFor(request.locale)))
  })

/** The venue's point of sale named in the path (a visible stand at a food court) and the page language. */
function menuRequest(c: Context<AppEnv>) {
  const venue = c.get('venue')
  const pointOfSale = venue && pointOfSaleFor(venue, wholeNumber(c.req.param('posId')))
  if (!pointOfSale) return null
  return { pointOfSale, locale: requestLocale(c) }
}

/** A path's id: digits only, anything else names nothing (NaN). */
const wholeNumber = (value: string | undefined) => (value && /^[0-9]+$/.test(value) ? Number(value) : NaN)

/** The logged-in customer's own price list, if they have one. */
async function customerPriceList(c: Context<AppEnv>): Promise<number | null> {
  return sessionToken(c) ? ((await currentCustomer(c)).customer?.priceListId ?? null) : null
}

/** The cached menu, priced with the logged-in customer's own price list if they have one. */
async function customerMenu(c: Context<AppEnv>, pointOfSale: Parameters<typeof menuBundle>[1]) {
  return pricedForCustomer(await menuBundle(c, pointOfSale), await customerPriceList(c))
}

function localizedJson<T extends object>(c: Context<AppEnv>, body: T) {
  // A customer's prices are theirs: their answers are not kept, and a visitor's vary with the session.
  c.header('cache-control', sessionToken(c) ? 'private, no-store' : 'private, max-age=30')
  c.header('vary', 'X-Locale, Cookie')
  return c.json(body)
}
