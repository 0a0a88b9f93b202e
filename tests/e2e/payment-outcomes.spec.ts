import { expect, test, type Page } from './support/test'
import { CartDrawer } from './pages/cart'
import { recordCheckoutRequests, storedState } from './pages/checkout'
import { AMOUNT, CROQUETTES, STILL_WATER, toPaymentStep } from './pages/lumiere-takeaway'
import { OUTCOMES, sandbox } from './pages/order-result'
import { euro } from './support/demo'

// How a payment ends on the sandbox payment page, at Lumière takeaway (pages/lumiere-takeaway.ts).

test.beforeEach(() => sandbox.reset())
test.afterEach(() => sandbox.reset())

/** The cart lines kept on the device, as product id and quantity. */
async function storedCart(page: Page) {
  const { cart } = await storedState(page)
  return (cart as { id: string; quantity: number }[] | null)?.map(({ id, quantity }) => ({ id: String(id), quantity }))
}

const FULL_CART = [
  { id: '100001', quantity: 1 },
  { id: '100034', quantity: 1 },
]

for (const [button, outcome, status] of [
  ['Failed', 'failed', 'Failed'],
  ['Canceled', 'canceled', 'Canceled'],
  ['Expired', 'expired', 'Expired'],
] as const) {
  test(`${outcome}: its screen and text, the cart kept, and 'Try again' pays with a new order`, async ({ page, payment, orderResult: result }) => {
    test.setTimeout(45_000)
    const requests = recordCheckoutRequests(page)
    const checkout = await toPaymentStep(page)
    const held = (await storedState(page)).order?.slot as { slotId: string; maximumLockTime: string }
    await checkout.payButton().click()
    await payment.waitForIt()
    await payment.choose(button)

    await expect(page).toHaveURL(/\/en\/my-order\?uid=[0-9a-f-]{36}$/)
    await result.waitFor(OUTCOMES[outcome].title)
    await expect(result.text()).toHaveText(OUTCOMES[outcome].text)
    await expect(result.value('Payment status')).toHaveText(status)
    await expect(result.retryLink()).toBeVisible()
    const first = await sandbox.onlyOrder('lumiere')
    expect(first.status).toBe(outcome)
    // The cart stays for another attempt.
    expect(await storedCart(page)).toEqual(FULL_CART)
    // The venue released the booking with the payment: the same slot is held again for the retry.
    await expect
      .poll(async () => (await storedState(page)).order?.slot)
      .toMatchObject({ slotId: held.slotId, maximumLockTime: expect.not.stringMatching(`^${held.maximumLockTime}$`) })

    await result.retryLink().click()
    await checkout.fillPayment({ method: 'Bancontact' })
    await expect(checkout.payButton()).toHaveText(`Pay ${euro(AMOUNT)}`)
    await checkout.payButton().click()
    await payment.waitForIt()

    // A second order, under a new key; the first keeps its outcome.
    const orders = await sandbox.orders('lumiere')
    expect(orders).toHaveLength(2)
    expect(orders.map((order) => order.status)).toEqual(['pending', outcome])
    expect(orders[0]!.uid).not.toBe(first.uid)
    expect(orders[0]!.number).not.toBe(first.number)
    expect(orders[0]).toMatchObject({ consumption_type: 2, amount: AMOUNT / 100 })
    const keys = [...new Set(requests.map((body) => body.key))]
    expect(keys, 'one key per attempt').toHaveLength(2)

    await payment.choose('Paid')
    await result.waitFor(OUTCOMES.success.title)
    expect(new URL(page.url()).searchParams.get('uid')).toBe(orders[0]!.uid)
    expect((await sandbox.orders('lumiere')).map((order) => order.status)).toEqual(['paid', outcome])
    // Paid: now the cart is emptied.
    await expect.poll(() => storedCart(page)).toEqual([])
    await result.menuLink().click()
    await expect(new CartDrawer(page).barText()).toHaveText('Empty cart')
  })
}

