import { describe, expect, it } from 'vitest'
import { showsHeaderCart, showsLoginLink } from '../../../components/layout/page-cart'

// SPEC §2 Layouts: the visitor's header carries the cart on the pages without the cart bar.

describe('showsHeaderCart', () => {
  it.each([
    '/checkout',
    '/checkout/account',
    '/checkout/delivery-address',
    '/checkout/payment-method',
    '/info/termsofuse',
    '/info/privacy',
    '/my-order',
    '/wallet-order',
  ])('puts the cart in the header of %s', (page) => {
    expect(showsHeaderCart(page)).toBe(true)
  })

  it.each([
    ['the menu, which has the cart bar', '/'],
    ['the schedule, which has the cart bar', '/schedule'],
    ['a quick order, whose cart belongs to the table', '/quickorder/ee165adf-9aa2-533d-ba19-6ff39ef1d8e0'],
    ["a quick order's result", '/quickorder/order'],
    ['the login page', '/customer/login'],
    ['the home page', '/home'],
    ['a path that only starts like the checkout', '/checkoutx'],
    ['a deeper path under the checkout', '/checkout/payment-method/extra'],
  ])('leaves it out of %s', (_label, page) => {
    expect(showsHeaderCart(page)).toBe(false)
  })
})

describe('showsLoginLink', () => {
  it('offers the login everywhere but at a table', () => {
    for (const page of ['/', '/schedule', '/checkout/account', '/my-order', '/quickorders']) expect(showsLoginLink(page), page).toBe(true)
    for (const page of ['/quickorder', '/quickorder/ee165adf-9aa2-533d-ba19-6ff39ef1d8e0', '/quickorder/order']) expect(showsLoginLink(page), page).toBe(false)
  })
})
