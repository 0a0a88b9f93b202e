import { expect, test, type Page } from './support/test'
import { loginAs } from './pages/account'
import { DEMO, mailsTo, newAccount } from './pages/auth'
import { quickOrderOnSite } from './pages/checkout'
import { PHONE, venueUrl } from './support/demo'
import { waitUntilInteractive } from './support/interactive'

// A diner on a slow phone taps before the page's code has arrived: the taps are held and take effect,
// in order, once the page is interactive. The code is held back on purpose until the taps are made.

const CROQUETTES = 'Cheese croquettes (2 pieces)'
const TARTARE = 'Salmon tartare'
const STILL_WATER = 'Still water (50 cl)'

/** Holds every script of the app until `release()` is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/**/*.js', async (route) => {
    await released
    await route.continue()
  })
  return release
}

type SectionSignal = { heldBack: Event[]; letSectionGo: () => void }

/** The menu section holding `product` says it has hydrated only once `letSectionGo` is called. */
async function holdSectionSignal(page: Page, product: string) {
  await page.addInitScript((name) => {
    const w = window as unknown as SectionSignal
    w.heldBack = []
    let holding = true
    const inSection = (event: Event) => (event.target as Element).closest('[data-hydration-region]')?.textContent?.includes(name)
    addEventListener(
      'region-hydrated',
      (event) => {
        if (!holding || !inSection(event)) return
        event.stopImmediatePropagation()
        w.heldBack.push(event)
      },
      true,
    )
    w.letSectionGo = () => {
      holding = false
      for (const event of w.heldBack.splice(0)) (event.target as Element).dispatchEvent(new Event(event.type, { bubbles: true }))
    }
  }, product)
}

const heldSignals = (page: Page) => page.evaluate(() => (window as unknown as SectionSignal).heldBack.length)
const letSectionGo = (page: Page) => page.evaluate(() => (window as unknown as SectionSignal).letSectionGo())

test('taps on a product\'s +, a product card and the cart bar made before the code arrives take effect once it has', async ({ page, menu, cart, details }) => {
  // The bar: a phone's (on a wide screen the cart is a column, always open).
  await page.setViewportSize(PHONE)
  const release = await holdScripts(page)
  await page.goto(venueUrl('lumiere', '/en'), { waitUntil: 'domcontentloaded' })
  await expect(menu.productCard(CROQUETTES)).toBeVisible()
  // Nothing owns these buttons yet: without the held taps, each click would be lost.
  expect(await menu.addOneButton(CROQUETTES).evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps$')))).toBe(false)
  await menu.addOneButton(CROQUETTES).click()
  await menu.addOneButton(CROQUETTES).click()
  await cart.bar().click()
  await expect(cart.panel()).toHaveCount(0)

  release()
  await expect(cart.count()).toHaveText('2')
  await expect(cart.panel()).toBeVisible()
  await expect(menu.cardQuantity(CROQUETTES)).toHaveText('2')
  expect(await details.root.count()).toBe(0)
})

test('a tap on a product card before the code arrives opens its details once it has', async ({ page, menu, details }) => {
  const release = await holdScripts(page)
  await page.goto(venueUrl('lumiere', '/en'), { waitUntil: 'domcontentloaded' })
  await menu.productButton(TARTARE).click()

  release()
  await expect(details.root).toBeVisible()
  await expect(details.name()).toHaveText(TARTARE)
})

test('a tap made while an earlier one still waits for its section takes effect after it, not before', async ({ page, menu, cart }) => {
  // The croquettes' section says it has hydrated only when the journey lets it: the held + waits meanwhile.
  await holdSectionSignal(page, CROQUETTES)
  const release = await holdScripts(page)
  await page.goto(venueUrl('lumiere', '/en'), { waitUntil: 'domcontentloaded' })
  await menu.addOneButton(CROQUETTES).click()
  release()
  await menu.waitUntilCardInteractive(STILL_WATER)
  await expect.poll(() => heldSignals(page)).toBe(1)
  // The page has begun to replay (the replay is queued as a task: one more task passes).
  await waitUntilInteractive(page)
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)))
  await menu.addOneButton(STILL_WATER).click()

  await letSectionGo(page)
  await expect(cart.count()).toHaveText('2')
  await cart.open()
  await expect(cart.lineNames()).toHaveText([CROQUETTES, STILL_WATER])
})

test('a tap in a section that is still hydrating, made once the rest of the page is interactive, takes effect when the section is', async ({ page, menu }) => {
  // React can have rendered a section (its buttons carry their props) before it commits it: a tap in
  // between reaches no handler. Here the section of the still water says it has hydrated only when let.
  await holdSectionSignal(page, STILL_WATER)
  await page.goto(venueUrl('lumiere', '/en'))
  await menu.waitUntilCardInteractive(CROQUETTES)
  // The diner scrolls to it: the section hydrates, and says so only when let.
  await menu.productButton(STILL_WATER).scrollIntoViewIfNeeded()
  await expect.poll(() => heldSignals(page)).toBe(1)
  await waitUntilInteractive(page)
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)))

  await menu.addOneButton(STILL_WATER).click()
  // Held, not lost: nothing is in the cart yet (a tap that reaches React writes the cart at once).
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('cart'))) ?? '[]')).toEqual([])

  await letSectionGo(page)
  await expect(menu.cardQuantity(STILL_WATER)).toHaveText('1')
})

