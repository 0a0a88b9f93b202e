import { Hono } from 'hono'
import { DEFAULT_LOCALE, isLocale } from '../../domain/locale'
import { menuView } from '../../domain/menu-view'
import type { AppEnv } from '../app-env'
import { menuBundle, pointOfSaleFor } from '../menu/menu-service'

/** The menu of one of the venue's points of sale, in the language of the `X-Locale` header. */
export const menuApi = new Hono<AppEnv>()

menuApi.get('/menu/:posId{[0-9]+}', async (c) => {
  const venue = c.get('venue')
  const pointOfSale = venue && pointOfSaleFor(venue, Number(c.req.param('posId')))
  if (!pointOfSale) return c.json({ error: 'Unknown point of sale' }, 404)
  const header = c.req.header('x-locale')
  const locale = isLocale(header) ? header : DEFAULT_LOCALE
  const view = menuView(await menuBundle(c, pointOfSale), locale)
  c.header('cache-control', 'private, max-age=30')
  c.header('vary', 'X-Locale')
  return c.json(view)
})
