import { expect, test } from './support/test'
import { loginAs } from './pages/account'
import { AuthPages, DEMO, mailsTo, newAccount, sessionCookie } from './pages/auth'
import { expectNoSeriousViolations } from './support/axe'
import { messages, venueUrl } from './support/demo'
import { addFault, clearFaults } from './support/origin'

// Login, account creation, forgotten and changed passwords, logout (SPEC §2 authentication screens
// and route guards, §4 Session, §5, §8). Demo passwords are never changed: the password journeys
// use accounts created here, with an e-mail address of their own.

const en = messages('en')

test.describe('login', () => {
  test("camille logs in by e-mail from an English page and stays in English, offered her account's French; the session cookie stays out of the page's reach", async ({
    page,
    context,
  }) => {
    const auth = new AuthPages(page)
    await auth.open('login')
    await expect(auth.heading()).toHaveText('Log in')
    await auth.login(DEMO.camille.login, DEMO.camille.password)

    await expect(page).toHaveURL(venueUrl('lumiere', '/en/dashboard'))
    expect(await sessionCookie(context, page)).toEqual({ present: true, httpOnly: true, visibleToScripts: false })
    const offer = page.locator('main .account-language-offer')
    await expect(offer).toHaveText("Your account's language is French. Switch to French")

    await offer.getByRole('link', { name: 'Switch to French' }).click()
    await expect(page).toHaveURL(venueUrl('lumiere', '/fr/dashboard'))
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    await expect(page.locator('main .account-language-offer')).toHaveCount(0)

    // A login-type page sends a logged-in customer to the dashboard (SPEC §2 route guard 1).
    const response = await page.goto(venueUrl('lumiere', '/en/customer/login'))
    expect(response?.request().redirectedFrom()?.url()).toBe(venueUrl('lumiere', '/en/customer/login'))
    await expect(page).toHaveURL(venueUrl('lumiere', '/en/dashboard'))
  })

  test("the offer of the account's language in each language of the page", async ({ page, context }) => {
    await loginAs(context, 'lumiere', 'camille')
    for (const [locale, text] of [
      ['nl', 'De taal van je account is het Frans. Overschakelen naar het Frans'],
      ['de', 'Die Sprache Ihres Kontos ist Französisch. Auf Französisch umstellen'],
    ] as const) {
      await page.goto(venueUrl('lumiere', `/${locale}/dashboard`))
      await expect(page.locator('main .account-language-offer')).toHaveText(text)
      await expect(page.locator('main .account-language-offer a')).toHaveAttribute('href', '/fr/dashboard')
    }
    await loginAs(context, 'lumiere', 'pieter')
    await page.goto(venueUrl('lumiere', '/fr/dashboard'))
    await expect(page.locator('main .account-language-offer')).toHaveText('La langue de votre compte est le néerlandais. Passer en néerlandais')
  })

  test("a form on another site cannot log the browser into someone's account (login CSRF)", async ({ page, context }) => {
    // The attacker's page auto-submits a text/plain form whose body reads as JSON to the login call.
    const attacker = venueUrl('lumiere', '/').replace('lumiere.localhost', 'attacker.localhost')
    const field = JSON.stringify({ login: DEMO.camille.login, password: DEMO.camille.password, x: '' }).slice(0, -2)
    await context.route(`${attacker}**`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>Win a prize</title><form method="post" enctype="text/plain" action="${venueUrl('lumiere', '/api/auth/login')}">
          <input type="hidden" name='${field}' value='"}'></form><script>document.forms[0].submit()</script>`,
      }),
    )
    const refused = page.waitForResponse((response) => response.url() === venueUrl('lumiere', '/api/auth/login'))
    await page.goto(attacker)
    expect((await refused).status()).toBe(403)

    await page.goto(venueUrl('lumiere', '/en'))
    expect((await sessionCookie(context, page)).present).toBe(false)
  })

  test("a wrong password says 'Invalid login and password combination' and keeps the visitor anonymous", async ({ page, context, auth }) => {
    await auth.open('login')
    await auth.login(DEMO.camille.login, 'not-her-password')

    await expect(auth.formAlert()).toHaveText('Invalid login and password combination')
    await expect(page).toHaveURL(venueUrl('lumiere', '/en/customer/login'))
    expect((await sessionCookie(context, page)).present).toBe(false)
    await expect(auth.button('Log in')).toBeEnabled()
  })

  test('a login sent without a connection before the form could check it says so, keeps what was typed, and goes through once back online', async ({
    page,
    context,
    auth,
  }) => {
    const sent: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/login')) sent.push(request.url())
    })
    await auth.open('login')
    await auth.hydrated()
    // The form's rules come once the diner turns to it; here the network is gone before that.
    await context.setOffline(true)
    await auth.login(DEMO.camille.login, DEMO.camille.password)
    await expect(auth.formAlert()).toHaveText('No connection. Check your network and try again.')
    // Stopped before sending: nothing unchecked went out.
    expect(sent).toEqual([])
    await expect(auth.field('E-mail')).toHaveValue(DEMO.camille.login)
    await expect(auth.field('Password')).toHaveValue(DEMO.camille.password)

    await context.setOffline(false)
    await auth.button('Log in').click()
    await expect(page).toHaveURL(venueUrl('lumiere', '/en/dashboard'))
  })

  test('at the club, ordering needs an account: the login says the venue is for members, where Lumière says nothing of it', async ({ page }) => {
    const club = new AuthPages(page, 'club')
    await club.open('login')
    await expect(club.root.locator('.auth-intro')).toHaveText('Ordering at Les Pins Sports Club is for members only: log in to see the menu and order.')
    await club.open('login', { locale: 'de' })
    await expect(club.root.locator('.auth-intro')).toHaveText(
      'Bestellen bei Les Pins Sports Club ist nur für Mitglieder möglich: Melden Sie sich an, um die Karte zu sehen und zu bestellen.',
    )

    const lumiere = new AuthPages(page)
    await lumiere.open('login')
    await expect(lumiere.heading()).toHaveText('Log in')
    await expect(lumiere.root.locator('.auth-intro')).toHaveCount(0)
  })

  test('at the club, members log in by customer ID (login_type 2)', async ({ page }) => {
    const auth = new AuthPages(page, 'club')
    await auth.open('login')
    await expect(auth.field('Customer ID')).toBeVisible()
    await expect(auth.field('E-mail')).toHaveCount(0)

    await auth.login('', DEMO.oliver.password, { byCustomerId: true })
    await expect(auth.fieldError('Customer ID')).toHaveText('Customer ID required')

    await auth.field('Customer ID').fill(DEMO.oliver.login)
    await auth.button('Log in').click()
    await expect(page).toHaveURL(venueUrl('club', '/en/dashboard'))
  })

  test('from the checkout, the login returns to the payment step; a next path off the site is ignored', async ({ page, context, auth }) => {
    await auth.open('login', { query: `?next=${encodeURIComponent('/checkout/payment-method')}` })
    await auth.login(DEMO.olivia.login, DEMO.olivia.password)
    await expect(page).toHaveURL(venueUrl('lumiere', '/en/checkout/payment-method'))

    await context.clearCookies()
    await auth.open('login', { query: `?next=${encodeURIComponent('//evil.example/steal')}` })
    await auth.login(DEMO.olivia.login, DEMO.olivia.password)
    await expect(page).toHaveURL(venueUrl('lumiere', '/en/dashboard'))
  })

  test("the links under the form: forgotten password, account creation where the venue allows it, 'I have a card'", async ({ page, auth }) => {
    await auth.open('login')
    await expect(auth.link('Forgot your password?')).toHaveAttribute('href', '/en/customer/resetpassword')
    await expect(auth.link('Create an account')).toHaveAttribute('href', '/en/customer/register')
    await expect(auth.link('I have a card')).toHaveAttribute('href', '/en/customer/linkcard')

    // Le Comptoir does not offer accounts.
    const comptoir = new AuthPages(page, 'comptoir')
    await comptoir.open('login')
    await expect(comptoir.link('Forgot your password?')).toBeVisible()
    await expect(comptoir.link('Create an account')).toHaveCount(0)
  })

  test("the header's 'Log in' link opens the login page", async ({ page }) => {
    await page.goto(venueUrl('lumiere', '/en'))
    await page.locator('.site-header').getByRole('link', { name: 'Log in', exact: true }).click()
    await expect(page).toHaveURL(venueUrl('lumiere', '/en/customer/login'))
    await expect(new AuthPages(page).heading()).toHaveText('Log in')
  })
})

test.describe('account creation', () => {
  test('a new customer at lumiere is warned of a used e-mail, creates an account and is logged in', async ({ page, context, auth }) => {
    const account = newAccount()
    await auth.open('register')
    await expect(auth.heading()).toHaveText('Create an account')
    await auth.hydrated()

    // The address is checked on leaving the field, before anything is sent.
    await auth.field('E-mail').fill(DEMO.camille.login)
    await auth.field('Password').focus()
    await expect(auth.fieldError('E-mail')).toHaveText('This e-mail address is already used')

    await auth.field('E-mail').fill(account.email)
    await auth.field('Password').focus()
    await expect(auth.fieldError('E-mail')).toHaveCount(0)

    await auth.field('Password').fill('short')
    await auth.field('Confirm password').fill('different')
    await auth.button('Create my account').click()
    await expect(auth.fieldError('Password')).toHaveText('Please enter at least 8 characters')
    await expect(auth.fieldError('Confirm password')).toHaveText("New password and password confirmation don't match")
    await expect(auth.fieldError('First name')).toHaveText('This field is required')

    await auth.register(account)
    await expect(page).toHaveURL(venueUrl('lumiere', '/en/dashboard'))
    expect(await sessionCookie(context, page)).toEqual({ present: true, httpOnly: true, visibleToScripts: false })

    // The new account logs in with its password.
    await context.clearCookies()
    await auth.open('login')
    await auth.login(account.email, account.password)
    await expect(page).toHaveURL(venueUrl('lumiere', '/en/dashboard'))
  })

  test('an address found taken is not sent: the e-mail field says so again and takes the focus', async ({ page, auth }) => {
    const registrations: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/register')) registrations.push(request.url())
    })
    const account = newAccount()
    await auth.open('register')
    await auth.hydrated()
    await auth.field('E-mail').fill(DEMO.camille.login)
    await auth.field('Password').focus()
    await expect(auth.fieldError('E-mail')).toHaveText('This e-mail address is already used')
    await auth.field('Password').fill(account.password)
    await auth.field('Confirm password').fill(account.password)
    await auth.field('First name').fill(account.firstName)
    await auth.field('Last name').fill(account.lastName)
    await auth.field('Mobile phone').fill(account.phone)
    await auth.button('Create my account').click()

    await expect(auth.fieldError('E-mail')).toHaveText('This e-mail address is already used')
    await expect(auth.field('E-mail')).toBeFocused()
    expect(registrations).toEqual([])
  })

  test("where the venue offers no accounts, the page says 'Account creation is not available here'", async ({ page }) => {
    const auth = new AuthPages(page, 'comptoir')
    await auth.open('register')
    await expect(auth.heading()).toHaveText('Account creation is not available here')
    await expect(auth.root.locator('form')).toHaveCount(0)
  })
})

test.describe('passwords', () => {
  test('forgotten password, end to end: the link from the mail, a new password, a login with it; the used link is refused', async ({
    page,
    context,
  }) => {
    const auth = new AuthPages(page)
    const account = newAccount()
    await auth.open('register')
    await auth.register(account)
    await expect(page).toHaveURL(venueUrl('lumiere', '/en/dashboard'))
    await context.clearCookies()

    await auth.open('resetpassword')
    await expect(auth.heading()).toHaveText('Forgot your password?')
    await auth.hydrated()
    await auth.field('E-mail').fill(account.email)
    await auth.button('Send me a link').click()
    const sent = 'If an account exists for this address, we have sent you an e-mail with a link to choose a new password.'
    await expect(auth.notice()).toHaveText(sent)
    await expect(auth.notice()).toBeFocused()

    await expect.poll(async () => (await mailsTo(account.email)).length, { message: 'the reset mail is sent' }).toBe(1)
    const [mail] = await mailsTo(account.email)
    expect(mail!.link).toMatch(/\/en\/customer\/validatetoken\?token=/)

    const newPassword = 'Changed-Password-2025'
    await page.goto(mail!.link!)
    await expect(auth.heading()).toHaveText('Choose a new password')
    await expect(auth.root).toContainText(account.email)
    await auth.hydrated()
    await auth.field('New password').fill(newPassword)
    await auth.field('Confirm new password').fill(newPassword + 'x')
    await auth.button('Save my new password').click()
    await expect(auth.fieldError('Confirm new password')).toHaveText("New password and password confirmation don't match")
    await auth.field('Confirm new password').fill(newPassword)
    // Once it has spoken, the confirmation is checked as it changes.
    await expect(auth.fieldError('Confirm new password')).toHaveCount(0)
    await auth.button('Save my new password').click()
    await expect(auth.notice()).toHaveText('Your password has been changed. You can log in now.')

    await auth.link('Log in').click()
    await expect(page).toHaveURL(venueUrl('lumiere', '/en/customer/login'))
    await auth.login(account.email, account.password)
    await expect(auth.formAlert()).toHaveText('Invalid login and password combination')
    await auth.field('Password').fill(newPassword)
    await auth.button('Log in').click()
    await expect(page).toHaveURL(venueUrl('lumiere', '/en/dashboard'))

    // A link serves once.
    await context.clearCookies()
    await page.goto(mail!.link!)
    await expect(auth.formAlert()).toHaveText('This link is invalid or has expired')
    await expect(auth.link('Ask for a new link')).toHaveAttribute('href', '/en/customer/resetpassword')
  })

  test('an unknown address gets the same answer, and no mail', async ({ auth }) => {
    const nobody = newAccount().email
    await auth.open('resetpassword')
    await auth.hydrated()
    await auth.field('E-mail').fill(nobody)
    await auth.button('Send me a link').click()
    await expect(auth.notice()).toHaveText(
      'If an account exists for this address, we have sent you an e-mail with a link to choose a new password.',
    )
    expect(await mailsTo(nobody)).toEqual([])
  })

  test('a made-up or missing token is refused with a way to ask for a new link', async ({ auth }) => {
    for (const query of ['?token=notARealToken123', '']) {
      await auth.open('validatetoken', { query })
      await expect(auth.formAlert()).toHaveText('This link is invalid or has expired')
      await expect(auth.link('Ask for a new link')).toBeVisible()
    }
  })

  test('change password: a mismatch is named, a wrong current password is refused, then the change succeeds', async ({ page, context, auth }) => {
    const account = newAccount()
    await auth.open('register')
    await auth.register(account)
    await expect(page).toHaveURL(venueUrl('lumiere', '/en/dashboard'))

    await auth.open('changepassword')
    await expect(auth.heading()).toHaveText('Change my password')
    await auth.hydrated()
    const newPassword = 'Another-Password-2025'
    await auth.field('Current password').fill(account.password)
    await auth.field('New password').fill(newPassword)
    await auth.field('Confirm new password').fill('Another-Password-2026')
    await auth.button('Change my password').click()
    await expect(auth.fieldError('Confirm new password')).toHaveText("New password and password confirmation don't match")

    await auth.field('Current password').fill('not-the-current-one')
    await auth.field('Confirm new password').fill(newPassword)
    await auth.button('Change my password').click()
    await expect(auth.fieldError('Current password')).toHaveText('The current password is not correct')

    await auth.field('Current password').fill(account.password)
    await auth.button('Change my password').click()
    await expect(auth.notice()).toHaveText('Your password has been changed.')
    // The form is emptied, and its fields start again saying nothing.
    await expect(auth.field('Current password')).toHaveValue('')
    await expect(auth.root.locator('.field-error')).toHaveCount(0)

    await context.clearCookies()
    await auth.open('login')
    await auth.login(account.email, newPassword)
    await expect(page).toHaveURL(venueUrl('lumiere', '/en/dashboard'))
  })

  test('change password: a confirmation that differs is said when left, whatever the other fields say, and goes once it matches', async ({ context, auth }) => {
    await loginAs(context, 'lumiere', 'camille')
    await auth.open('changepassword')
    await auth.hydrated()
    await auth.field('New password').fill('short')
    await auth.field('Confirm new password').fill('other')
    await auth.field('Confirm new password').press('Shift+Tab')
    await expect(auth.fieldError('Confirm new password')).toHaveText("New password and password confirmation don't match")
    await expect(auth.fieldError('New password')).toHaveText('Please enter at least 8 characters')
    await expect(auth.fieldError('Current password')).toHaveCount(0)
    await auth.field('Confirm new password').fill('short')
    await expect(auth.fieldError('Confirm new password')).toHaveCount(0)
  })

  test('change password needs a login (SPEC §2 route guard 3)', async ({ page }) => {
    await page.goto(venueUrl('lumiere', '/en/customer/changepassword'))
    // Login brings the customer back to the page they asked for.
    await expect(page).toHaveURL(venueUrl('lumiere', '/en/customer/login?next=%2Fcustomer%2Fchangepassword'))
  })
})

/** A button does something only once React has hydrated it: it then carries React's props. */
async function untilHydrated(button: import('@playwright/test').Locator) {
  await expect
    .poll(() => button.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'))))
    .toBe(true)
}

test.describe('logout', () => {
  const logoutLabel = en['sidebar.logout'] ?? 'Log out'

  test('logout at lumiere lands on the menu as a visitor; the session cookie and the cart are gone', async ({ page, context, auth, menu, cart }) => {
    await auth.open('login')
    await auth.login(DEMO.olivia.login, DEMO.olivia.password)
    await expect(page).toHaveURL(venueUrl('lumiere', '/en/dashboard'))

    // Her cart is hers: on a shared phone the next diner must not find it.
    await menu.open('en')
    await menu.addOne('Cheese croquettes (2 pieces)')
    await expect(cart.count()).toHaveText('1')

    await untilHydrated(page.getByRole('button', { name: logoutLabel, exact: true }).first())
    await page.getByRole('button', { name: logoutLabel, exact: true }).first().click()
    await expect(page.locator('.site-header').getByRole('link', { name: 'Log in', exact: true })).toBeVisible()
    await expect(page).toHaveURL(venueUrl('lumiere', '/en'))
    expect((await sessionCookie(context, page)).present).toBe(false)
    await expect(cart.barText()).toHaveText('Empty cart')
    expect(await page.evaluate(() => localStorage.getItem('cart'))).toBe('[]')
  })

  for (const [how, fault] of [
    ['fails', { status: 500 }],
    ['takes a minute', { delay_ms: 60_000 }],
  ] as const) {
    test(`logout while the venue ${how} still logs out, at once, and lands on the menu as a visitor`, async ({ page, context, auth }) => {
      await auth.open('login')
      await auth.login(DEMO.olivia.login, DEMO.olivia.password)
      await expect(page).toHaveURL(venueUrl('lumiere', '/en/dashboard'))
      await addFault({ match: '/venues/lumiere/api/logout', ...fault })
      try {
        await untilHydrated(page.getByRole('button', { name: logoutLabel, exact: true }).first())
        await page.getByRole('button', { name: logoutLabel, exact: true }).first().click()
        await expect(page.locator('.site-header').getByRole('link', { name: 'Log in', exact: true })).toBeVisible()
        await expect(page).toHaveURL(venueUrl('lumiere', '/en'))
        expect((await sessionCookie(context, page)).present).toBe(false)
      } finally {
        await clearFaults()
      }
    })
  }

  test('a logout that cannot reach the site (no network) is said in an alert and keeps the customer logged in', async ({ page, context, auth }) => {
    await auth.open('login')
    await auth.login(DEMO.olivia.login, DEMO.olivia.password)
    await expect(page).toHaveURL(venueUrl('lumiere', '/en/dashboard'))
    await untilHydrated(page.getByRole('button', { name: logoutLabel, exact: true }).first())
    // Only the site itself can clear its HttpOnly session cookie (SPEC §8: a logout failure is shown in an alert).
    await context.setOffline(true)
    // The alert blocks the page until it is answered, the click's own completion too: a listener
    // registered before the click answers it, then the test reads what it said.
    const alert = new Promise<string>((resolve) => {
      page.once('dialog', (dialog) => {
        resolve(dialog.message())
        void dialog.accept()
      })
    })
    await page.getByRole('button', { name: logoutLabel, exact: true }).first().click()
    expect(await alert).toBe('We could not log you out. Please try again.')
    await context.setOffline(false)
    await expect(page).toHaveURL(venueUrl('lumiere', '/en/dashboard'))
    expect((await sessionCookie(context, page)).present).toBe(true)
  })
})

test.describe('accessibility', () => {
  test('login, account creation, forgotten password and the reset link page pass axe, errors shown too', async ({ page, auth }) => {
    await auth.open('login')
    await expectNoSeriousViolations(page)
    await auth.login('', '')
    await expect(auth.fieldError('E-mail')).toBeVisible()
    await expectNoSeriousViolations(page)

    await auth.open('register')
    await expectNoSeriousViolations(page)
    await auth.hydrated()
    await auth.button('Create my account').click()
    await expect(auth.fieldError('Mobile phone')).toBeVisible()
    await expectNoSeriousViolations(page)

    await auth.open('resetpassword')
    await expectNoSeriousViolations(page)

    await auth.open('validatetoken', { query: '?token=notARealToken123' })
    await expect(auth.formAlert()).toBeVisible()
    await expectNoSeriousViolations(page)

    const club = new AuthPages(page, 'club')
    await club.open('login', { locale: 'fr' })
    await expect(club.heading()).toHaveText('Se connecter')
    await expectNoSeriousViolations(page)
  })
})
