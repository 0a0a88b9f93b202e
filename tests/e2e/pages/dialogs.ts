import type { Locator, Page } from '@playwright/test'

// The other popups of the menu page, with their English labels (locales/en.json).

/** 'Are you 18 or older?' with Cancel and 'I am 18 or older'. */
export class AgeCheckDialog {
  readonly root: Locator

  constructor(readonly page: Page) {
    this.root = page.getByRole('dialog', { name: 'Are you 18 or older?' })
  }

  description(): Locator {
    return this.root.locator('p').first()
  }

  async cancel(): Promise<void> {
    await this.root.getByRole('button', { name: 'Cancel', exact: true }).click()
  }

  async confirm(): Promise<void> {
    await this.root.getByRole('button', { name: 'I am 18 or older', exact: true }).click()
  }
}

/** The product details popup: name, price, description, quantity stepper, Ingredients / Allergens tabs. */
export class ProductDetailsDialog {
  readonly root: Locator

  constructor(readonly page: Page) {
    this.root = page.locator('[role="dialog"].product-details')
  }

  name(): Locator {
    return this.root.getByRole('heading', { level: 2 })
  }

  price(): Locator {
    return this.root.locator('.details-price')
  }

  description(): Locator {
    return this.root.locator('.details-description')
  }

  /** A tab by its name in the page's language: 'Ingredients', 'Allergens'; 'Allergene' on a German page. */
  tab(name: 'Ingredients' | 'Allergens' | 'Allergene'): Locator {
    return this.root.getByRole('tab', { name, exact: true })
  }

  /** The visible tab panel. */
  panel(): Locator {
    return this.root.locator('[role="tabpanel"]:not([hidden])')
  }

  ingredients(): Locator {
    return this.root.locator('.ingredient-list li')
  }

  allergens(): Locator {
    return this.root.locator('.allergen-list li')
  }

  emptyMessage(): Locator {
    return this.panel().locator('.details-empty')
  }

  async closeWithButton(): Promise<void> {
    await this.root.getByRole('button', { name: 'Close', exact: true }).click()
  }
}

/** 'Which menu to delete?': the cart's variants of one menu, each with 'Remove this menu'. */
export class DeleteVariationDialog {
  readonly root: Locator

  constructor(readonly page: Page) {
    this.root = page.getByRole('dialog', { name: 'Which menu to delete?' })
  }

  variants(): Locator {
    return this.root.locator('.variation')
  }

  descriptions(): Locator {
    return this.root.locator('.variation-description')
  }

  /** The row whose chosen products mention `text`. */
  variant(text: string | RegExp): Locator {
    return this.variants().filter({ has: this.page.locator('.variation-description', { hasText: text }) })
  }

  async remove(variant: Locator): Promise<void> {
    await variant.getByRole('button', { name: 'Remove this menu', exact: true }).click()
  }
}

/** 'Where would you like to eat?' (store consumption type 3): Eat in or Takeaway; it cannot be dismissed. */
export class WhereToEatDialog {
  readonly root: Locator

  constructor(readonly page: Page) {
    this.root = page.getByRole('dialog', { name: 'Where would you like to eat?' })
  }

  choice(name: 'Eat in' | 'Takeaway'): Locator {
    return this.root.getByRole('button', { name, exact: true })
  }

  async choose(name: 'Eat in' | 'Takeaway'): Promise<void> {
    await this.choice(name).click()
  }

  /** The bar atop the chooser: the venue's logo and name, and the way back to the menu. */
  venueBar(): Locator {
    return this.root.locator('.where-to-eat-venue')
  }

  /** 'See the menu': closes the chooser without a choice. */
  laterButton(): Locator {
    return this.root.getByRole('button', { name: 'See the menu', exact: true })
  }
}
