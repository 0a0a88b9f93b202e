import { describe, expect, it } from 'vitest'
import { ORIGIN_COOKIE, originRedirectUrl, readCookie } from '../../../components/layout/origin-cookie'

// The redirect popup's cookie clickandcollect-origin (SPEC §2 Other popups, §3 Cookies).

describe('readCookie', () => {
  it('reads a cookie among others, with or without spaces after the semicolons', () => {
    const header = 'i18n_redirected=fr; clickandcollect-origin=https%3A%2F%2Fwww.lumiere.be%2F;customer-anonymous-id=12345'
    expect(readCookie(header, ORIGIN_COOKIE)).toBe('https%3A%2F%2Fwww.lumiere.be%2F')
    expect(readCookie(header, 'i18n_redirected')).toBe('fr')
    expect(readCookie(header, 'customer-anonymous-id')).toBe('12345')
  })

  it('keeps equals signs inside the value', () => {
    expect(readCookie('clickandcollect-origin=https://shop.example/?a=1&b=2', ORIGIN_COOKIE)).toBe(
      'https://shop.example/?a=1&b=2',
    )
  })

  it('gives an empty string for an empty cookie, and null for a missing one', () => {
    expect(readCookie('clickandcollect-origin=; other=1', ORIGIN_COOKIE)).toBe('')
    expect(readCookie('other=1', ORIGIN_COOKIE)).toBeNull()
    expect(readCookie('', ORIGIN_COOKIE)).toBeNull()
  })

  it('matches the whole name only', () => {
    expect(readCookie('my-clickandcollect-origin=x; clickandcollect-origin-old=y', ORIGIN_COOKIE)).toBeNull()
  })
})

describe('originRedirectUrl', () => {
  it('accepts absolute http and https addresses', () => {
    expect(originRedirectUrl('https://www.lumiere.be/order')).toBe('https://www.lumiere.be/order')
    expect(originRedirectUrl('http://comptoir.example/')).toBe('http://comptoir.example/')
  })

  it('decodes an encoded value', () => {
    expect(originRedirectUrl('https%3A%2F%2Fwww.lumiere.be%2Fcommander%3Ftable%3D4')).toBe(
      'https://www.lumiere.be/commander?table=4',
    )
  })

  it('normalises the address it offers', () => {
    expect(originRedirectUrl('HTTPS://WWW.Lumiere.BE')).toBe('https://www.lumiere.be/')
  })

  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['encoded javascript:', 'javascript%3Aalert(document.cookie)'],
    ['javascript: with odd case and spaces', ' JavaScript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['encoded data:', 'data%3Atext%2Fhtml%3Bbase64%2CPHNjcmlwdD4%3D'],
    ['a relative path', '/fr/menu'],
    ['a protocol-relative address', '//evil.example/'],
    ['a bare host', 'www.lumiere.be'],
    ['ftp:', 'ftp://files.example/'],
    ['garbage', 'not a url at all'],
    ['a broken escape', '%E0%A4%A'],
    ['an empty value', ''],
    ['no cookie', null],
  ])('refuses %s', (_label, raw) => {
    expect(originRedirectUrl(raw)).toBeNull()
  })
})
