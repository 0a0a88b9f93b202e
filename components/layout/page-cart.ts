// Where a visitor finds the cart (SPEC §2 Layouts: the visitor's header has the cart). The menu and the
// schedule carry the cart bar at the bottom of the screen; the pages a diner passes through on the way
// to and after paying carry it in the header instead, where it does not cover the page's own buttons.

import { ORDER_RESULT_PATH, trimmedPath, WALLET_RESULT_PATH } from '../../common/result-pages'

/** Checkout (any step) and the legal pages, by path without the locale prefix. */
const HEADER_CART_PAGES = /^\/(checkout(\/[a-z-]+)?|info\/[a-z]+)\/?$/

/** Whether a visitor's page shows the cart in its header: those above and the order's results. */
export function showsHeaderCart(page: string): boolean {
  return HEADER_CART_PAGES.test(page) || [ORDER_RESULT_PATH, WALLET_RESULT_PATH].includes(trimmedPath(page))
}

/**
 * Whether a visitor's header offers the login link: not at a table (SPEC §2 'quick-order layout'),
 * where the diner orders as a guest and a login would lead away from the table.
 */
export function showsLoginLink(page: string): boolean {
  return !/^\/quickorder(\/|$)/.test(page)
}
