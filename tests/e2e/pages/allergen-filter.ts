import { expect, type Locator, type Page } from '@playwright/test'
import type { MenuPage } from './menu-page'

/** The menu's "Avoid…" filter (English labels): its button and panel, the summary, and what cards and sections say. */
export class AllergenFilter {
  readonly panel: Locator

  constructor(
    readonly page: Page,
    readonly menu: MenuPage,
  ) {
    this.panel = page.locator('#allergen-filter')
  }

  button(name = 'Avoid…'): Locator {
    return this.page.getByRole('button', { name, exact: true })
  }

  chip(allergen: string): Locator {
    return this.panel.getByRole('group').getByRole('button', { name: allergen, exact: true })
  }

  /** Every allergen's toggle, in the venue's order. */
  chips(): Locator {
    return this.panel.getByRole('group').getByRole('button')
  }

  /** The name a toggle shows, as its own element (which says the language it is read in). */
  chipName(chip: Locator): Locator {
    return chip.locator('span')
  }

  /** The picture or coloured dot before each toggle's name. */
  dots(): Locator {
    return this.chips().locator('img')
  }

  mode(name: 'Hide them' | 'Show them marked'): Locator {
    return this.panel.getByRole('radio', { name, exact: true })
  }

  /** The live line under the search field: what is avoided and how many dishes it hides or marks. */
  summary(): Locator {
    return this.page.locator('.filter-summary')
  }

  /** What a section says under the filter ("3 dishes hidden"), found by its heading. */
  sectionNote(heading: string): Locator {
    return this.page.locator('.menu-section', { has: this.page.getByRole('heading', { level: 2, name: heading, exact: true }) }).locator('.section-note')
  }

  /** What a product's card says under the filter. */
  mark(product: string): Locator {
    return this.menu.productCard(product).locator('.allergen-mark')
  }

  async open(): Promise<void> {
    await this.menu.waitUntilInteractive()
    await this.button().click()
    await expect(this.panel).toBeVisible()
  }

  async avoid(...allergens: string[]): Promise<void> {
    for (const allergen of allergens) {
      await this.chip(allergen).click()
      await expect(this.chip(allergen)).toHaveAttribute('aria-pressed', 'true')
    }
  }

  async close(): Promise<void> {
    await this.panel.getByRole('button', { name: 'Done', exact: true }).click()
    await expect(this.panel).toHaveCount(0)
  }
}
