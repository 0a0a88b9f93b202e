import { expect, type Locator, type Page } from '@playwright/test'

/**
 * The cart drawer of the menu and schedule pages (English labels): the bottom bar ('My cart (€x)' or
 * 'Empty cart') and the panel it expands into (slot summary, lines by point of sale, total, minimum, Next).
 */
export class CartDrawer {
  readonly root: Locator

  constructor(readonly page: Page) {
    this.root = page.locator('aside.cart-drawer')
  }

  bar(): Locator {
    return this.root.locator('button.cart-bar')
  }

  /** 'My cart (€23.40)' or 'Empty cart'. */
  barText(): Locator {
    return this.bar().locator('.cart-summary')
  }

  /** The item count on the bag icon; absent when the cart is empty. */
  count(): Locator {
    return this.bar().locator('.cart-count')
  }

  panel(): Locator {
    return this.root.locator('#cart-panel')
  }

  async open(): Promise<void> {
    await expect(this.bar()).toBeVisible()
    if ((await this.bar().getAttribute('aria-expanded')) !== 'true') await this.bar().click()
    await expect(this.panel()).toBeVisible()
  }

  async close(): Promise<void> {
    if ((await this.bar().getAttribute('aria-expanded')) === 'true') await this.bar().click()
    await expect(this.panel()).toHaveCount(0)
  }

  /** The total of the expanded drawer, as shown ('€23.40'). */
  async total(): Promise<string> {
    return (await this.totalAmount().innerText()).trim()
  }

  totalAmount(): Locator {
    return this.panel().locator('.cart-total strong')
  }

  lines(): Locator {
    return this.panel().locator('.cart-line')
  }

  lineNames(): Locator {
    return this.panel().locator('.cart-line-name')
  }

  line(name: string): Locator {
    return this.lines().filter({ has: this.page.locator('.cart-line-name', { hasText: new RegExp(`^${escapeRegExp(name)}$`) }) })
  }

  /** The chosen products of a menu line, e.g. 'Lumière burger (+€2.00)'. */
  lineItems(line: Locator): Locator {
    return line.locator('.cart-line-items li')
  }

  linePrice(line: Locator): Locator {
    return line.locator('.cart-line-price')
  }

  lineQuantity(line: Locator): Locator {
    return line.locator('.cart-line-main .stepper-quantity')
  }

  async addOne(line: Locator): Promise<void> {
    await line.locator('.cart-line-main').getByRole('button', { name: /^Add one / }).click()
  }

  async removeOne(line: Locator): Promise<void> {
    await line.locator('.cart-line-main').getByRole('button', { name: /^Remove one / }).click()
  }

  /** Point-of-sale groups; at a food court each has its stand's title as a heading. */
  groups(): Locator {
    return this.panel().locator('.cart-group')
  }

  group(title: string): Locator {
    return this.groups().filter({ has: this.page.getByRole('heading', { level: 3, name: title, exact: true }) })
  }

  groupHeadings(): Locator {
    return this.panel().locator('.cart-group h3')
  }

  /** 'Minimum order amount €12.00', in the whole panel or in one group. */
  minimumNotice(scope: Locator = this.panel()): Locator {
    return scope.locator('.cart-minimum')
  }

  emptyMessage(): Locator {
    return this.panel().locator('.cart-empty')
  }

  nextButton(): Locator {
    return this.panel().getByRole('button', { name: 'Next', exact: true })
  }

  slotSummary(): Locator {
    return this.panel().locator('.slot-summary')
  }

  slotTitle(): Locator {
    return this.slotSummary().locator('.slot-title')
  }

  slotDetail(): Locator {
    return this.slotSummary().locator('.slot-detail')
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
