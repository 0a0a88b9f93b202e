import type { Cents } from './money'

// The logged-in customer's sidebar (SPEC §2 Layouts "Customer sidebar entries", §6): which entries it
// lists for a venue and a customer, and which entry a page belongs to.

export type CustomerMenuKey = 'dashboard' | 'account' | 'orders' | 'balance'
export type CustomerMenuEntry = { key: CustomerMenuKey; path: string }

/** The venue flags the sidebar follows (VenueView.ordering). */
export type CustomerMenuSettings = { allowOrder: boolean; allowCredit: boolean; onlinePayment: boolean }
/** What the sidebar knows of the customer (CustomerView). */
export type CustomerMenuCustomer = { hasWallet: boolean; balanceCents: Cents | null }

export const CUSTOMER_MENU_PATHS: Readonly<Record<CustomerMenuKey, string>> = {
  dashboard: '/dashboard',
  account: '/customer/account',
  orders: '/customer/order',
  balance: '/customer/credit',
}

// The pages each entry stands for: its own page and the screens reached from it.
const SECTIONS: Readonly<Record<CustomerMenuKey, readonly string[]>> = {
  dashboard: ['/dashboard'],
  account: [
    '/customer/account',
    '/customer/edit',
    '/customer/addresses',
    '/customer/changepassword',
    '/customer/linkcard',
    '/customer/tickets',
    '/customer/invoices',
  ],
  orders: ['/customer/order'],
  balance: ['/customer/credit', '/customer/creditadd', '/customer/creditok', '/customer/creditrefund'],
}

/**
 * My balance needs the venue to allow credit, the customer to hold a cashless wallet, and at least
 * one of the two online payment providers (SPEC §2, §6).
 */
export function showsBalance(settings: CustomerMenuSettings, customer: CustomerMenuCustomer): boolean {
  return settings.allowCredit && customer.hasWallet && settings.onlinePayment
}

/** The balance tag shows only above 0 (SPEC §2); null means no tag. */
export function balanceTagCents(customer: CustomerMenuCustomer): Cents | null {
  return customer.balanceCents !== null && customer.balanceCents > 0 ? customer.balanceCents : null
}

export type CustomerMenu = {
  entries: CustomerMenuEntry[]
  /** The 'new order' button, only where ordering is allowed. */
  newOrder: boolean
  /** The amount on the balance entry, or null for no tag (also when the entry is not listed). */
  balanceTag: Cents | null
}

/** Dashboard, my account, orders (if ordering is allowed), my balance (see showsBalance), in that order. */
export function customerMenu(settings: CustomerMenuSettings, customer: CustomerMenuCustomer): CustomerMenu {
  const balance = showsBalance(settings, customer)
  const keys: CustomerMenuKey[] = ['dashboard', 'account']
  if (settings.allowOrder) keys.push('orders')
  if (balance) keys.push('balance')
  return {
    entries: keys.map((key) => ({ key, path: CUSTOMER_MENU_PATHS[key] })),
    newOrder: settings.allowOrder,
    balanceTag: balance ? balanceTagCents(customer) : null,
  }
}

/** The entry a page (path without its locale prefix) belongs to, or null for pages outside the account area. */
export function menuSectionOf(path: string): CustomerMenuKey | null {
  const page = path.length > 1 ? path.replace(/\/+$/, '') : path
  for (const key of Object.keys(SECTIONS) as CustomerMenuKey[]) {
    if (SECTIONS[key].includes(page)) return key
  }
  return null
}
