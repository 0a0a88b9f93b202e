import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { APP_PORT, CHROMIUM } from '../../playwright.config'
import { venueRequest } from '../support/venue-http'
import { composeBurgerMeal } from './pages/composition'
import { expectNoSeriousViolations } from './support/axe'
import { venueUrl } from './support/demo'
import { ORIGIN_URL } from './support/origin'
import { expect, test, type BrowserContext, type Page } from './support/test'

// Each venue's site as an installable app that keeps working offline (decision 021). Lumière (demo
// data): 45 products, three composed menus; a Cola costs €3.80.
const COLA = { id: 100036, name: 'Cola (33 cl)', price: 3.8 }

/** Once the service worker is in charge and has kept this menu page, the composed menus and the pictures. */
async function keptForOffline(page: Page): Promise<void> {
  const kept = () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration()
      const entries = async (name: string) => (await (await caches.open(name)).keys()).map((request) => request.url)
      return { worker: registration?.active?.state, page: !!(await caches.match(location.href)), data: await entries('data'), images: (await entries('images')).length }
    })
  await expect
    .poll(kept, { message: 'the service worker keeps the menu for offline use', timeout: 15_000 })
    .toMatchObject({ worker: 'activated', page: true, data: { length: 7 }, images: 43 })
}

/**
 * The device offline, the site's service worker included: the emulation reaches a running worker a
 * moment after the pages, and a page reloaded meanwhile would be answered by the network through it.
 */
async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true)
  for (const worker of context.serviceWorkers()) {
    await expect.poll(() => worker.evaluate(() => navigator.onLine), { message: 'the service worker is offline too' }).toBe(false)
  }
}

const offlineBanner = (page: Page) => page.locator('.app-notices [role="status"]').first()

/** Cola's price as the edge now gives Lumière's menu to a page that asks (cents). */
async function edgeColaCents(): Promise<number | undefined> {
  const answer = await venueRequest(`http://127.0.0.1:${APP_PORT}`, 'lumiere.localhost', '/api/menu/100', { headers: { 'x-locale': 'en' } })
  const menu = JSON.parse(answer.body) as { products?: { id: number; priceCents: number }[] }
  return menu.products?.find((product) => product.id === COLA.id)?.priceCents
}

/**
 * The venue changes Cola's price; its webhook reloads the menu at the edge, and this waits until the
 * edge gives the new price, so a page that asks next reads it.
 */
async function setColaPrice(price: number): Promise<void> {
  const changed = await fetch(`${ORIGIN_URL}/__sandbox/items/${COLA.id}/price`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ price }) })
  expect(changed.status).toBe(200)
  await expect.poll(edgeColaCents, { message: `the edge gives Cola at ${price}` }).toBe(Math.round(price * 100))
}

test.describe('the venue as an installable app', () => {
  test('lumiere, halles and comptoir meet the install criteria: Chromium reports no installability error', async () => {
    // A persistent profile: an incognito one is never offered to install.
    const profile = mkdtempSync(join(tmpdir(), 'installable-'))
    const context = await chromium.launchPersistentContext(profile, CHROMIUM)
    try {
      const page = context.pages()[0] ?? (await context.newPage())
      const cdp = await context.newCDPSession(page)
      for (const venue of ['lumiere', 'halles', 'comptoir'] as const) {
        await page.goto(venueUrl(venue, '/fr'))
        const { url, errors } = await cdp.send('Page.getAppManifest')
        expect(url).toContain('/manifest.webmanifest?lang=fr')
        expect(errors).toEqual([])
        expect((await cdp.send('Page.getInstallabilityErrors')).installabilityErrors, venue).toEqual([])
      }
    } finally {
      await context.close()
      rmSync(profile, { recursive: true, force: true })
    }
  })
})

