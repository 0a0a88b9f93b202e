import { describe, expect, it } from 'vitest'
import { accessRedirect, afterLogoutPath, needsCustomer, UNKNOWN_ACCESS, UnknownAccessError } from '../../../domain/route-access'

const visitor = { loggedIn: false, allowOrderWithoutAccount: true, path: '/' }
const customer = { ...visitor, loggedIn: true }
const membersOnly = { ...visitor, allowOrderWithoutAccount: false }

describe('accessRedirect (SPEC §2 route guards)', () => {
  it('shows public pages to everyone', () => {
    expect(accessRedirect('public', visitor)).toBeNull()
    expect(accessRedirect(undefined, membersOnly)).toBeNull()
  })

  it('sends a logged-in customer from login-type pages to the dashboard', () => {
    expect(accessRedirect('loginType', customer)).toBe('/dashboard')
    expect(accessRedirect('loginType', visitor)).toBeNull()
  })

  it('sends a visitor from ordering pages to login only where ordering needs an account', () => {
    expect(accessRedirect('ordering', visitor)).toBeNull()
    expect(accessRedirect('ordering', membersOnly)).toBe('/customer/login')
    expect(accessRedirect('ordering', { ...membersOnly, loggedIn: true })).toBeNull()
  })

  it('keeps login, register, reset password and card linking open even there', () => {
    for (const path of ['/customer/login', '/customer/register', '/customer/resetpassword', '/customer/linkcard']) {
      expect(accessRedirect('ordering', { ...membersOnly, path })).toBeNull()
    }
    expect(accessRedirect('ordering', { ...membersOnly, path: '/customer/validatetoken' })).toBe('/customer/login')
  })

  it('always needs a login for account pages', () => {
    expect(accessRedirect('account', visitor)).toBe('/customer/login')
    expect(accessRedirect('account', customer)).toBeNull()
  })

  it("refuses an access it does not know with 'Unknown middleware'", () => {
    expect(() => accessRedirect('admin', customer)).toThrow(UnknownAccessError)
    expect(() => accessRedirect('admin', customer)).toThrow(UNKNOWN_ACCESS)
  })
})

describe('needsCustomer', () => {
  it('names the pages a visitor is sent to login from: account pages, and ordering pages where the venue wants members', () => {
    expect(needsCustomer('account', visitor)).toBe(true)
    expect(needsCustomer('ordering', membersOnly)).toBe(true)
    expect(needsCustomer('ordering', visitor)).toBe(false)
    expect(needsCustomer('ordering', { ...membersOnly, path: '/customer/login' })).toBe(false)
    expect(needsCustomer('loginType', visitor)).toBe(false)
    expect(needsCustomer('public', membersOnly)).toBe(false)
  })
})

describe('afterLogoutPath', () => {
  it('lands on the menu where ordering is allowed, else on /home', () => {
    expect(afterLogoutPath(true)).toBe('/')
    expect(afterLogoutPath(false)).toBe('/home')
  })
})
