import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test'
import { venueUrl, type Locale, type VenueKey } from '../support/demo'
import { ORIGIN_URL } from '../support/origin'

/** The sandbox origin of tests/e2e/global-setup.ts. */
const ORIGIN = ORIGIN_URL

export const SESSION_COOKIE = 'customer-access-token'

/** The demo accounts of origin/seed/demo/README.md (their passwords are never changed here). */
export const DEMO = {
  camille: { venue: 'lumiere', login: 'camille.dubois@example.com', password: 'Lumiere-2025!', language: 'fr' },
  olivia: { venue: 'lumiere', login: 'olivia.brown@example.com', password: 'Brussels-2025!', language: 'en' },
  oliver: { venue: 'club', login: '1207', password: 'Pins-Member-1207', language: 'en' },
} as const

/** A new account's details, with an e-mail address no run has used before. */
export function newAccount() {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
  return {
    email: `e2e.${unique}@example.com`,
    password: 'Nouveau-Client-2025',
    firstName: 'Jeanne',
    lastName: 'Martin',
    phone: '+32 470 12 34 56',
  }
}
export type NewAccount = ReturnType<typeof newAccount>

/**
 * The authentication screens in English (login, account creation, forgotten password, the reset
 * link's page, change password): one card `section.auth-screen` with its h1, fields by label, the
 * form's alert and the links under it.
 */
export class AuthPages {
  readonly root: Locator

  constructor(
    readonly page: Page,
    readonly venue: VenueKey = 'lumiere',
  ) {
    this.root = page.locator('section.auth-screen')
  }

  async open(
    screen: 'login' | 'register' | 'resetpassword' | 'validatetoken' | 'changepassword',
    { locale = 'en', query = '' }: { locale?: Locale; query?: string } = {},
  ): Promise<void> {
    await this.page.goto(venueUrl(this.venue, `/${locale}/customer/${screen}${query}`))
  }

  heading(): Locator {
    return this.root.getByRole('heading', { level: 1 })
  }

  /** A text or password field by its label ('E-mail', 'Customer ID', 'Password', 'New password'…). */
  field(label: string): Locator {
    return this.root.getByRole('textbox', { name: label, exact: true })
  }

  /** The error under a field, announced with it. */
  fieldError(label: string): Locator {
    return this.root.locator('.field', { has: this.page.getByRole('textbox', { name: label, exact: true }) }).locator('.field-error')
  }

  /** The form's own message ('Invalid login and password combination'). */
  formAlert(): Locator {
    return this.root.locator('.rejection[role="alert"]')
  }

  /** The message that replaces a form once done (link sent, password changed). */
  notice(): Locator {
    return this.root.locator('.auth-notice[role="status"]')
  }

  button(name: string): Locator {
    return this.root.getByRole('button', { name, exact: true })
  }

  link(name: string): Locator {
    return this.root.getByRole('link', { name, exact: true })
  }

  /**
   * The form is rendered on the server: until React owns it, a click would send it as a plain form
   * and typed text could be lost, so journeys wait for hydration first.
   */
  async hydrated(): Promise<void> {
    const form = this.root.locator('form')
    await expect
      .poll(() => form.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps$'))), {
        message: 'the form is hydrated',
      })
      .toBe(true)
  }

  async login(login: string, password: string, { byCustomerId = false } = {}): Promise<void> {
    await this.hydrated()
    await this.field(byCustomerId ? 'Customer ID' : 'E-mail').fill(login)
    await this.field('Password').fill(password)
    await this.button('Log in').click()
  }

  async register(account: NewAccount): Promise<void> {
    await this.hydrated()
    await this.fillRegistration(account)
    await this.button('Create my account').click()
  }

  /** The account creation's fields, as they are typed: hydrated or not. */
  async fillRegistration(account: NewAccount): Promise<void> {
    await this.field('E-mail').fill(account.email)
    await this.field('Password').fill(account.password)
    await this.field('Confirm password').fill(account.password)
    await this.field('First name').fill(account.firstName)
    await this.field('Last name').fill(account.lastName)
    await this.field('Mobile phone').fill(account.phone)
  }
}

/** Whether the browser holds the HttpOnly session cookie, and whether page scripts can see it. */
export async function sessionCookie(context: BrowserContext, page: Page) {
  const cookie = (await context.cookies()).find((candidate) => candidate.name === SESSION_COOKIE)
  const visibleToScripts = (await page.evaluate(() => document.cookie)).includes(SESSION_COOKIE)
  return { present: Boolean(cookie?.value), httpOnly: cookie?.httpOnly ?? false, visibleToScripts }
}

export type SentMail = { to: string; subject: string; body: string; link: string | null; created_at: string }

/** The mails the sandbox origin "sent" to an address, newest first. */
export async function mailsTo(address: string): Promise<SentMail[]> {
  const response = await fetch(`${ORIGIN}/__sandbox/mails?${new URLSearchParams({ to: address })}`)
  expect(response.status, 'GET /__sandbox/mails').toBe(200)
  return (await response.json()) as SentMail[]
}
