import type { Locator, Page } from '@playwright/test'

/** The header every page of a venue shares: brand and language chooser. */
export class SiteHeader {
  constructor(private readonly page: Page) {}

  venueName(): Locator {
    return this.page.locator('.site-header .brand-name')
  }

  languageChooser(): LanguageChooser {
    return new LanguageChooser(this.page.locator('.site-header .language-chooser'))
  }

  /** The visitor's cart in the header, where the page has no cart bar: named 'My cart (€x), n items' or 'Empty cart'. */
  cartButton(): Locator {
    return this.page.locator('.site-header').getByRole('button', { name: /^(My cart|Empty cart)/ })
  }

  /** The count on the header's bag; absent when the cart is empty. */
  cartCount(): Locator {
    return this.cartButton().locator('.cart-count')
  }
}

/** Locale codes as links; the active one carries aria-current, the language name is the title. */
export class LanguageChooser {
  constructor(readonly root: Locator) {}

  languages(): Locator {
    return this.root.getByRole('link')
  }

  language(code: string): Locator {
    return this.root.getByRole('link', { name: code.toUpperCase(), exact: true })
  }

  current(): Locator {
    return this.root.locator('a[aria-current="true"]')
  }

  async choose(code: string): Promise<void> {
    await this.language(code).click()
  }
}

/** Venue name, address, VAT number, e-mail, website and legal links. */
export class SiteFooter {
  readonly root: Locator

  constructor(private readonly page: Page) {
    this.root = page.locator('footer.site-footer')
  }

  venueName(): Locator {
    return this.root.locator('.footer-name')
  }

  details(): Locator {
    return this.root.locator('.footer-details li')
  }

  emailLink(): Locator {
    return this.root.locator('a[href^="mailto:"]')
  }

  websiteLink(): Locator {
    return this.root.locator('.footer-details a[target="_blank"]')
  }

  legalLink(name: string): Locator {
    return this.root.locator('.footer-links').getByRole('link', { name, exact: true })
  }

  async openLegalPage(name: string): Promise<void> {
    await this.legalLink(name).click()
  }
}

/** A full-width message: error page, unknown host, closed venue. */
export class ErrorScreen {
  readonly root: Locator

  constructor(page: Page) {
    this.root = page.locator('.error-screen')
  }

  title(): Locator {
    return this.root.getByRole('heading', { level: 1 })
  }

  message(): Locator {
    return this.root.locator('p:not(.error-hint)')
  }

  /** The sentence in a diner's words under a technical message (the unknown host). */
  hint(): Locator {
    return this.root.locator('p.error-hint')
  }

  action(): Locator {
    return this.root.getByRole('link')
  }
}
