import { rmSync } from 'node:fs'
import { stackPorts } from '../../playwright.config'
import { expect, test } from './support/test'
import { startApp, startOrigin, type Running } from '../../scripts/stack.mjs'
import { cartToSchedule, holdSlot, openDay, storedState } from './pages/checkout'
import { messages } from './support/demo'

// The venue's own API out of reach (the sandbox origin stopped) while a diner is at the checkout or
// at the login: an app and an origin of this file's own, so stopping the origin touches no other journey.
// Ports clear of every worker's stack.
const { app: APP_PORT, origin: ORIGIN_PORT } = stackPorts(50 + Number(process.env.TEST_PARALLEL_INDEX ?? 0))
const at = (path: string) => `http://lumiere.localhost:${APP_PORT}${path}`

let origin: Running
let app: Running

test.beforeAll(async () => {
  for (const dir of ['.wrangler/test-outage', '.wrangler/test-outage-app']) rmSync(dir, { recursive: true, force: true })
  origin = await startOrigin({ port: ORIGIN_PORT, persistTo: '.wrangler/test-outage' })
  app = await startApp({ port: APP_PORT, platformUrl: origin.url, persistTo: '.wrangler/test-outage-app' })
})

test.afterAll(async () => {
  await app?.stop()
  await origin?.stop()
})

test('paying while the venue cannot be reached says so, keeps the cart, and pays once it is back', async ({ page, menu, cart, schedule, checkout }) => {
  test.setTimeout(60_000)
  await page.goto(at('/en'))
  await menu.addOne('Cheese croquettes (2 pieces)')
  await menu.addOne('Cheese croquettes (2 pieces)')
  await cartToSchedule(cart, schedule)
  await holdSlot(schedule, { type: 'Takeaway', guests: 1, day: openDay(), time: '13:00' })
  await schedule.nextButton().click()
  await checkout.continueAsGuest()
  await checkout.fillPayment({ method: 'Bancontact' })

  await origin.stop()
  await checkout.payButton().click()
  await expect(checkout.refusal()).toHaveText(messages('en')['error.unreachable']!)
  expect((await storedState(page)).cart).toHaveLength(1)

  await origin.start()
  await checkout.payButton().click()
  await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${ORIGIN_PORT}/venues/lumiere/pay/`))
})

test('logging in while the venue cannot be reached says so in the page language', async ({ page, auth }) => {
  await page.goto(at('/fr/customer/login'))
  await auth.hydrated()
  await origin.stop()
  try {
    await auth.field('E-mail').fill('camille.dubois@example.com')
    await auth.field('Mot de passe').fill('Lumiere-2025!')
    await auth.button('Se connecter').click()
    await expect(auth.formAlert()).toHaveText(messages('fr')['error.unreachable']!)
  } finally {
    await origin.start()
  }
  await auth.button('Se connecter').click()
  await expect(page).not.toHaveURL(/\/customer\/login/)
})
