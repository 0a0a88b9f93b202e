import { Hono, type Context } from 'hono'
import { getCookie } from 'hono/cookie'
import { isLocale, LOCALE_COOKIE, pickLocale } from '../../domain/locale'
import { logoPath, themeClass, venueName } from '../../domain/venue'
import { accentOf, APP_ICON_PATH, logoType, MASKABLE_ICON_PATH, monogram, webAppManifest } from '../../common/web-app'
import type { AppEnv } from '../app-env'
import { appIconSvg } from '../web-app/app-icon'
import { platformImage } from './images'
import { platformPath } from '../platform/platform-client'

const FIVE_MINUTES = 300

/**
 * Each venue's site as an installable app: its manifest (`?lang=` the page's language, where the app
 * opens) and its icons, made from the venue's logo, or its initial when it has none.
 */
export const webApp = new Hono<AppEnv>()
  .get('/manifest.webmanifest', (c) => {
    const venue = c.get('venue')
    if (!venue) return c.json({ error: 'Unknown host' }, 404)
    const lang = c.req.query('lang')
    const locale = isLocale(lang) ? lang : pickLocale({ cookie: getCookie(c, LOCALE_COOKIE), acceptLanguage: c.req.header('accept-language') })
    const manifest = webAppManifest({ name: venueName(venue.store, locale), themeClass: themeClass(venue.entity) }, locale)
    return c.body(JSON.stringify(manifest), 200, { 'content-type': 'application/manifest+json', 'cache-control': `public, max-age=${FIVE_MINUTES}` })
  })
  .get(APP_ICON_PATH, (c) => icon(c, false))
  .get(MASKABLE_ICON_PATH, (c) => icon(c, true))

async function icon(c: Context<AppEnv>, maskable: boolean) {
  const venue = c.get('venue')
  if (!venue) return c.text('Not found', 404)
  const logo = logoPath(venue.store) ? await logoDataUrl(c, venue.pos.id) : null
  // One icon for every language: the initial of the name in the venues' usual default, French.
  const svg = appIconSvg({ accent: accentOf(themeClass(venue.entity)), logo, letter: monogram(venueName(venue.store, 'fr')), maskable })
  return c.body(svg, 200, { 'content-type': 'image/svg+xml', 'cache-control': `public, max-age=${FIVE_MINUTES}` })
}

/**
 * The venue's logo as a data URL, to sit inside the icon (an image cannot load another from an address);
 * null, and the icon draws the initial, when the platform names no picture type the icon may carry.
 */
async function logoDataUrl(c: Context<AppEnv>, posId: number): Promise<string | null> {
  const response = await platformImage(c, platformPath`/POS/${posId}/logo.svg`)
  const type = response.ok ? logoType(response.headers.get('content-type')) : null
  if (!type) {
    await response.body?.cancel()
    return null
  }
  const bytes = new Uint8Array(await response.arrayBuffer())
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return `data:${type};base64,${btoa(binary)}`
}
