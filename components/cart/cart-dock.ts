// From these widths the cart bar's cart stands as a column beside the page, always open (issue 30:
// a desktop is not a stretched phone). The same widths are in the stylesheets, which lay the column
// out before any script runs: pages/styles.css for the visitor's frame, and, beside the customer's
// 320 px sidebar, components/account/customer-layout.css.

/** A visitor's frame: the menu and a 320 px column fit from 1024 px. */
export const DOCKED_CART_VISITOR = '(min-width: 1024px)'

/** A customer's frame, whose sidebar already takes 320 px (SPEC §9): from 1280 px. */
export const DOCKED_CART_CUSTOMER = '(min-width: 1280px)'
