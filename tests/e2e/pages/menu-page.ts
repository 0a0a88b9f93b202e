import { expect, type Locator, type Page, type Response } from '@playwright/test'
import { venueUrl, type Locale, type VenueKey } from '../support/demo'
import { SiteFooter, SiteHeader } from './site-chrome'

/** The menu (index) page of one venue: search, categories or matrices, product cards, stand switcher. */
export class MenuPage {
  readonly header: SiteHeader
  readonly footer: SiteFooter

  constructor(
    readonly page: Page,
    readonly venue: VenueKey = 'lumiere',
  ) {
    this.header = new SiteHeader(page)
    this.footer = new SiteFooter(page)
  }

  /** Opens /<locale>[?query] and waits for the streamed menu; returns the document response. */
  async open(locale: Locale = 'en', search = ''): Promise<Response | null> {
    const response = await this.page.goto(venueUrl(this.venue, `/${locale}${search}`))
    await expect(this.productCards().first()).toBeVisible()
    return response
  }

  // Products

  productCards(): Locator {
    return this.page.locator('.product-card')
  }

  productNames(): Locator {
    return this.page.locator('.product-card .product-name')
  }

  productCard(name: string | RegExp): Locator {
    const hasText = typeof name === 'string' ? new RegExp(`^${escapeRegExp(name)}$`) : name
    return this.productCards().filter({ has: this.page.locator('.product-name', { hasText }) })
  }

  productImage(name: string | RegExp): Locator {
    return this.productCard(name).locator('img.product-image')
  }

  productPrice(name: string | RegExp): Locator {
    return this.productCard(name).locator('.product-price')
  }

  // Categories (or matrices)

  sectionHeadings(): Locator {
    return this.page.locator('.menu-section').getByRole('heading', { level: 2 })
  }

  categoryLinks(): Locator {
    return this.page.locator('.category-nav').getByRole('link')
  }

  loadingScreen(): Locator {
    return this.page.locator('.loading-screen')
  }

  // Search

  searchField(): Locator {
    return this.page.getByRole('search').getByRole('searchbox')
  }

  resultsHeading(): Locator {
    return this.page.locator('.search-results').getByRole('heading', { level: 2 })
  }

  /** Types the query key by key, as a visitor does (the client must have taken over the page). */
  async search(query: string): Promise<void> {
    await this.waitUntilInteractive()
    await this.searchField().fill('')
    await this.searchField().pressSequentially(query)
  }

  async clearSearch(): Promise<void> {
    await this.page.locator('.search-clear').click()
  }

  /**
   * React has hydrated the search field once it keeps its props on the element; typing before that
   * would be lost, so journeys that interact wait for it.
   */
  async waitUntilInteractive(): Promise<void> {
    await expect
      .poll(() => this.searchField().evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps$'))), {
        message: 'the search field is hydrated',
      })
      .toBe(true)
  }

  // Food court stands

  stands(): Locator {
    return this.page.locator('.stand-switcher').getByRole('button')
  }

  stand(name: string): Locator {
    return this.page.locator('.stand-switcher').getByRole('button', { name, exact: true })
  }

  async chooseStand(name: string): Promise<void> {
    await this.waitUntilInteractive()
    await this.stand(name).click()
  }

  currentStand(): Locator {
    return this.page.locator('.current-stand .current-stand-title')
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
