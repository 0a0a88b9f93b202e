// The journey's pages arrive with what the diner came for, so it is on screen at first paint and
// nothing moves once the scripts run: the order's result and the table's menu are read on the server,
// the schedule and the checkout are rendered in their first state. A venue slower than the page's
// budget (2.5 s, common/read-budgets.ts) still gets a page in time, whose screen then asks.
import { afterEach, describe, expect, it } from 'vitest'
import { addFault, clearFaults, headings, page, productCardCount, visibleHtml } from './helpers'

const PAID_EAT_IN = '5239edc1-2f37-5311-81dd-e30769e34ac6'
const COMPTOIR_TABLE_1 = 'ee165adf-9aa2-533d-ba19-6ff39ef1d8e0'
const SLOW_MS = 4_000

afterEach(clearFaults)

describe('an order’s result page', () => {
  it('arrives with the order: its outcome, number and lines', async () => {
    const result = await page('lumiere.localhost', `/en/my-order?uid=${PAID_EAT_IN}`)
    expect(result.status).toBe(200)
    const shown = visibleHtml(result.body)
    expect(headings(shown, 1)).toEqual(['Thank you for your order!'])
    expect(shown).toContain('LUM-001311')
    expect(shown).toContain('order-lines')
    expect(shown).not.toContain('Looking up your order…')
  })

  it('still arrives in time when the venue is slow, and says it is looking the order up', async () => {
    await addFault({ match: `/venues/lumiere/api/order`, delay_ms: SLOW_MS })
    const result = await page('lumiere.localhost', `/en/my-order?uid=${PAID_EAT_IN}`)
    expect(result.status).toBe(200)
    expect(visibleHtml(result.body)).toContain('Looking up your order…')
  })
})

describe('a table’s quick order page', () => {
  it('arrives with the table’s number and its menu', async () => {
    const quick = await page('comptoir.localhost', `/en/quickorder/${COMPTOIR_TABLE_1}`)
    expect(quick.status).toBe(200)
    const shown = visibleHtml(quick.body)
    expect(shown).toContain('Table 1')
    expect(shown).not.toContain('Looking up your table…')
    expect(productCardCount(quick.body)).toBeGreaterThan(0)
  })

  it('names a table QR codes give as ?tableuid= just the same', async () => {
    const quick = await page('comptoir.localhost', `/en/quickorder?tableuid=${COMPTOIR_TABLE_1}`)
    expect(visibleHtml(quick.body)).toContain('Table 1')
  })
})

describe('the header’s picture', () => {
  it('is asked for first on the journey’s pages, where it is the largest thing on the first screen', async () => {
    for (const path of ['/en/schedule', '/en/checkout/account', `/en/my-order?uid=${PAID_EAT_IN}`]) {
      const { body } = await page('lumiere.localhost', path)
      expect(body, path).toContain('<link rel="preload" as="image" href="/demo-images/lumiere-background.svg" fetchPriority="high"/>')
    }
  })
})

describe('pages in their first state', () => {
  it('the schedule shows its choices at once, before the stored order is read', async () => {
    const schedule = visibleHtml((await page('lumiere.localhost', '/en/schedule')).body)
    for (const choice of ['Eat in', 'Takeaway', 'Delivery', 'Number of persons', 'class="calendar-grid"']) expect(schedule).toContain(choice)
  })

  it('each checkout step shows its title at once', async () => {
    for (const step of ['account', 'delivery-address', 'payment-method']) {
      const checkout = visibleHtml((await page('lumiere.localhost', `/en/checkout/${step}`)).body)
      expect(headings(checkout, 1)).toEqual(['Checkout'])
    }
  })
})
