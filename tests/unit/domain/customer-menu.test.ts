import { describe, expect, it } from 'vitest'
import { balanceTagCents, customerMenu, menuSectionOf, showsBalance } from '../../../domain/customer-menu'
import { venueView } from '../../../domain/venue-view'
import { demoPlatform, demoVenueRecords } from './demo-data'

const open = { allowOrder: true, allowCredit: true, onlinePayment: true }
const camille = { hasWallet: true, balanceCents: 2550 }
const pieter = { hasWallet: false, balanceCents: null }
const lucas = { hasWallet: true, balanceCents: 0 }

describe('customerMenu (SPEC §2 customer sidebar entries)', () => {
  it('lists dashboard, my account, orders and my balance with its tag, and the new order button', () => {
    const menu = customerMenu(open, camille)
    expect(menu.entries).toEqual([
      { key: 'dashboard', path: '/dashboard' },
      { key: 'account', path: '/customer/account' },
      { key: 'orders', path: '/customer/order' },
      { key: 'balance', path: '/customer/credit' },
    ])
    expect(menu.newOrder).toBe(true)
    expect(menu.balanceTag).toBe(2550)
  })

  it('leaves out orders and the new order button where ordering is not allowed', () => {
    const menu = customerMenu({ ...open, allowOrder: false }, camille)
    expect(menu.entries.map((entry) => entry.key)).toEqual(['dashboard', 'account', 'balance'])
    expect(menu.newOrder).toBe(false)
  })

  it('shows my balance only with credit allowed, a wallet and an online payment provider', () => {
    expect(showsBalance(open, camille)).toBe(true)
    expect(showsBalance(open, pieter)).toBe(false)
    expect(showsBalance({ ...open, allowCredit: false }, camille)).toBe(false)
    expect(showsBalance({ ...open, onlinePayment: false }, camille)).toBe(false)
    expect(customerMenu(open, pieter).entries.map((entry) => entry.key)).toEqual(['dashboard', 'account', 'orders'])
    expect(customerMenu(open, pieter).balanceTag).toBeNull()
  })

  it('shows the balance tag only above 0', () => {
    expect(balanceTagCents(lucas)).toBeNull()
    expect(balanceTagCents({ hasWallet: true, balanceCents: -100 })).toBeNull()
    expect(balanceTagCents({ hasWallet: true, balanceCents: null })).toBeNull()
    expect(balanceTagCents({ hasWallet: true, balanceCents: 1 })).toBe(1)
    const menu = customerMenu(open, lucas)
    expect(menu.entries.map((entry) => entry.key)).toContain('balance')
    expect(menu.balanceTag).toBeNull()
  })

  it('gives no tag when the balance entry is hidden, whatever the balance', () => {
    expect(customerMenu({ ...open, allowCredit: false }, camille).balanceTag).toBeNull()
  })
})

describe('menuSectionOf', () => {
  it('marks the entry of a page and of the screens reached from it', () => {
    expect(menuSectionOf('/dashboard')).toBe('dashboard')
    expect(menuSectionOf('/customer/account')).toBe('account')
    expect(menuSectionOf('/customer/edit')).toBe('account')
    expect(menuSectionOf('/customer/addresses/')).toBe('account')
    expect(menuSectionOf('/customer/order')).toBe('orders')
    expect(menuSectionOf('/customer/credit')).toBe('balance')
    expect(menuSectionOf('/customer/creditrefund')).toBe('balance')
  })

  it('marks nothing outside the account area', () => {
    expect(menuSectionOf('/')).toBeNull()
    expect(menuSectionOf('/schedule')).toBeNull()
    expect(menuSectionOf('/customer/creditx')).toBeNull()
  })
})


describe('venueView ordering: the flags of the balance menu', () => {
  it('carries allow_credit, either online payment flag and allow_refund', () => {
    const lumiere = venueView(demoVenueRecords(demoPlatform('lumiere')), 'en').ordering
    expect(lumiere).toMatchObject({ allowCredit: true, onlinePayment: true, allowRefund: false })
    const club = venueView(demoVenueRecords(demoPlatform('club')), 'en').ordering
    expect(club).toMatchObject({ allowCredit: true, allowRefund: true })
  })

  it('counts one online payment provider as enough', () => {
    const platform = demoPlatform('lumiere')
    const cardOnly = { ...platform, pos: { ...platform.pos, allow_card_payment: true, allow_wallet_payment: false } }
    const walletOnly = { ...platform, pos: { ...platform.pos, allow_card_payment: false, allow_wallet_payment: true } }
    const none = { ...platform, pos: { ...platform.pos, allow_card_payment: false, allow_wallet_payment: false } }
    expect(venueView(demoVenueRecords(cardOnly), 'en').ordering.onlinePayment).toBe(true)
    expect(venueView(demoVenueRecords(walletOnly), 'en').ordering.onlinePayment).toBe(true)
    expect(venueView(demoVenueRecords(none), 'en').ordering.onlinePayment).toBe(false)
  })
})