test('the basket of a customer, tapped before the code arrives, opens the menu with the cart open', async ({ page, context, menu, cart, customerFrame: frame }) => {
  await loginAs(context, 'lumiere', 'camille')
  await page.goto(venueUrl('lumiere', '/en'))
  await menu.waitUntilCardInteractive(CROQUETTES)
  await menu.addOneButton(CROQUETTES).click()
  await expect(frame.basket()).toContainText('1')

  const release = await holdScripts(page)
  await page.goto(venueUrl('lumiere', '/en/dashboard'), { waitUntil: 'domcontentloaded' })
  // The link is followed at once, without the code; the menu it leads to opens the cart itself.
  await frame.basket().click()
  await page.waitForURL(/\/en#cart$/, { waitUntil: 'commit' })
  release()
  await expect(cart.panel()).toBeVisible()
  await expect(cart.lineNames()).toHaveText([CROQUETTES])
  // The address is the menu's again: a reload shows the menu as it is.
  await expect(page).toHaveURL(/\/en$/)
})

test('a section far below the first screen is hydrated only once the diner comes near it, and its + then works', async ({ page, menu, cart }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await menu.open('en')
  await menu.waitUntilInteractive()
  const hydrated = () => menu.productButton(STILL_WATER).evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps$')))
  // The first screen's cards are hydrated; the still water, far below, is still the server's HTML.
  await menu.waitUntilCardInteractive(CROQUETTES)
  expect(await hydrated()).toBe(false)

  await menu.productButton(STILL_WATER).scrollIntoViewIfNeeded()
  await expect.poll(hydrated).toBe(true)
  await menu.addOneButton(STILL_WATER).click()
  await expect(cart.count()).toHaveText('1')
  await expect(menu.cardQuantity(STILL_WATER)).toHaveText('1')
})

test('on the schedule, which arrives whole, a type chosen before the code arrives is the one chosen once it has', async ({ page, schedule }) => {
  const release = await holdScripts(page)
  await page.goto(venueUrl('lumiere', '/en/schedule'), { waitUntil: 'domcontentloaded' })
  await schedule.type('Takeaway').click()
  // Held: the browser does not tick a choice React does not know of yet.
  await expect(schedule.type('Takeaway')).not.toBeChecked()

  release()
  await expect(schedule.type('Takeaway')).toBeChecked()
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('order') ?? '{}').consumptionType)).toBe(2)
})

test('on an order\'s page, which arrives whole, the sound choice ticked before the code arrives is made once it has', async ({ page }) => {
  await page.goto(venueUrl('comptoir', '/en/info/privacy'))
  const uid = await quickOrderOnSite(page)
  const release = await holdScripts(page)
  await page.goto(venueUrl('comptoir', `/en/quickorder/order?uid=${uid}`), { waitUntil: 'domcontentloaded' })
  const toggle = page.getByRole('checkbox', { name: 'Sound and vibration when it is ready' })
  await toggle.click()
  // Held: the browser does not tick it while nothing would remember it.
  await expect(toggle).not.toBeChecked()

  release()
  await expect(toggle).toBeChecked()
  await page.reload()
  await expect(page.getByRole('checkbox', { name: 'Sound and vibration when it is ready' })).toBeChecked()
})

test.describe('typed before the code arrives', () => {
  // A slow phone, or a password manager filling the fields as the page appears: what is in the fields
  // when the form's code arrives is what the form sends.

  test('login: typed and sent before the code arrives, the customer is logged in', async ({ page, auth }) => {
    const release = await holdScripts(page)
    await page.goto(venueUrl('lumiere', '/en/customer/login'), { waitUntil: 'domcontentloaded' })
    await auth.field('E-mail').fill(DEMO.camille.login)
    await auth.field('Password').fill(DEMO.camille.password)
    await auth.button('Log in').click()

    release()
    await expect(page).toHaveURL(venueUrl('lumiere', '/en/dashboard'))
  })

  test('login: typed before the code arrives and sent after, the fields keep what was typed', async ({ page, auth }) => {
    const release = await holdScripts(page)
    await page.goto(venueUrl('lumiere', '/en/customer/login'), { waitUntil: 'domcontentloaded' })
    await auth.field('E-mail').fill(DEMO.camille.login)
    await auth.field('Password').fill('not her password')

    release()
    await auth.hydrated()
    await waitUntilInteractive(page)
    await auth.button('Log in').click()
    await expect(auth.formAlert()).toHaveText('Invalid login and password combination')
    await expect(auth.field('E-mail')).toHaveValue(DEMO.camille.login)
    await auth.field('Password').fill(DEMO.camille.password)
    await auth.button('Log in').click()
    await expect(page).toHaveURL(venueUrl('lumiere', '/en/dashboard'))
  })

  test('account creation: every field typed before the code arrives makes the account', async ({ page, auth }) => {
    const account = newAccount()
    const release = await holdScripts(page)
    await page.goto(venueUrl('lumiere', '/en/customer/register'), { waitUntil: 'domcontentloaded' })
    await auth.fillRegistration(account)
    await auth.button('Create my account').click()

    release()
    await expect(page).toHaveURL(venueUrl('lumiere', '/en/dashboard'))
  })

  test('forgotten password: the address typed before the code arrives is the one sent a link', async ({ page, auth }) => {
    const mailsBefore = (await mailsTo(DEMO.olivia.login)).length
    const release = await holdScripts(page)
    await page.goto(venueUrl('lumiere', '/en/customer/resetpassword'), { waitUntil: 'domcontentloaded' })
    await auth.field('E-mail').fill(DEMO.olivia.login)
    await auth.button('Send me a link').click()

    release()
    await expect(auth.notice()).toHaveText(
      'If an account exists for this address, we have sent you an e-mail with a link to choose a new password.',
    )
    await expect.poll(async () => (await mailsTo(DEMO.olivia.login)).length, { message: 'the reset mail is sent' }).toBe(mailsBefore + 1)
  })
})
