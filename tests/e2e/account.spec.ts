import { expect, test, type Page } from './support/test'
import { AccountScreen, CustomerFrame, loginAs, restoreDemoCustomers } from './pages/account'
import { SandboxPaymentPage } from './pages/checkout'
import { expectNoSeriousViolations } from './support/axe'
import { euro, venueUrl } from './support/demo'

// The logged-in customer's frame and account area (SPEC §2 Layouts, account screens; §3 Refund; §8),
// against the demo accounts: Camille at Lumière (wallet 25.50, two delivery addresses, paid orders),
// Pieter there (no wallet), Oliver at the club (42.00, refund fee 1.00).

const DESKTOP = { width: 1200, height: 900 }
const PHONE = { width: 390, height: 844 }

// Journeys that change an account put the demo customers back before and after, so they can run again.
async function withFreshAccounts() {
  await restoreDemoCustomers()
}

test.describe('customer frame', () => {
  test.use({ viewport: DESKTOP })

  test("Camille's sidebar: her name, the four entries, the balance tag, new order, languages and logout", async ({ page, context, customerFrame: frame }) => {
    await loginAs(context, 'lumiere', 'camille')
    await page.goto(venueUrl('lumiere', '/en/dashboard'))
    await expect(frame.sidebar()).toBeVisible()
    await expect(frame.sidebar().locator('.sidebar-customer')).toHaveText('Camille Dubois')
    await expect(frame.entries()).toHaveText(['Dashboard', 'My account', 'Orders', /^My balance/])
    await expect(frame.balanceTag()).toContainText('€25.50')
    await expect(frame.entry('Dashboard')).toHaveAttribute('aria-current', 'page')
    await expect(frame.entry('My account')).not.toHaveAttribute('aria-current', /.*/)
    await expect(frame.entry('My balance')).toHaveAttribute('href', '/en/customer/credit')
    await expect(frame.sidebar().getByRole('link', { name: 'New order' })).toHaveAttribute('href', '/en')
    await expect(frame.sidebar().getByRole('navigation', { name: 'Choose your language' }).getByRole('link')).toHaveText(['EN', 'FR', 'NL'])
    await expect(frame.sidebar().getByRole('button', { name: 'Log out' })).toBeVisible()
    // The top bar: hamburger hidden from 768 px, the credit, the basket leading to the menu.
    await expect(frame.hamburger()).toBeHidden()
    await expect(frame.credit()).toHaveText(/€25\.50/)
    await expect(frame.basket()).toHaveAttribute('href', '/en#cart')
    await expect(frame.basket()).toContainText('0')
    // 320 px wide (SPEC §9).
    expect((await frame.sidebar().boundingBox())?.width).toBe(320)
    // The entry of the page is marked on the screens reached from it too.
    await frame.entry('My balance').click()
    await expect(page).toHaveURL(/\/en\/customer\/credit$/)
    await expect(frame.entry('My balance')).toHaveAttribute('aria-current', 'page')
    await page.goto(venueUrl('lumiere', '/en/customer/edit'))
    await expect(frame.entry('My account')).toHaveAttribute('aria-current', 'true')
  })

  test('the customer frame hydrates without console errors on the account pages', async ({ page, context }) => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    page.on('pageerror', (error) => errors.push(error.message))
    await loginAs(context, 'lumiere', 'camille')
    for (const path of ['/en/dashboard', '/en/customer/account', '/en/customer/credit', '/en/customer/order']) {
      await page.goto(venueUrl('lumiere', path))
      await expect(page.locator('main h1')).toBeVisible()
      await expect(page.locator('main [role="status"]').filter({ hasText: 'Loading' })).toHaveCount(0)
      // The frame's styles came inline with the page: the sidebar is laid out beside it.
      await expect(new CustomerFrame(page).sidebar()).toHaveCSS('position', 'sticky')
    }
    expect(errors).toEqual([])
  })

  test('Pieter has no wallet: no balance entry, no credit in the top bar', async ({ page, context, customerFrame: frame }) => {
    await loginAs(context, 'lumiere', 'pieter')
    await page.goto(venueUrl('lumiere', '/en/dashboard'))
    await expect(frame.entries()).toHaveText(['Dashboard', 'My account', 'Orders'])
    await expect(frame.credit()).toHaveCount(0)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hello Pieter!')
    await expect(page.locator('main .balance-card')).toHaveCount(0)
  })

  test('Lucas has a wallet at 0: the balance entry without a tag', async ({ page, context, customerFrame: frame }) => {
    await loginAs(context, 'club', 'lucas')
    await page.goto(venueUrl('club', '/en/dashboard'))
    await expect(frame.entries()).toHaveText(['Dashboard', 'My account', 'Orders', 'My balance'])
    await expect(frame.balanceTag()).toHaveCount(0)
  })

  test('the menu keeps the cart bar inside the customer frame; the basket opens it', async ({ page, context, customerFrame: frame }) => {
    await loginAs(context, 'lumiere', 'camille')
    await page.goto(venueUrl('lumiere', '/en'))
    await expect(frame.sidebar()).toBeVisible()
    await expect(page.locator('aside.cart-drawer .cart-bar')).toBeVisible()
    await page.locator('.product-card').filter({ hasText: 'Cheese croquettes (2 pieces)' }).getByRole('button', { name: /^Add one/ }).click()
    await expect(frame.basket()).toContainText('1')
    await page.goto(venueUrl('lumiere', '/en/dashboard'))
    await frame.basket().click()
    await expect(page).toHaveURL(/\/en$/)
    await expect(page.locator('#cart-panel')).toBeVisible()

    // On the menu itself the basket opens the cart as well.
    await page.locator('aside.cart-drawer .cart-bar').click()
    await expect(page.locator('#cart-panel')).toHaveCount(0)
    await frame.basket().click()
    await expect(page.locator('#cart-panel')).toBeVisible()
    await expect(page).toHaveURL(/\/en$/)
  })
})

