import { expect, test } from './support/test'
import { CROQUETTES, STILL_WATER, toEmptyPaymentStep } from './pages/lumiere-takeaway'
import { OUTCOMES, sandbox } from './pages/order-result'
import { expectNoSeriousViolations } from './support/axe'
import { euro, languageOf, messages } from './support/demo'

// What the result page says an order cost and how it was paid: its lines, then the amounts adding up
// to the total. Lumière takeaway: croquettes 10.50, water 4.00; voucher LUM-GIFT-2025 holds 20.00.

test.beforeEach(() => sandbox.reset())
test.afterEach(() => sandbox.reset())

test('an order paid with a voucher: the lines, the voucher and what was paid add up to the total', async ({ page, payment, orderResult: result }) => {
  const checkout = await toEmptyPaymentStep(page, [CROQUETTES, CROQUETTES, STILL_WATER])
  await checkout.applyVoucher('LUM-GIFT-2025')
  await expect(checkout.reviewAmount('To pay')).toHaveText(euro(500))
  await checkout.fillPayment({ method: 'Bancontact' })
  await expect(checkout.payButton()).toHaveText(`Pay ${euro(500)}`)
  await checkout.payButton().click()
  await payment.waitForIt()
  await expect(payment.detail('Amount')).toHaveText(euro(500))
  await payment.choose('Paid')

  await result.waitFor(OUTCOMES.success.title)
  await expect(result.lines()).toHaveText([`2 × ${CROQUETTES}${euro(2100)}`, `1 × ${STILL_WATER}${euro(400)}`])
  await expect(result.amounts()).toHaveText([`Total${euro(2500)}`, `Voucher LUM-GIFT-2025−${euro(2000)}`, `Paid${euro(500)}`])
  // The total before the voucher is not said to be what was paid.
  await expect(result.value('Amount')).toHaveCount(0)
  await expectNoSeriousViolations(page)
})

test("a result page read in another language than the order's names its lines in the page's", async ({ page, payment, orderResult: result }) => {
  const checkout = await toEmptyPaymentStep(page, [CROQUETTES, CROQUETTES, STILL_WATER])
  await checkout.fillPayment({ method: 'Bancontact' })
  await checkout.payButton().click()
  await payment.waitForIt()
  await payment.choose('Paid')
  await result.waitFor(OUTCOMES.success.title)
  await expect(result.lineNames()).toHaveText([`2 × ${CROQUETTES}`, `1 × ${STILL_WATER}`])

  // Placed in English, read in French: the menu's French names.
  await page.goto(page.url().replace('/en/my-order', '/fr/my-order'))
  await expect(result.title()).toHaveText(messages('fr')['result.success.title']!)
  await expect(result.lineNames()).toHaveText(['2 × Croquettes de fromage (2 pièces)', '1 × Eau plate (50 cl)'])
  expect(await languageOf(result.lineNames().first())).toBe('fr')

  // Read in German: the venue names its dishes in English only, and the page says so to a screen reader.
  await page.goto(page.url().replace('/fr/my-order', '/de/my-order'))
  await expect(result.lineNames()).toHaveText([`2 × ${CROQUETTES}`, `1 × ${STILL_WATER}`])
  await expect(result.lineNames().first()).toHaveAttribute('lang', 'en')
  await expectNoSeriousViolations(page)
})
