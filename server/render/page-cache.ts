import type { MenuView } from '../../domain/menu-view'
import type { VenueRecord } from '../venue/venue-record'

// A visitor's menu page depends on nothing but the venue, the address (language, stand) and the menu:
// every visitor gets the same HTML, bar the CSP nonce. It is rendered once and kept in the isolate,
// per menu (a refreshed menu is a new view object, so its pages are rendered afresh) and per venue
// record (reloaded every few seconds); each answer gets a nonce of its own.

type Kept = { venue: VenueRecord; html: string; nonce: string }

// Pages per menu view, and views in the order they were used: bounded, so a long-running isolate keeps
// at most this many pages of at most this many menus.
const PAGES_PER_MENU = 16
const MENUS = 32
const byMenu = new Map<MenuView, Map<string, Kept>>()

function pagesOf(menu: MenuView): Map<string, Kept> {
  let pages = byMenu.get(menu)
  if (pages) byMenu.delete(menu)
  else pages = new Map()
  byMenu.set(menu, pages)
  if (byMenu.size > MENUS) byMenu.delete(byMenu.keys().next().value!)
  return pages
}

/** The kept page for this address, with `nonce` in place of the one it was rendered with. */
export function keptPage(menu: MenuView, venue: VenueRecord, address: string, nonce: string): Response | null {
  const kept = byMenu.get(menu)?.get(address)
  if (!kept || kept.venue !== venue) return null
  return new Response(kept.html.replaceAll(`nonce="${kept.nonce}"`, `nonce="${nonce}"`), {
    headers: { 'content-type': 'text/html;charset=utf-8', 'cache-control': 'private, no-cache' },
  })
}

/** Keeps `html`, the page for this address, for the next visitor. */
export function keepPage({ menu, venue, address, html, nonce }: { menu: MenuView; venue: VenueRecord; address: string; html: string; nonce: string }) {
  const pages = pagesOf(menu)
  pages.set(address, { venue, html, nonce })
  if (pages.size > PAGES_PER_MENU) pages.delete(pages.keys().next().value!)
}
