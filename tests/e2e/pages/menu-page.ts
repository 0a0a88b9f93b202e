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

  /** The bar's arrow for a mouse at one edge: 'Previous categories' or 'Next categories'. */
  categoryArrow(edge: 'start' | 'end'): Locator {
    return this.page.locator('.category-nav').getByRole('button', { name: edge === 'start' ? 'Previous categories' : 'Next categories', exact: true })
  }

  /** Whether the fade over one edge of the bar is drawn (fully: it fades in). */
  categoryFade(edge: 'start' | 'end'): Promise<boolean> {
    return this.page
      .locator('.category-nav')
      .evaluate((bar, pseudo) => getComputedStyle(bar, pseudo).opacity === '1', edge === 'start' ? '::before' : '::after')
  }

  /** How far the bar's links are scrolled sideways, and how wide the bar shows them, in pixels. */
  categoryBarScroll(): Promise<{ left: number; width: number; end: number }> {
    return this.page
      .locator('.category-nav ul')
      .evaluate((list) => ({ left: list.scrollLeft, width: list.clientWidth, end: list.scrollWidth - list.clientWidth }))
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

  // Product actions (English labels: 'Add one {name}' / 'Remove one {name}')

  /** The card's main button: opens the details or the composition, or adds a product that has neither. */
  productButton(name: string | RegExp): Locator {
    return this.productCard(name).locator('button.product-open')
  }

  addOneButton(name: string | RegExp): Locator {
    return this.productCard(name).locator('.product-stepper').getByRole('button', { name: /^Add one / })
  }

  removeOneButton(name: string | RegExp): Locator {
    return this.productCard(name).locator('.product-stepper').getByRole('button', { name: /^Remove one / })
  }

  /** The quantity in the cart a card shows; absent while the product is not in the cart. */
  cardQuantity(name: string | RegExp): Locator {
    return this.productCard(name).locator('.stepper-quantity')
  }

  /**
   * Each menu section hydrates on its own, after the search field and once it comes near the screen:
   * product actions bring the card on screen, as a diner's thumb does, and wait for its own button.
   */
  async waitUntilCardInteractive(name: string | RegExp): Promise<void> {
    await this.waitUntilInteractive()
    await this.productButton(name).scrollIntoViewIfNeeded()
    await expect
      .poll(() => isHydrated(this.productButton(name)), { message: `the card of ${String(name)} is hydrated` })
      .toBe(true)
  }

  /** Taps the card (after hydration): details, composition or a direct add. */
  async tapProduct(name: string | RegExp): Promise<void> {
    await this.waitUntilCardInteractive(name)
    await this.productButton(name).click()
  }

  async addOne(name: string | RegExp): Promise<void> {
    await this.waitUntilCardInteractive(name)
    await this.addOneButton(name).click()
  }

  async removeOne(name: string | RegExp): Promise<void> {
    await this.waitUntilCardInteractive(name)
    await this.removeOneButton(name).click()
  }
}

/** React keeps its props on an element it has hydrated. */
function isHydrated(element: Locator): Promise<boolean> {
  return element.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps$')))
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