test.describe('offline (lumiere)', () => {
  test('the menu, its search, a composed menu and the cart work offline; checkout says it needs the network and keeps the cart; back online a changed price shows with its notice', async ({
    page,
    context,
    menu,
    cart,
    composition,
  }) => {
    await menu.open('en')
    await keptForOffline(page)

    await goOffline(context)
    await page.reload()
    await expect(offlineBanner(page)).toHaveText('You are offline. The menu and your cart still work.')
    await expect(menu.productCards()).toHaveCount(45)
    // The pictures of the first screen come from the device.
    await expect
      .poll(() => page.locator('.product-image').evaluateAll((images) => images.slice(0, 4).every((image) => (image as HTMLImageElement).naturalWidth > 0)))
      .toBe(true)
    await expectNoSeriousViolations(page)

    await menu.search('cola (')
    await expect(menu.productNames()).toHaveText([COLA.name])
    await menu.addOne(COLA.name)
    await menu.clearSearch()

    await menu.tapProduct('Burger meal')
    await composeBurgerMeal(composition, { burger: 'Cheeseburger', drink: 'Still water (50 cl)' })
    await expect(cart.count()).toHaveText('2')

    await cart.open()
    await cart.nextButton().click()
    await expect(page.getByRole('heading', { name: 'This page needs the network' })).toBeVisible()
    await expect(page.locator('main')).toContainText('Your cart is kept on this device')
    await page.getByRole('link', { name: 'Back to the menu' }).click()
    await expect(cart.count()).toHaveText('2')

    // Meanwhile the venue changes a price.
    await setColaPrice(4.2)
    try {
      await context.setOffline(false)
      // The page finds the network again by itself: the browser does not always say so.
      await expect(offlineBanner(page)).toBeEmpty({ timeout: 15_000 })
      // The first reads may still fail (the service worker can find the network a moment after the page).
      await expect(page.locator('.cart-notice')).toContainText('Prices in your cart have changed since you added them.', { timeout: 15_000 })
      await expect(menu.productPrice(COLA.name)).toHaveText('€4.20')
    } finally {
      await setColaPrice(COLA.price)
    }
  })

  test('back online, a first check of the menu that fails is made again: the changed price shows, with its notice', async ({ page, context, menu, cart }) => {
    await menu.open('en')
    await keptForOffline(page)
    await menu.addOne(COLA.name)
    await expect(cart.count()).toHaveText('1')
    await goOffline(context)
    await expect(offlineBanner(page)).toHaveText('You are offline. The menu and your cart still work.')

    await setColaPrice(4.2)
    // The network is back, but the first read of the menu fails, as on a connection that has just come back.
    let failed = 0
    await context.route('**/api/menu/**', (route) => (failed++ === 0 ? route.abort('internetdisconnected') : route.fallback()))
    try {
      await context.setOffline(false)
      await expect(offlineBanner(page)).toBeEmpty({ timeout: 15_000 })
      await expect(page.locator('.cart-notice')).toContainText('Prices in your cart have changed since you added them.', { timeout: 15_000 })
      await expect(menu.productPrice(COLA.name)).toHaveText('€4.20')
      expect(failed, 'reads of the menu once back, the first one failed').toBeGreaterThan(1)
    } finally {
      await context.unrouteAll()
      await setColaPrice(COLA.price)
    }
  })

  test('the network drops before anything was kept: the menu and cart stay, and the offline support comes once it is back', async ({ page, context, menu, cart }) => {
    await menu.open('en')
    // The cart answering a tap says the page is hydrated.
    await menu.addOne(COLA.name)
    await expect(cart.count()).toHaveText('1')

    // The offline support's code is not on the device yet: it cannot come now.
    await goOffline(context)
    await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false)
    await menu.addOne(COLA.name)
    await expect(cart.count()).toHaveText('2')
    await expect(menu.productCards()).toHaveCount(45)

    await context.setOffline(false)
    await keptForOffline(page)
    await expect(cart.count()).toHaveText('2')
  })

  test('a popup whose code had not come when the network dropped stays closed: the page and the cart go on', async ({ page, context, menu, cart, composition }) => {
    // A phone that never idles: no popup's code is fetched ahead.
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0
    })
    await menu.open('en')
    await menu.addOne(COLA.name)
    await expect(cart.count()).toHaveText('1')

    await goOffline(context)
    await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false)
    const codeLost = page.waitForEvent('requestfailed', (request) => request.resourceType() === 'script')
    await menu.tapProduct('Burger meal')
    await codeLost
    await expect(composition.root).toBeHidden()
    await menu.addOne(COLA.name)
    await expect(cart.count()).toHaveText('2')
    await expect(menu.productCards()).toHaveCount(45)
  })

  test('a second visit shows the kept menu at once, then a changed price without a reload', async ({ page, menu }) => {
    await menu.open('en')
    await keptForOffline(page)
    await setColaPrice(4.2)
    try {
      const answer = await page.reload()
      expect(answer?.fromServiceWorker()).toBe(true)
      let navigations = 0
      page.on('framenavigated', () => navigations++)
      await expect(menu.productPrice(COLA.name)).toHaveText('€4.20')
      expect(navigations).toBe(0)
    } finally {
      await setColaPrice(COLA.price)
    }
  })

  test('a page that needs the network says so in the page language, under a strict policy, and loads once the network is back', async ({ page, context, menu, auth }) => {
    await menu.open('fr')
    await keptForOffline(page)
    await goOffline(context)

    const answer = await page.goto(venueUrl('lumiere', '/fr/customer/login'))
    await expect(page.getByRole('heading', { name: 'Cette page a besoin du réseau' })).toBeVisible()
    expect(answer?.headers()['content-security-policy']).toMatch(/^default-src 'none'; style-src 'nonce-[^']+'; script-src 'nonce-[^']+'/)
    expect(answer?.headers()['content-security-policy']).not.toContain('unsafe-inline')
    await expectNoSeriousViolations(page)

    await page.getByRole('link', { name: 'Retour à la carte' }).click()
    await expect(menu.productCards()).toHaveCount(45)

    // Left open, the page loads by itself once the network answers again.
    await page.goto(venueUrl('lumiere', '/fr/customer/login'))
    await expect(page.getByRole('heading', { name: 'Cette page a besoin du réseau' })).toBeVisible()
    await context.setOffline(false)
    await expect(auth.root).toBeVisible({ timeout: 15_000 })
  })

  test("never keeps a page that carries a session, and forgets the visitor's menu when someone logs in", async ({ page, context, menu, auth }) => {
    await menu.open('en')
    await keptForOffline(page)
    const keptMenu = () => page.evaluate(async () => !!(await (await caches.open('pages')).match(`${location.origin}/en`)))
    expect(await keptMenu()).toBe(true)

    await page.goto(venueUrl('lumiere', '/en/customer/login'))
    await auth.login('camille.dubois@example.com', 'Lumiere-2025!')
    // She stays in the language she was reading (decision 011).
    await expect(page).toHaveURL(/\/en\/dashboard$/)
    expect(await keptMenu()).toBe(false)

    // Camille's menu comes from the network and stays there.
    await page.goto(venueUrl('lumiere', '/en'))
    await expect(page.locator('.customer-topbar')).toBeVisible()
    expect(await keptMenu()).toBe(false)

    await goOffline(context)
    await page.reload()
    await expect(page.getByRole('heading', { name: 'This page needs the network' })).toBeVisible()
  })
})
