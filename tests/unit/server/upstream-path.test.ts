import { describe, expect, it } from 'vitest'
import { pathOf, upstreamPath } from '../../../server/upstream/upstream-path'

// An upstream path goes out with its values and is named by its pattern (logs, metrics, errors).
describe('upstreamPath', () => {
  it('encodes each value as one segment and names the path by its template', () => {
    expect(upstreamPath`/customer/${'a/b?c'}`).toEqual({ path: '/customer/a%2Fb%3Fc', pattern: '/customer/{}' })
    expect(upstreamPath`/order?uids=${'5239edc1-2f37'}`).toEqual({ path: '/order?uids=5239edc1-2f37', pattern: '/order?uids={}' })
    expect(upstreamPath`/slots/${'tok'}/${2}/${1}/${'2026-12-15'}/${'42'}`.pattern).toBe('/slots/{}/{}/{}/{}/{}')
  })

  it('refuses a value that would walk the path', () => {
    for (const value of ['', '.', '..']) expect(() => upstreamPath`/customer/${value}`).toThrow()
  })
})

describe('pathOf a plain string', () => {
  it('keeps a fixed route as its own pattern', () => {
    expect(pathOf('/changepasswordwithtoken').pattern).toBe('/changepasswordwithtoken')
    expect(pathOf('/api/v4/allergens').pattern).toBe('/api/v4/allergens')
  })

  it('leaves out any segment or query value that could be a value put in by hand', () => {
    expect(pathOf('/customer/demo-token-camille9').pattern).toBe('/customer/{}')
    expect(pathOf('/checkemail/camille.dubois@example.com').pattern).toBe('/checkemail/{}')
    expect(pathOf('/order?uids=5239edc1&x=y').pattern).toBe('/order?uids={}&x={}')
    expect(pathOf('/customer/abcdefghijklmnopqrstuvwxyzabcdefghijklmnopq').pattern).toBe('/customer/{}')
  })
})