test.describe('top bar', () => {
  test("the venue's whole name reads from 320 px, wrapped rather than cut", async ({ page, context, customerFrame: frame }) => {
    await loginAs(context, 'lumiere', 'camille')
    for (const width of [320, 390, 768]) {
      await page.setViewportSize({ width, height: 844 })
      await page.goto(venueUrl('lumiere', '/en/dashboard'))
      const name = frame.topBar().locator('.brand-name')
      await expect(name).toHaveText('Brasserie Lumière')
      const clipped = await name.evaluate((element) => element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight || getComputedStyle(element).textOverflow === 'ellipsis')
      expect(clipped, `the name is cut at ${width} px`).toBe(false)
      expect((await page.evaluate(() => document.documentElement.scrollWidth)) <= width, `no sideways scroll at ${width} px`).toBe(true)
    }
  })

  test('the basket counts items, as the cart bar does: two croquettes and a water are 3', async ({ page, context, menu, customerFrame: frame }) => {
    await loginAs(context, 'lumiere', 'camille')
    await menu.open('en')
    await menu.addOne('Cheese croquettes (2 pieces)')
    await menu.addOne('Cheese croquettes (2 pieces)')
    await menu.addOne('Still water (50 cl)')
    await expect(page.locator('aside.cart-drawer .cart-bar')).toContainText('3')
    await expect(frame.basket().locator('.topbar-count')).toHaveText('3')
    await expect(frame.basket()).toHaveAccessibleName('My cart, 3 items')
  })
})

