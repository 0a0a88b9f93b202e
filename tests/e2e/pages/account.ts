import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test'
import { venueUrl, type VenueKey } from '../support/demo'
import { ORIGIN_URL } from '../support/origin'

// The logged-in customer's frame and account screens (English labels).

/** The sandbox origin of tests/e2e/global-setup.ts. */
const ORIGIN = ORIGIN_URL

export type DemoCustomer = 'camille' | 'pieter' | 'olivia' | 'lotte' | 'oliver' | 'lucas'

/** Logs in as a demo customer by setting the session cookie the venue's demo token stands for. */
export async function loginAs(context: BrowserContext, venue: VenueKey, customer: DemoCustomer): Promise<void> {
  const url = new URL(venueUrl(venue))
  await context.addCookies([
    { name: 'customer-access-token', value: `demo-token-${customer}`, domain: url.hostname, path: '/', httpOnly: true, sameSite: 'Lax' },
  ])
}

/** The demo customers back as seeded: balances, history, cards, addresses and profiles (origin /__sandbox). */
export async function restoreDemoCustomers(): Promise<void> {
  const response = await fetch(`${ORIGIN}/__sandbox/customers`, { method: 'DELETE' })
  expect(response.status, 'DELETE /__sandbox/customers').toBe(200)
}

/** The top bar, the sidebar (from 768 px) and the drawer (below). */
export class CustomerFrame {
  constructor(readonly page: Page) {}

  topBar(): Locator {
    return this.page.locator('header.customer-topbar')
  }

  hamburger(): Locator {
    return this.topBar().getByRole('button', { name: 'Open the account menu' })
  }

  /** The credit in the top bar ('€25.50'). */
  credit(): Locator {
    return this.topBar().locator('.topbar-credit')
  }

  basket(): Locator {
    return this.topBar().locator('.topbar-basket')
  }

  sidebar(): Locator {
    return this.page.locator('aside.customer-sidebar')
  }

  drawer(): Locator {
    return this.page.getByRole('dialog', { name: 'Your account' })
  }

  /** The entries of the sidebar's menu, or of the drawer's when it is open. */
  entries(within: Locator = this.sidebar()): Locator {
    return within.getByRole('navigation', { name: 'Account menu' }).getByRole('link')
  }

  entry(name: string, within: Locator = this.sidebar()): Locator {
    return this.entries(within).filter({ hasText: name })
  }

  balanceTag(within: Locator = this.sidebar()): Locator {
    return within.locator('.balance-tag')
  }
}

/** A screen of the account area: its heading, its status and alert messages. */
export class AccountScreen {
  constructor(readonly page: Page) {}

  /** Opens a screen and waits until React has hydrated it: typing into a form before that is lost. */
  async open(venue: VenueKey, path: string, locale = 'en'): Promise<void> {
    await this.page.goto(venueUrl(venue, `/${locale}${path}`))
    await expect
      .poll(() => this.page.locator('main').first().evaluate((main) => Object.keys(main).some((key) => key.startsWith('__reactProps$'))), {
        message: 'the screen is hydrated',
      })
      .toBe(true)
  }

  heading(): Locator {
    return this.page.getByRole('heading', { level: 1 })
  }

  status(): Locator {
    return this.page.locator('main [role="status"]')
  }

  alert(): Locator {
    return this.page.locator('main .rejection[role="alert"]')
  }

  field(label: string | RegExp): Locator {
    return this.page.locator('main').getByLabel(label)
  }

  fieldError(id: string): Locator {
    return this.page.locator(`#${id}-error`)
  }

  button(name: string | RegExp): Locator {
    return this.page.locator('main').getByRole('button', { name })
  }

  link(name: string | RegExp): Locator {
    return this.page.locator('main').getByRole('link', { name })
  }

  table(): Locator {
    return this.page.locator('main table.account-table')
  }

  rows(): Locator {
    return this.table().locator('tbody tr')
  }

  /** 'Your balance: €25.50', once read from the venue. */
  balanceLine(): Locator {
    return this.page.locator('main .balance-line')
  }

  /** The balance in cents, read off 'Your balance: €25.50'. */
  async balanceCents(): Promise<number> {
    await expect(this.balanceLine()).toHaveText(/Your balance: €\d+\.\d{2}/)
    const match = /€(\d+)\.(\d{2})/.exec(await this.balanceLine().innerText())!
    return Number(match[1]) * 100 + Number(match[2])
  }
}