test("leave pending: 'Payment being verified', the cart kept, and the page follows once the payment is confirmed", async ({ page, payment, orderResult: result }) => {
  const checkout = await toPaymentStep(page)
  await checkout.payButton().click()
  await payment.waitForIt()
  const paymentId = payment.paymentId()
  await payment.choose('Leave pending')

  await expect(page).toHaveURL(/\/en\/my-order\?uid=/)
  await result.waitFor(OUTCOMES.pending.title)
  await expect(result.text()).toHaveText(OUTCOMES.pending.text)
  await expect(result.value('Payment status')).toHaveText('Pending')
  await expect(result.amount('To pay')).toHaveText(euro(AMOUNT))
  await expect(result.retryLink()).toHaveCount(0)
  expect((await sandbox.onlyOrder('lumiere')).status).toBe('pending')
  expect(await storedCart(page)).toEqual(FULL_CART)

  // The provider confirms later: the page asks again by itself.
  await sandbox.settlePayment('lumiere', paymentId, 'paid')
  await expect(result.title()).toHaveText(OUTCOMES.success.title, { timeout: 10_000 })
  await expect(result.value('Payment status')).toHaveText('Paid')
  await expect.poll(() => storedCart(page)).toEqual([])
  // The order itself: when, how much, and what.
  await expect(result.value('Ordered on')).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)
  await expect(result.lines()).toHaveText([`1 × ${CROQUETTES}${euro(1050)}`, `1 × ${STILL_WATER}${euro(400)}`])
  await expect(result.amounts()).toHaveText([`Total${euro(AMOUNT)}`, `Paid${euro(AMOUNT)}`])
})

test('leave pending: the page keeps asking, less and less often, well past a minute, until the payment settles', async ({ page, payment, orderResult: result }) => {
  test.setTimeout(60_000)
  // The page's clock is the journey's to move: a minute and more passes in a moment.
  await page.clock.install()
  let lookUps = 0
  page.on('request', (request) => {
    if (/\/api\/order/.test(request.url())) lookUps += 1
  })
  const checkout = await toPaymentStep(page)
  await checkout.payButton().click()
  await payment.waitForIt()
  const paymentId = payment.paymentId()
  await payment.choose('Leave pending')
  await result.waitFor(OUTCOMES.pending.title)

  // Thirty look-ups, half a minute of the page's time apart at most: fifteen minutes, still pending.
  for (let asked = lookUps; asked < 30; asked = lookUps) {
    await expect.poll(async () => {
      await page.clock.fastForward(30_000)
      return lookUps
    }).toBeGreaterThan(asked)
  }
  await expect(result.value('Payment status')).toHaveText('Pending')

  await sandbox.settlePayment('lumiere', paymentId, 'paid')
  await expect.poll(async () => {
    await page.clock.fastForward(30_000)
    return result.title().textContent()
  }).toBe(OUTCOMES.success.title)
})

test('wallet: the payment returns through /wallet-order?info=… and shows the result', async ({ page, payment, orderResult: result }) => {
  const checkout = await toPaymentStep(page, 'Wallet')
  await checkout.payButton().click()
  await payment.waitForIt()
  await expect(payment.detail('Method')).toHaveText('Wallet')
  const paymentId = payment.paymentId()
  await payment.choose('Paid')

  await expect(page).toHaveURL(new RegExp(`lumiere\\.localhost:\\d+/en/wallet-order\\?info=${paymentId}$`))
  await result.waitFor(OUTCOMES.success.title)
  await expect(result.value('Payment method')).toHaveText('Wallet')
  await expect(result.value('Payment status')).toHaveText('Paid')
  const order = await sandbox.onlyOrder('lumiere')
  expect(order).toMatchObject({ status: 'paid', payment_method: 'wallet', payment_name: 'Wallet', consumption_type: 2, amount: AMOUNT / 100 })
  await expect(result.value('Order number')).toHaveText(order.number)
  await expect.poll(() => storedCart(page)).toEqual([])
})

test('a failed wallet payment returns through /wallet-order as well, with Try again', async ({ page, payment, orderResult: result }) => {
  const checkout = await toPaymentStep(page, 'Wallet')
  await checkout.payButton().click()
  await payment.waitForIt()
  await payment.choose('Failed')

  await expect(page).toHaveURL(/\/en\/wallet-order\?info=pay_[0-9a-f]{32}$/)
  await result.waitFor(OUTCOMES.failed.title)
  await expect(result.retryLink()).toHaveAttribute('href', '/en/checkout/payment-method')
  expect(await storedCart(page)).toEqual(FULL_CART)
})
