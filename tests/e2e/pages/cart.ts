import { expect, type Locator, type Page } from '@playwright/test'

/**
 * The cart of the menu and schedule pages (English labels): on a phone or a tablet the bottom bar
 * ('My cart (€x)' or 'Empty cart') and the panel it expands into (slot summary, lines by point of sale,
 * total, minimum, Next); on a wide screen a column beside the page, always open, headed as the bar reads.
 */
export class CartDrawer {
  readonly root: Locator

  constructor(readonly page: Page) {
    this.root = page.locator('aside.cart-drawer')
  }

  bar(): Locator {
    return this.root.locator('button.cart-bar')
  }

  /** The column's heading, where the cart is a column. */
  columnTitle(): Locator {
    return this.root.locator('.cart-column-title')
  }

  /** 'My cart (€23.40)' or 'Empty cart', on the bar or atop the column. */
  barText(): Locator {
    return this.root.locator('.cart-summary').filter({ visible: true })
  }

  /** The item count on the bag icon of the bar or the column; absent when the cart is empty. */
  count(): Locator {
    return this.root.locator('.cart-count').filter({ visible: true })
  }

  panel(): Locator {
    return this.root.locator('#cart-panel')
  }

  /** Whether the cart stands as a column beside the page (a wide screen) rather than behind its bar. */
  async isColumn(): Promise<boolean> {
    await expect(this.bar().or(this.columnTitle()).filter({ visible: true })).toBeVisible()
    return this.columnTitle().isVisible()
  }

  /** Opens the bar's panel; a column is always open, once its code is there. */
  async open(): Promise<void> {
    if (!(await this.isColumn()) && (await this.bar().getAttribute('aria-expanded')) !== 'true') await this.bar().click()
    await expect(this.panel()).toBeVisible()
  }

  /** Folds the bar's panel away; a column stays. */
  async close(): Promise<void> {
    if (await this.isColumn()) return
    if ((await this.bar().getAttribute('aria-expanded')) === 'true') await this.bar().click()
    await expect(this.panel()).toHaveCount(0)
  }

  /** What holds Next back, beside it: 'Sushi Kaze: €4.50 more to reach its minimum order of €20.00'. */
  nextReasons(): Locator {
    return this.panel().locator('.cart-next-reason li')
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

  /** What the open cart says of itself above its lines (at a shared table, that they are this phone's only). */
  note(): Locator {
    return this.panel().locator('.cart-note')
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
