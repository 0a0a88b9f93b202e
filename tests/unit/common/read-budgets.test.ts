import { describe, expect, it } from 'vitest'
import { BROWSER_READ_LIMIT_MS, DINER_READ_TIMEOUT_MS, isDinerRead } from '../../../common/read-budgets'

describe('reads the diner waits for (decision 025)', () => {
  it('are their own data: profile, orders, one order, balance, documents', () => {
    for (const path of [
      '/customer',
      '/customer/countries',
      '/customer/orders',
      '/order/0b6e3f52-1c4d-4e8a-9f70-2a5b6c7d8e91',
      '/order-from-payment/tr_12345',
      '/credit',
      '/credit/history',
      '/credit/refund',
      '/documents/tickets',
      '/documents/invoices/LUM-001342',
    ]) {
      expect(isDinerRead(path), path).toBe(true)
    }
  })

  it('are not the menu, the schedule, the checkout or the texts, nor a path that only starts like one', () => {
    for (const path of ['/menu/100', '/menu/100/facts', '/slots/2/1/2026-12-15', '/payment-methods', '/voucher/LUM-GIFT-2025', '/messages/account', '/credit/history/extra', '/customers', '/order']) {
      expect(isDinerRead(path), path).toBe(false)
    }
  })

  it('wait 60 s as SPEC §7 says, and the browser longer, so the Worker says why it gave up', () => {
    expect(DINER_READ_TIMEOUT_MS).toBe(60_000)
    expect(BROWSER_READ_LIMIT_MS).toBeGreaterThan(DINER_READ_TIMEOUT_MS)
  })
})
