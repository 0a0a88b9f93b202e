import type { Context } from 'hono'
import { checkoutSettings, debugView, venueView, type CheckoutSettings, type VenueView } from '../../domain/venue-view'
import { commonMessagesFor, pageMessagesFor } from '../../locales/messages.server'
import type { PageMessageGroup } from '../../locales/page-messages'
import type { AppEnv } from '../app-env'
import { splitLocalePath, type Locale } from '../../domain/locale'
import { sessionToken } from '../request/session'
import { currentCustomer } from '../session/current-customer'
import { keepPage, keptPage } from './page-cache'
import { loadScriptsAfterFirstPaint, loadScriptsAfterFirstPaintInHtml } from './script-loading'
import { ownApiRead } from './own-api'
import { cachedMenuView, menuViewFor, pointOfSaleFor } from '../menu/menu-service'
import type { VenueRecord } from '../venue/venue-record'
import { DEFAULT_TIME_ZONE } from '../../domain/venue-time'
import { viewsPerObject } from '../views-per-object'
import { zoneOffsetsAround } from './zone-offsets-around'
import { offerVisitorCookie } from '../visitor/visitor'

// Vike, its production entry (the pages, the assets manifest) and its runtime, evaluated on the first
// page it renders, not when the Worker starts: a kept menu page, the API and the webhooks need none of it.
let vike: Promise<typeof import('vike/server')> | undefined
const loadVike = () => (vike ??= import('virtual:@brillout/vite-plugin-server-entry:serverEntry').then(() => import('vike/server')))

// The menu's Vike page (pages/index), which a visitor's kept menu page is.
const MENU_PAGE = '/pages/index'

/**
 * Renders a Vike page. The menu the edge already has is rendered with the rest of the page (a
 * visitor's menu page in one piece, and once per menu: page-cache.ts); a menu not cached yet is
 * handed over as a loader the page awaits inside Suspense, so it streams in later.
 */
export async function renderVikePage(c: Context<AppEnv>): Promise<Response> {
  const venue = c.get('venue')
  const locale = c.get('locale')
  const nonce = c.get('nonce')
  const url = new URL(c.req.url)
  const requestedPos = Number(url.searchParams.get('pos')) || null
  const selected = venue ? pointOfSaleFor(venue, requestedPos) ?? pointOfSaleFor(venue) : null

  // A visitor's menu page with its menu at hand is the same for every visitor.
  const visitorMenuPage = venue?.pos.active && selected && !sessionToken(c) && splitLocalePath(url.pathname).rest === '/'
  const visitorMenu = visitorMenuPage ? await cachedMenuView(c, selected, locale, null) : null
  const address = `${url.pathname}${url.search}`
  if (visitorMenu && venue) {
    const kept = keptPage(visitorMenu, venue, address, nonce)
    if (kept) {
      c.set('page', MENU_PAGE)
      return kept
    }
  }

  const { customer, unknown: customerUnknown } = await currentCustomer(c)
  const priceListId = customer?.priceListId ?? null
  const pointOfSaleOrThrow = (posId: number) => {
    const pointOfSale = venue && pointOfSaleFor(venue, posId)
    if (!pointOfSale) throw new Error(`No point of sale ${posId} here`)
    return pointOfSale
  }
  // Worked out once, for whichever of a page's hooks asks first.
  let settings: CheckoutSettings | null | undefined
  const { renderPage } = await loadVike()
  const pageContext = await renderPage({
    urlOriginal: c.req.url,
    headersOriginal: c.req.raw.headers,
    cspNonce: nonce,
    locale,
    messages: venue ? frameMessages(locale, customer !== null, customerUnknown === 'late') : unknownHostMessages(locale),
    pageMessages: (groups: readonly PageMessageGroup[]) => pageMessagesFor(locale, groups),
    venue: venue && venueViewOf(venue, locale),
    selectedPosId: selected?.pos.id ?? null,
    customer,
    customerUnknown,
    debug: c.get('config').DEBUG_PANEL === 'on' && venue ? debugView(venue) : null,
    checkoutSettings: () => (settings ??= venue && checkoutSettings(venue.pos, locale)),
    loadMenu: (posId: number) => menuViewFor(c, pointOfSaleOrThrow(posId), locale, priceListId),
    cachedMenu: (posId: number) => cachedMenuView(c, pointOfSaleOrThrow(posId), locale, priceListId),
    ownApiRead: (address: string) => ownApiRead(c, address),
  })
  const { httpResponse } = pageContext
  if (pageContext.pageId) c.set('page', pageContext.pageId)
  const status = statusFor(httpResponse.statusCode, venue)
  const headers = new Headers(httpResponse.headers)
  // A customer's page is theirs alone: kept nowhere, not even in the browser's history cache.
  headers.set('cache-control', sessionToken(c) ? 'no-store' : 'private, no-cache')
  if (visitorMenu && venue && status === 200) {
    // Rendered in one piece (pages/+onBeforeRenderHtml.ts): its text is at hand, and kept for the next visitor.
    const html = loadScriptsAfterFirstPaintInHtml(await httpResponse.getBody(), nonce)
    keepPage({ menu: visitorMenu, venue, address, html, nonce })
    return new Response(html, { status, headers })
  }
  // Pages nobody shares (schedule, checkout, quick order, account) bring the diner's visitor cookie;
  // a visitor's menu page stays the same for everyone.
  if (!visitorMenuPage) await offerVisitorCookie(c, headers)
  return loadScriptsAfterFirstPaint(new Response(httpResponse.getReadableWebStream(), { status, headers }), nonce)
}

/**
 * What every page of this request carries: a customer's, their frame's texts; a session the browser
 * will check (its page ran out of time), those and what its screen says while it waits.
 */
function frameMessages(locale: Locale, customer: boolean, sessionLate: boolean) {
  if (sessionLate) return { ...commonMessagesFor(locale), ...pageMessagesFor(locale, ['customer', 'reads']) }
  return customer ? { ...commonMessagesFor(locale), ...pageMessagesFor(locale, ['customer']) } : commonMessagesFor(locale)
}

/** The page of a host no venue uses: the frame's texts and the sentence under SPEC §8's words. */
function unknownHostMessages(locale: Locale) {
  return { ...commonMessagesFor(locale), ...pageMessagesFor(locale, ['unknownHost']) }
}

// Views of a venue record, per language.
const venueViews = viewsPerObject<VenueRecord, VenueView>()
const venueViewOf = (venue: VenueRecord, locale: Locale) =>
  venueViews(venue, locale, () => venueView(venue, locale, zoneOffsetsAround(DEFAULT_TIME_ZONE, Date.now())))

// An unknown host is not a page of ours (SPEC §8 'Unable to find host with url'); an inactive venue is closed.
function statusFor(vikeStatus: number, venue: AppEnv['Variables']['venue']): number {
  if (!venue) return 404
  if (!venue.pos.active && vikeStatus === 200) return 503
  return vikeStatus
}
