import { CHROMIUM, PUSH_PORT } from '../../playwright.config'
import { pushServiceClient } from '../../scripts/push-service.mjs'
import { expectNoSeriousViolations } from './support/axe'
import { waitUntilInteractive } from './support/interactive'
import { venueUrl } from './support/demo'
import { expect, test, type Page } from './support/test'
import { clickNotification, deliverPush, shownNotifications, siteWorker, standInSubscription, type WorkerScope } from './support/web-push'
import { quickOrderOnSite } from './pages/checkout'
import { OrderProgressView, sandbox } from './pages/order-result'

// "Tell me when it's ready": a diner at Le Comptoir turns on a notification for their order, closes
// its page, and the Worker's push reaches the service worker once the kitchen says the food is ready.
// The full Chromium, whose notifications follow the permission a journey grants (its headless shell
// denies every one). Table 2, where one other journey orders: a table takes a dozen orders in ten minutes.

test.use({ launchOptions: { ...CHROMIUM, executablePath: '/usr/bin/chromium' } })

test.beforeEach(() => sandbox.reset())
test.afterEach(() => sandbox.reset())

const TABLE_2 = '689e1559-cb58-5c5c-9d09-2adac0c78361'
const SITE = new URL(venueUrl('comptoir')).origin
/** The sandbox push service of this stack (tests/e2e/global-setup.ts), which the Worker sends to. */
const pushService = pushServiceClient(`http://127.0.0.1:${PUSH_PORT}`)

/** The Worker's public key, as the page asks for it. */
const workerKey = (page: Page) => page.evaluate(async () => ((await (await fetch('/api/push/key')).json()) as { key: string }).key)

test("a diner told when the order is ready: the notification names the order, and its click brings the diner back to the order's page", async ({ page, context }) => {
  await context.grantPermissions(['notifications'], { origin: SITE })
  await page.goto(venueUrl('comptoir', '/en/info/privacy'))
  const uid = await quickOrderOnSite(page, TABLE_2)
  const { number } = await sandbox.onlyOrder('comptoir')
  const { subscription, clientHash } = await pushService.subscribe(await workerKey(page))
  await standInSubscription(context, subscription)

  const orderPage = venueUrl('comptoir', `/en/quickorder/order?uid=${uid}`)
  await page.goto(orderPage)
  const progress = new OrderProgressView(page)
  await expect(progress.current()).toHaveText('Accepted')
  // The page focuses its heading as it hydrates (components/order/OrderResult.tsx): the tap comes after.
  await waitUntilInteractive(page)
  await expectNoSeriousViolations(page)
  await progress.notifyButton().click()
  await expect(progress.notifyNote()).toHaveText('You will get a notification when your order is ready, even with this page closed.')
  await expect(progress.stopNotifyingButton()).toBeFocused()
  await expectNoSeriousViolations(page)

  // The diner goes back to the menu in another tab and closes the order's page.
  const menu = await context.newPage()
  await menu.goto(venueUrl('comptoir', '/en'))
  await page.close()

  await sandbox.advance(uid)
  await sandbox.advance(uid)
  await expect.poll(() => pushService.messages(clientHash), { message: 'the Worker sends one push once the food is ready' }).toHaveLength(1)
  const [sent] = await pushService.messages(clientHash)
  await deliverPush(menu, SITE, sent!)

  await expect.poll(() => shownNotifications(context)).toHaveLength(1)
  const [shown] = await shownNotifications(context)
  expect(shown!.title).toBe('Le Comptoir')
  expect(shown!.body).toBe(`Your order ${number} is ready: on its way to table 2.`)
  expect(shown!.lang).toBe('en')
  expect(shown!.data).toEqual({ url: orderPage })

  await clickNotification(context, shown!.tag)
  await expect(menu).toHaveURL(orderPage)
  const back = new OrderProgressView(menu)
  await expect(back.heading()).toHaveText('Ready')
  await expect(back.current()).toHaveText('On its way to table 2')
  await expect.poll(() => shownNotifications(context), { message: 'the notification closes once clicked' }).toEqual([])
})

test("a notification's click focuses the window already on its page, opens one where the site has none, and opens nothing of another site", async ({ page, context }) => {
  await context.grantPermissions(['notifications'], { origin: SITE })
  const privacy = venueUrl('comptoir', '/en/info/privacy')
  await page.goto(privacy)
  // The page registers the site's service worker once it has settled; loaded again, the worker controls it.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  await page.reload()
  const worker = await siteWorker(context)
  // No window may be opened by a click the diner did not make (the one dispatched here): the worker's
  // openWindow is watched instead, the one call it stands in for.
  await worker.evaluate(() => {
    const opened: string[] = []
    Object.assign(self, { opened })
    const scope = self as unknown as WorkerScope
    scope.Clients.prototype.openWindow = async (url: string) => (opened.push(url), null)
  })
  const opened = () => worker.evaluate(() => (self as unknown as { opened: string[] }).opened)
  const push = (message: object) => deliverPush(page, SITE, JSON.stringify({ title: 'Le Comptoir', body: 'Order 7 is ready', icon: null, tag: 'order-7', lang: 'en', ...message }))
  const clickShown = async () => {
    await expect.poll(() => shownNotifications(context)).toHaveLength(1)
    const [shown] = await shownNotifications(context)
    await clickNotification(context, shown!.tag)
    await expect.poll(() => shownNotifications(context)).toEqual([])
    return shown!
  }
  await page.evaluate(() => Object.assign(window, { notReloaded: true }))

  // A window already on the page is kept as it is: focused, not loaded again.
  await push({ url: privacy })
  await clickShown()
  await expect(page).toHaveURL(privacy)
  expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true)
  expect(await opened()).toEqual([])

  // A message naming another site's page shows the plain notice, which opens the site's own menu.
  await push({ url: 'https://elsewhere.example/en/my-order?uid=x', tag: 'elsewhere' })
  const plain = await clickShown()
  expect(plain).toMatchObject({ title: 'Your order', body: 'There is news about your order.', data: { url: `${SITE}/en` } })
  await expect(page).toHaveURL(venueUrl('comptoir', '/en'))

  // With no window of the site open, a new one is opened on the page.
  await push({ url: privacy })
  await expect.poll(() => shownNotifications(context)).toHaveLength(1)
  await page.close()
  const [shown] = await shownNotifications(context)
  await clickNotification(context, shown!.tag)
  await expect.poll(opened).toEqual([privacy])
})
