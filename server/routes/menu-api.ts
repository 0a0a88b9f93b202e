import { Hono } from 'hono'
import { DEFAULT_LOCALE, isLocale } from '../../domain/locale'
import { menuView } from '../../domain/menu-view'
import { productSheet } from '../../domain/product-sheet'
import type { AppEnv } from '../app-env'
import { menuBundle, pointOfSaleFor } from '../menu/menu-service'
import { sanitizeHtml } from '../menu/sanitize-html'

// The page's language travels as X-Locale on the app's own API calls (SPEC §4).
const requestLocale = (header: string | undefined) => (isLocale(header) ? header : DEFAULT_LOCALE)

/** The menu of one of the venue's points of sale, in the language of the `X-Locale` header. */
export const menuApi = new Hono<AppEnv>()

menuApi.get('/menu/:posId{[0-9]+}', async (c) => {
  const venue = c.get('venue')
  const pointOfSale = venue && pointOfSaleFor(venue, Number(c.req.param('posId')))
  if (!pointOfSale) return c.json({ error: 'Unknown point of sale' }, 404)
  const locale = requestLocale(c.req.header('x-locale'))
  const view = menuView(await menuBundle(c, pointOfSale), locale)
  c.header('cache-control', 'private, max-age=30')
  c.header('vary', 'X-Locale')
  return c.json(view)
})

/** The details of one product (description sanitised here, at the edge), and the steps of a menu. */
menuApi.get('/menu/:posId{[0-9]+}/products/:productId{[0-9]+}', async (c) => {
  const venue = c.get('venue')
  const pointOfSale = venue && pointOfSaleFor(venue, Number(c.req.param('posId')))
  if (!pointOfSale) return c.json({ error: 'Unknown point of sale' }, 404)
  const locale = requestLocale(c.req.header('x-locale'))
  const sheet = productSheet(await menuBundle(c, pointOfSale), Number(c.req.param('productId')), locale)
  if (!sheet) return c.json({ error: 'Unknown product' }, 404)
  const descriptionHtml = sheet.descriptionHtml && (await sanitizeHtml(sheet.descriptionHtml))
  c.header('cache-control', 'private, max-age=30')
  c.header('vary', 'X-Locale')
  return c.json({ ...sheet, descriptionHtml: descriptionHtml || null })
})