test.describe('drawer below 768 px', () => {
  test.use({ viewport: PHONE })

  test('the hamburger opens a modal drawer that keeps the focus and closes on Escape', async ({ page, context, customerFrame: frame }) => {
    await loginAs(context, 'lumiere', 'camille')
    await page.goto(venueUrl('lumiere', '/en/customer/account'))
    await expect(frame.sidebar()).toBeHidden()
    await expect(frame.hamburger()).toHaveAttribute('aria-expanded', 'false')
    await frame.hamburger().click()
    const drawer = frame.drawer()
    await expect(drawer).toBeVisible()
    await expect(frame.hamburger()).toHaveAttribute('aria-expanded', 'true')
    await expect(page.locator(`#${await frame.hamburger().getAttribute('aria-controls')}`)).toBeVisible()
    await expect(frame.entries(drawer)).toHaveText(['Dashboard', 'My account', 'Orders', /^My balance/])
    await expect(frame.entry('My account', drawer)).toHaveAttribute('aria-current', 'page')
    await expect(frame.balanceTag(drawer)).toContainText('€25.50')
    // Tab and Shift+Tab go round inside the drawer.
    for (const key of [...Array<string>(14).fill('Tab'), ...Array<string>(4).fill('Shift+Tab')]) {
      await page.keyboard.press(key)
      expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
    await expect(frame.hamburger()).toBeFocused()
    await expect(frame.hamburger()).toHaveAttribute('aria-expanded', 'false')
    // An entry followed closes it too.
    await frame.hamburger().click()
    await frame.entry('Orders', frame.drawer()).click()
    await expect(page).toHaveURL(/\/en\/customer\/order$/)
    await expect(frame.drawer()).toBeHidden()
  })
})

test.describe('my balance', () => {
  test.use({ viewport: DESKTOP })

  test("Camille's balance 25.50 and its history, newest first", async ({ page, context, account: screen }) => {
    await loginAs(context, 'lumiere', 'camille')
    await screen.open('lumiere', '/customer/credit')
    await expect(screen.heading()).toHaveText('My balance')
    await expect(screen.balanceLine()).toHaveText('Your balance: €25.50')
    await expect(screen.rows()).toHaveCount(4)
    await expect(screen.rows().nth(0).locator('td')).toHaveText(['26/04/2025', 'Order LUM-001288', '−€10.00'])
    await expect(screen.rows().nth(1).locator('td')).toHaveText(['20/04/2025', 'Top-up', '+€20.00'])
    await expect(screen.rows().nth(3).locator('td')).toHaveText(['01/03/2025', 'Top-up', '+€30.00'])
    await expect(screen.link('Top up')).toHaveAttribute('href', '/en/customer/creditadd')
    // Lumière has allow_refund false.
    await expect(screen.link('Ask for a refund')).toHaveCount(0)
    await screen.open('lumiere', '/customer/creditrefund')
    await expect(page.locator('main')).toContainText('Refunds are not offered at this venue.')
    await expect(screen.field('IBAN')).toHaveCount(0)
  })

  // The venue wrote each label once, in the customer's language then: Camille's in French, Oliver's in English.
  test('the history reads in the page language, in French as in English, whatever language the venue wrote it in', async ({ context, account: screen }) => {
    await loginAs(context, 'lumiere', 'camille')
    await screen.open('lumiere', '/customer/credit', 'fr')
    await expect(screen.rows().locator('td:nth-child(2)')).toHaveText(['Commande LUM-001288', 'Rechargement', 'Commande LUM-001204', 'Rechargement'])
    await screen.open('lumiere', '/customer/credit', 'en')
    await expect(screen.rows().locator('td:nth-child(2)')).toHaveText(['Order LUM-001288', 'Top-up', 'Order LUM-001204', 'Top-up'])

    await loginAs(context, 'club', 'oliver')
    await screen.open('club', '/customer/credit', 'fr')
    await expect(screen.rows().locator('td')).toHaveText(['05/04/2025', 'Commande CSP-000418', /^−8,00\s€$/, '02/04/2025', 'Rechargement', /^\+50,00\s€$/])
  })

  test('a top-up of 10 € through the payment page raises the balance by 10 €', async ({ page, context }) => {
    await withFreshAccounts()
    try {
      await loginAs(context, 'lumiere', 'camille')
      const screen = new AccountScreen(page)
      await screen.open('lumiere', '/customer/credit')
      const before = await screen.balanceCents()
      await screen.link('Top up').click()
      await expect(screen.heading()).toHaveText('Top up my balance')
      // The form checks the amount first.
      await screen.field('Amount in euros').fill('2')
      await screen.button('Continue to payment').click()
      await expect(screen.fieldError('topup-amount')).toHaveText('Please enter an amount between €5.00 and €500.00')
      await screen.button('€10.00').click()
      await expect(screen.button('€10.00')).toHaveAttribute('aria-pressed', 'true')
      await expect(screen.field('Amount in euros')).toHaveValue('10')
      await screen.button('Continue to payment').click()
      const payment = new SandboxPaymentPage(page)
      await expect(page).toHaveURL(/\/venues\/lumiere\/pay\//)
      await payment.choose('Paid')
      await expect(page).toHaveURL(/\/en\/customer\/creditok\?.*status=paid/)
      await expect(screen.status().first()).toContainText('Your balance has been topped up')
      await expect(screen.balanceLine()).toHaveText(`Your balance: ${euro(before + 1000)}`)
      await expect(new CustomerFrame(page).balanceTag()).toContainText(euro(before + 1000))
    } finally {
      await restoreDemoCustomers()
    }
  })

  test('a canceled top-up says so and offers to try again', async ({ page, context, account: screen }) => {
    await loginAs(context, 'lumiere', 'camille')
    await screen.open('lumiere', '/customer/creditok?status=canceled')
    await expect(page.locator('main [role="alert"]')).toHaveText('The payment has been canceled. Please try again.')
    await expect(screen.link('Try again')).toHaveAttribute('href', '/en/customer/creditadd')
  })

  test("a refund at the club: an invalid IBAN is refused in the browser, a valid one pays 41.00 after the 1.00 fee", async ({ page, context }) => {
    await withFreshAccounts()
    try {
      await loginAs(context, 'club', 'oliver')
      const screen = new AccountScreen(page)
      await screen.open('club', '/customer/credit')
      await expect(screen.balanceLine()).toHaveText('Your balance: €42.00')
      await screen.link('Ask for a refund').click()
      await expect(screen.heading()).toHaveText('Ask for a refund')
      const quote = page.locator('main .refund-quote')
      await expect(quote).toContainText('Refund fee€1.00')
      await expect(quote).toContainText('You will receive€41.00')
      const posts: string[] = []
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().includes('/api/credit/refund')) posts.push(request.url())
      })
      await screen.field('IBAN').fill('BE68 5390 0754 7035')
      await screen.field('BIC').fill('GEBABEBB')
      await screen.button(/^Ask for a refund of/).click()
      await expect(screen.fieldError('refund-iban')).toHaveText('Invalid IBAN')
      await expect(screen.field('IBAN')).toBeFocused()
      expect(posts).toEqual([])
      await screen.field('IBAN').fill('BE68 5390 0754 7034')
      await screen.button('Ask for a refund of €41.00').click()
      await expect(screen.status()).toHaveText('Your refund of €41.00 has been requested. It will be paid into your bank account.')
      expect(posts).toHaveLength(1)
    } finally {
      await restoreDemoCustomers()
    }
  })
})

