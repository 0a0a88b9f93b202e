import type { MenuView } from '../../domain/menu-view'
import { stringBytes, ByteLru } from '../byte-lru'
import { isolateCaches } from '../isolate-caches'
import type { VenueRecord } from '../venue/venue-record'

// A visitor's menu page depends on nothing but the venue, the address (language, stand) and the menu:
// every visitor gets the same HTML, bar the CSP nonce. It is rendered once and kept in the isolate,
// per menu (a refreshed menu is a new view object, so its pages are rendered afresh) and per venue
// record (reloaded every few seconds); each answer gets a nonce of its own. Pages are charged by their
// bytes to the isolate's caches (a large venue's page is over 200 KB): the least recently shown go first.

type Kept = { venue: VenueRecord; html: string; nonce: string }

// Each menu view numbered once, so its pages are keyed by number and address.
const viewIds = new WeakMap<MenuView, number>()
let lastViewId = 0
const viewId = (menu: MenuView) => {
  let id = viewIds.get(menu)
  if (id === undefined) viewIds.set(menu, (id = ++lastViewId))
  return id
}

const pages = new ByteLru<string, Kept>(isolateCaches, (kept) => stringBytes(kept.html))

const keyOf = (menu: MenuView, address: string) => `${viewId(menu)} ${address}`

/** The kept page for this address, with `nonce` in place of the one it was rendered with. */
export function keptPage(menu: MenuView, venue: VenueRecord, address: string, nonce: string): Response | null {
  const kept = pages.get(keyOf(menu, address))
  if (!kept || kept.venue !== venue) return null
  return new Response(kept.html.replaceAll(`nonce="${kept.nonce}"`, `nonce="${nonce}"`), {
    headers: { 'content-type': 'text/html;charset=utf-8', 'cache-control': 'private, no-cache' },
  })
}

/** Keeps `html`, the page for this address, for the next visitor. */
export function keepPage({ menu, venue, address, html, nonce }: { menu: MenuView; venue: VenueRecord; address: string; html: string; nonce: string }) {
  pages.set(keyOf(menu, address), { venue, html, nonce })
}
