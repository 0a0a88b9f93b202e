import { describe, expect, it } from 'vitest'
import { isResultPage } from '../../../common/result-pages'

describe('isResultPage', () => {
  it('names the order result pages, where the booking banner does not show', () => {
    expect(isResultPage('/my-order')).toBe(true)
    expect(isResultPage('/wallet-order')).toBe(true)
    expect(isResultPage('/quickorder/order')).toBe(true)
    expect(isResultPage('/my-order/')).toBe(true)
  })

  it('leaves the ordering pages to the banner', () => {
    for (const path of ['/', '/schedule', '/checkout/account', '/checkout/payment-method', '/quickorder', '/quickorder/abc']) {
      expect(isResultPage(path)).toBe(false)
    }
  })
})