// An account screen arrives with what it shows: its +data hook asks the Worker's own routes on the
// server, so the balance, the orders and the documents are in the page itself, before any code runs.
test.describe('account screens arrive with their data', () => {
  test.use({ viewport: DESKTOP, javaScriptEnabled: false })

  test("Camille's balance and history, her orders and her tickets are in the page before its code runs", async ({ page, context, account: screen }) => {
    await loginAs(context, 'lumiere', 'camille')
    await page.goto(venueUrl('lumiere', '/en/customer/credit'))
    await expect(screen.balanceLine()).toHaveText('Your balance: €25.50')
    await expect(screen.rows()).toHaveCount(4)
    await page.goto(venueUrl('lumiere', '/en/customer/order'))
    const paid = page.locator('main .order-card').filter({ has: page.getByRole('heading', { name: 'LUM-001311' }) })
    await expect(paid.locator('dd')).toHaveText(['10/05/2025', 'Paid', '€31.00'])
    await page.goto(venueUrl('lumiere', '/en/customer/tickets'))
    await expect(screen.rows().first().locator('th')).toHaveText(/^LUM-\d{6}$/)
    await expect(page.locator('main [role="status"]').filter({ hasText: 'Loading' })).toHaveCount(0)
  })
})

test.describe('account screens', () => {
  test.use({ viewport: DESKTOP })

  test('link the free card 627001000015; the initialised card and an unknown number are refused', async ({ page, context }) => {
    await withFreshAccounts()
    try {
      await loginAs(context, 'lumiere', 'camille')
      const screen = new AccountScreen(page)
      await screen.open('lumiere', '/customer/linkcard')
      await expect(screen.heading()).toHaveText('Link a card')
      // Only the card number for a logged-in customer.
      await expect(page.locator('main input')).toHaveCount(1)
      await screen.button('Link the card').click()
      await expect(screen.fieldError('card-card_id')).toHaveText('Card identifier required')
      await screen.field('Card number').fill('627001000015')
      await screen.button('Link the card').click()
      await expect(screen.status()).toHaveText('Your card has been linked. Its balance has been added to your wallet.')
      // 25.50 + the card's 15.00.
      await expect(new CustomerFrame(page).balanceTag()).toContainText('€40.50')
      // The emptied field starts again saying nothing.
      await expect(screen.field('Card number')).toHaveValue('')
      await expect(screen.fieldError('card-card_id')).toHaveCount(0)
      await screen.field('Card number').fill('627001000022')
      await screen.button('Link the card').click()
      await expect(screen.alert()).toHaveText(
        'This card has already been initializedAn e-mail has been sent to its owner to recover the account.',
      )
      await screen.field('Card number').fill('627001999999')
      await screen.button('Link the card').click()
      await expect(screen.alert()).toHaveText('Card not found, unable to initialize.')
    } finally {
      await restoreDemoCustomers()
    }
  })

  test('a visitor sees the whole card form: card, e-mail, names and password', async ({ page, account: screen }) => {
    await screen.open('lumiere', '/customer/linkcard')
    await expect(screen.heading()).toHaveText('Activate my card')
    await expect(page.locator('main input')).toHaveCount(6)
    await screen.field('Card number').fill('627001000022')
    await screen.field('E-mail').fill('new.owner@example.com')
    await screen.field('First name').fill('Nora')
    await screen.field('Last name').fill('Peeters')
    await page.locator('#card-password').fill('Secret-2025!')
    await screen.field('Confirm the password').fill('Secret-2025!')
    await screen.button('Activate the card').click()
    await expect(screen.alert()).toContainText('This card has already been initialized')
    await expect(page.locator('header.customer-topbar')).toHaveCount(0)
  })

  test('a visitor makes an account of the free card and lands on the dashboard, logged in', async ({ page }) => {
    await withFreshAccounts()
    try {
      const screen = new AccountScreen(page)
      await screen.open('lumiere', '/customer/linkcard')
      await screen.field('Card number').fill('627001000015')
      await screen.field('E-mail').fill('nora.peeters@example.com')
      await screen.field('First name').fill('Nora')
      await screen.field('Last name').fill('Peeters')
      await page.locator('#card-password').fill('Secret-2025!')
      await screen.field('Confirm the password').fill('Secret-2026!')
      await screen.button('Activate the card').click()
      await expect(screen.fieldError('card-password_confirmation')).toHaveText("New password and password confirmation don't match")
      await screen.field('Confirm the password').fill('Secret-2025!')
      await screen.button('Activate the card').click()
      await expect(page).toHaveURL(/\/en\/dashboard$/)
      await expect(screen.heading()).toHaveText('Hello Nora!')
      // The card's 15.00 is the new wallet's balance.
      await expect(new CustomerFrame(page).balanceTag()).toContainText('€15.00')
    } finally {
      await restoreDemoCustomers()
    }
  })

  test('edit my info: checked in the browser, saved, and shown back on my account', async ({ page, context }) => {
    await withFreshAccounts()
    try {
      await loginAs(context, 'lumiere', 'camille')
      const screen = new AccountScreen(page)
      await screen.open('lumiere', '/customer/account')
      await expect(screen.heading()).toHaveText('My info')
      await expect(page.locator('main .account-details')).toContainText('Customer ID100042')
      await screen.link('Edit my info').click()
      await expect(screen.heading()).toHaveText('Edit my info')
      await expect(screen.field('First name')).toHaveValue('Camille')
      await screen.field('First name').fill('')
      await screen.field('Mobile phone').fill('12')
      await screen.button('Save').click()
      await expect(screen.fieldError('profile-first_name')).toHaveText('This field is required')
      await expect(screen.fieldError('profile-phone')).toHaveText('Please enter a valid mobile phone number')
      await screen.field('First name').fill('Camille')
      await screen.field('Mobile phone').fill('+32 470 99 88 77')
      await screen.field('VAT number (optional)').fill('BE0123456789')
      await screen.button('Save').click()
      await expect(page).toHaveURL(/\/en\/customer\/account\?saved=profile$/)
      await expect(screen.status()).toHaveText('Your details have been saved.')
      await expect(page.locator('main .account-details')).toContainText('Mobile phone+32 470 99 88 77')
      await expect(page.locator('main .account-details')).toContainText('VAT numberBE0123456789')
      await page.reload()
      await expect(page.locator('main .account-details')).toContainText('+32 470 99 88 77')
    } finally {
      await restoreDemoCustomers()
    }
  })

  test("edit my info: an e-mail address another account uses is refused beside the field until it changes", async ({ page, context }) => {
    await withFreshAccounts()
    try {
      await loginAs(context, 'lumiere', 'camille')
      const screen = new AccountScreen(page)
      await screen.open('lumiere', '/customer/edit')
      await screen.field('E-mail').fill('pieter.janssens@example.com')
      await screen.button('Save').click()
      await expect(screen.fieldError('profile-email')).toHaveText('This e-mail address is already used by another account.')
      await expect(screen.field('E-mail')).toBeFocused()
      await expect(page).toHaveURL(/\/en\/customer\/edit$/)
      await screen.field('E-mail').fill('camille.dubois@example.com')
      await expect(screen.fieldError('profile-email')).toHaveCount(0)
    } finally {
      await restoreDemoCustomers()
    }
  })

  test('add a delivery address, in Belgium unless another country is chosen', async ({ page, context }) => {
    await withFreshAccounts()
    try {
      await loginAs(context, 'lumiere', 'olivia')
      const screen = new AccountScreen(page)
      await screen.open('lumiere', '/customer/addresses')
      await expect(screen.heading()).toHaveText('My addresses')
      await expect(page.locator('main')).toContainText('No delivery address yet.')
      const country = screen.field('Country')
      await expect(country).toHaveValue('BE')
      await expect(country.locator('option:checked')).toHaveText('Belgium')
      await screen.button('Add the address').click()
      await expect(screen.fieldError('address-name')).toHaveText('This field is required')
      await screen.field('Name').fill('Home')
      await screen.field('Street and number').fill('Rue Haute 12')
      await screen.field('Postal code').fill('1000')
      await screen.field('City').fill('Bruxelles')
      await screen.button('Add the address').click()
      await expect(screen.status()).toHaveText('The address has been added.')
      await expect(page.locator('main .address-list .address-card')).toHaveText(['HomeRue Haute 121000 BruxellesBelgium'])
      // The form, emptied for another address, starts again saying nothing.
      await expect(screen.field('Name')).toHaveValue('')
      await expect(page.locator('main .field-error')).toHaveCount(0)
      await screen.open('lumiere', '/customer/account')
      await expect(page.locator('main .address-list')).toContainText('Rue Haute 12')
    } finally {
      await restoreDemoCustomers()
    }
  })

  test('edit an address in place, and delete one only once confirmed', async ({ page, context }) => {
    await withFreshAccounts()
    try {
      await loginAs(context, 'lumiere', 'camille')
      const screen = new AccountScreen(page)
      await screen.open('lumiere', '/customer/addresses')
      const cards = page.locator('main .address-list .address-card')
      await expect(cards).toHaveText(['MaisonRue du Bailli 521050 IxellesBelgium', 'BureauRue Royale 1203e étage1000 BruxellesBelgium'])
      // Each card, as drawn (its border), holds its own Edit and Delete.
      for (const name of ['Maison', 'Bureau']) {
        const card = page.locator('main .address-list li').filter({ hasText: name }).locator('.address-entry')
        await expect(card).toHaveCSS('border-top-style', 'solid')
        const frame = (await card.boundingBox())!
        for (const button of [screen.button(`Edit ${name}`), screen.button(`Delete ${name}`)]) {
          const box = (await button.boundingBox())!
          expect(box.x >= frame.x && box.y >= frame.y && box.x + box.width <= frame.x + frame.width && box.y + box.height <= frame.y + frame.height).toBe(true)
        }
      }

      // Edit: the form opens where the card was, filled in, with the focus on its first field.
      await screen.button('Edit Bureau').click()
      const form = page.getByRole('form', { name: 'Edit Bureau' })
      await expect(form.getByLabel('Name')).toBeFocused()
      await expect(form.getByLabel('Street and number')).toHaveValue('Rue Royale 120')
      await expect(form.getByLabel('Country')).toHaveValue('BE')
      await form.getByLabel('Street and number').fill('')
      await form.getByRole('button', { name: 'Save the address' }).click()
      await expect(form.locator('#address-7002-address_line-error')).toHaveText('This field is required')
      await form.getByLabel('Street and number').fill('Rue Royale 122')
      await expect(form.locator('#address-7002-address_line-error')).toHaveCount(0)
      await expectNoSeriousViolations(page)
      await form.getByRole('button', { name: 'Save the address' }).click()
      await expect(screen.status()).toHaveText('The address has been saved.')
      await expect(cards).toHaveText(['MaisonRue du Bailli 521050 IxellesBelgium', 'BureauRue Royale 1223e étage1000 BruxellesBelgium'])

      // Cancel puts the card back as it was, and the focus on its Edit button.
      await screen.button('Edit Maison').click()
      await page.getByRole('form', { name: 'Edit Maison' }).getByRole('button', { name: 'Cancel' }).click()
      await expect(screen.button('Edit Maison')).toBeFocused()

      // Delete asks first; keeping it deletes nothing.
      await screen.button('Delete Maison').click()
      const confirm = page.getByRole('dialog', { name: 'Delete this address?' })
      await expect(confirm).toContainText('Rue du Bailli 52')
      await expect(confirm.getByRole('button', { name: 'Keep it' })).toBeFocused()
      await expectNoSeriousViolations(page)
      await confirm.getByRole('button', { name: 'Keep it' }).click()
      await expect(confirm).toHaveCount(0)
      await expect(cards).toHaveCount(2)

      await screen.button('Delete Maison').click()
      await confirm.getByRole('button', { name: 'Delete the address' }).click()
      await expect(screen.status()).toHaveText('The address has been deleted.')
      await expect(cards).toHaveText(['BureauRue Royale 1223e étage1000 BruxellesBelgium'])

      // The venue keeps it so: the account page reads the same.
      await screen.open('lumiere', '/customer/account')
      await expect(page.locator('main .address-list')).not.toContainText('Rue du Bailli 52')
      await expect(page.locator('main .address-list')).toContainText('Rue Royale 122')
    } finally {
      await restoreDemoCustomers()
    }
  })

  test('my orders: number, date, status and amount; Reorder puts the lines back into the cart', async ({ page, context, account: screen }) => {
    await loginAs(context, 'lumiere', 'camille')
    await screen.open('lumiere', '/customer/order')
    await expect(screen.heading()).toHaveText('My orders')
    const paid = page.locator('main .order-card').filter({ has: page.getByRole('heading', { name: 'LUM-001311' }) })
    await expect(paid.locator('dd')).toHaveText(['10/05/2025', 'Paid', '€31.00'])
    await expect(page.locator('main .order-card h2')).toHaveText([/^LUM-/, /^LUM-/, /^LUM-/, /^LUM-/, /^LUM-/, /^LUM-/])
    await paid.getByRole('button', { name: 'Reorder LUM-001311' }).click()
    await expect(page).toHaveURL(/\/en$/)
    await expect(page.locator('#cart-panel')).toBeVisible()
    const stored = await storedCart(page)
    // A Formule midi with its three courses, and a Pils.
    expect(stored).toEqual([
      { id: 100024, quantity: 1, items: 3 },
      { id: 100043, quantity: 1, items: 0 },
    ])
  })

  test("a past order links to its own page, which leaves the diner's new cart as it is", async ({ page, context, menu, account: screen }) => {
    await loginAs(context, 'lumiere', 'camille')
    await menu.open('en')
    await menu.addOne('Cheese croquettes (2 pieces)')
    await expect.poll(() => storedCart(page)).toEqual([{ id: 100001, quantity: 1, items: 0 }])

    await screen.open('lumiere', '/customer/order')
    const paid = page.locator('main .order-card').filter({ has: page.getByRole('heading', { name: 'LUM-001311' }) })
    const link = paid.getByRole('link', { name: 'See the order LUM-001311' })
    await expect(link).toHaveAttribute('href', /^\/en\/my-order\?uid=[0-9a-f-]{36}$/)
    await link.click()

    await expect(page).toHaveURL(/\/en\/my-order\?uid=[0-9a-f-]{36}$/)
    await expect(page.locator('main')).toContainText('LUM-001311')
    // A paid order clears the cart only when it is the one this device is paying for (decision 011).
    await page.waitForLoadState('networkidle')
    expect(await storedCart(page)).toEqual([{ id: 100001, quantity: 1, items: 0 }])
  })

  test('my tickets and invoices, each with a download link', async ({ page, context, account: screen }) => {
    await loginAs(context, 'lumiere', 'camille')
    await screen.open('lumiere', '/customer/tickets')
    await expect(screen.heading()).toHaveText('My tickets')
    await expect(screen.rows().first().locator('th')).toHaveText(/^LUM-\d{6}$/)
    const download = screen.rows().first().getByRole('link', { name: /^Download/ })
    await expect(download).toHaveAttribute('href', /^\/api\/documents\/tickets\/[0-9a-f-]+$/)
    await expect(download).toHaveAttribute('download', '')
    const id = (await download.getAttribute('href'))!.split('/').pop()
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()])
    expect(file.suggestedFilename()).toBe(`ticket-${id}.html`)
    await screen.open('lumiere', '/customer/invoices')
    await expect(screen.heading()).toHaveText('My invoices')
    await expect(screen.rows().first().getByRole('link', { name: /^Download/ })).toHaveAttribute('href', /^\/api\/documents\/invoices\//)
  })

  test('the account pages send a visitor to login', async ({ page }) => {
    await page.goto(venueUrl('lumiere', '/en/customer/account'))
    await expect(page).toHaveURL(/\/en\/customer\/login(\?|$)/)
    await page.goto(venueUrl('lumiere', '/en/dashboard'))
    await expect(page).toHaveURL(/\/en\/customer\/login(\?|$)/)
  })

  test('the account screens in French', async ({ page, context }) => {
    await loginAs(context, 'lumiere', 'camille')
    await page.goto(venueUrl('lumiere', '/fr/customer/credit'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mon solde')
    await expect(page.locator('main .balance-line')).toHaveText(/^Votre solde : 25,50\s€$/)
    await expect(new CustomerFrame(page).sidebar().getByRole('link', { name: 'Nouvelle commande' })).toHaveAttribute('href', '/fr')
  })
})

test.describe('accessibility', () => {
  test.use({ viewport: DESKTOP })

  for (const [venue, customer, path] of [
    ['lumiere', 'camille', '/dashboard'],
    ['lumiere', 'camille', '/customer/account'],
    ['lumiere', 'camille', '/customer/credit'],
    ['club', 'oliver', '/customer/creditrefund'],
    ['lumiere', 'camille', '/customer/linkcard'],
  ] as const) {
    test(`axe: ${path} at ${venue}`, async ({ page, context }) => {
      await loginAs(context, venue, customer)
      await page.goto(venueUrl(venue, `/en${path}`))
      await expect(page.locator('main h1')).toBeVisible()
      await expect(page.locator('main [role="status"]').filter({ hasText: 'Loading' })).toHaveCount(0)
      await expectNoSeriousViolations(page)
    })
  }

  test('axe: the top bar and the drawer open on a phone', async ({ page, context }) => {
    await page.setViewportSize(PHONE)
    await loginAs(context, 'lumiere', 'camille')
    await page.goto(venueUrl('lumiere', '/en/dashboard'))
    await expect(page.locator('main h1')).toBeVisible()
    await expectNoSeriousViolations(page)
    await new CustomerFrame(page).hamburger().click()
    await expect(new CustomerFrame(page).drawer()).toBeVisible()
    await expectNoSeriousViolations(page)
  })
})

/** The cart kept on the device, as product id, quantity and number of menu items. */
async function storedCart(page: Page) {
  const cart = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]') as { id: number; quantity: number; items: unknown[] }[])
  return cart.map(({ id, quantity, items }) => ({ id, quantity, items: items.length }))
}
