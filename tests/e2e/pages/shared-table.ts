import { expect, type Locator, type Page } from '@playwright/test'

/**
 * A table's shared cart on the quick order page (Le Comptoir): the bar under the table's number, the
 * dialog of everyone's lines, the notice of a round being sent, and who had what on the payment form
 * of the phone that pays for everyone.
 */
export class SharedTableView {
  constructor(readonly page: Page) {}

  bar(): Locator {
    return this.page.locator('.table-bar')
  }

  status(): Locator {
    return this.bar().locator('.table-bar-status')
  }

  /** Why the phone's lines are not the table's (offline, a line refused); empty while they are. */
  problem(): Locator {
    return this.page.locator('.table-bar-problem')
  }

  /** "Table's cart 3 items, €9.80". */
  openButton(): Locator {
    return this.bar().getByRole('button', { name: /^Table's cart/ })
  }

  /** What the way to the table's cart says of it: '3 items, €9.80'. */
  sum(): Locator {
    return this.openButton().locator('.table-bar-sum')
  }

  /** The polite announcement of what the other phones change. */
  announcement(): Locator {
    return this.bar().locator('[aria-live="polite"]')
  }

  /** Until the table's socket is open, the phone only keeps its lines. */
  async waitUntilLive(): Promise<void> {
    await expect(this.bar()).toHaveAttribute('data-connection', 'live')
  }

  dialog(): Locator {
    return this.page.getByRole('dialog', { name: "Your table's cart" })
  }

  async open(): Promise<void> {
    await this.openButton().click()
    await expect(this.dialog()).toBeVisible()
  }

  /** The lines of one phone in the dialog, by its heading ('You (Alex)', 'Guest 2'), as '2 × Iced tea€7.00'. */
  linesOf(phone: string): Locator {
    return this.dialog().getByRole('region', { name: phone, exact: true }).locator('.cart-line-main')
  }

  phoneHeadings(): Locator {
    return this.dialog().getByRole('heading', { level: 3 })
  }

  /** What the dialog says under this phone's own lines. */
  ownHint(): Locator {
    return this.dialog().locator('.table-cart-hint')
  }

  closeButton(): Locator {
    return this.dialog().getByRole('button', { name: 'Close', exact: true })
  }

  title(): Locator {
    return this.dialog().getByRole('heading', { level: 2, name: "Your table's cart" })
  }

  /**
   * What scrolls sideways in the dialog: the dialog itself or any element in it whose content is wider
   * than its box (scrollWidth > clientWidth), as 'tag.class 352 > 320'. Empty when it reflows.
   */
  sidewaysInDialog(): Promise<string[]> {
    return this.dialog().evaluate((dialog) =>
      [dialog, ...Array.from(dialog.querySelectorAll('*'))]
        .filter((element) => !element.closest('.visually-hidden') && element.scrollWidth > element.clientWidth)
        .map((element) => `${element.tagName.toLowerCase()}.${element.className} ${element.scrollWidth} > ${element.clientWidth}`),
    )
  }

  /** Whether the bar's line shows all it says: no text past its box, none past the screen. */
  statusWhole(): Promise<boolean> {
    return this.status().evaluate((status) => {
      const box = status.getBoundingClientRect()
      return status.scrollWidth <= status.clientWidth && status.scrollHeight <= status.clientHeight && box.right <= document.documentElement.clientWidth
    })
  }

  total(): Locator {
    return this.dialog().locator('.cart-total strong')
  }

  async name(name: string): Promise<void> {
    await this.dialog().getByRole('textbox', { name: 'Your name at the table (optional)' }).fill(name)
    await this.dialog().getByRole('button', { name: 'Save' }).click()
    await expect(this.dialog().locator('.table-name-said')).toHaveText('Saved: the table sees this name beside your lines.')
  }

  sendTogether(): Locator {
    return this.dialog().getByRole('button', { name: "Send the table's order, I pay for everyone" })
  }

  sendApart(): Locator {
    return this.dialog().getByRole('button', { name: "Send the table's order, everyone pays their own" })
  }

  notice(): Locator {
    return this.page.locator('.table-notice')
  }

  /** Who had what, on the payment form of the phone that pays for everyone. */
  bill(): Locator {
    return this.page.getByRole('region', { name: 'Who had what' })
  }

  billHeadings(): Locator {
    return this.bill().getByRole('heading', { level: 3 })
  }

  /** One phone's lines on the bill, by its heading, as '2 × Iced tea€7.00'. */
  billLinesOf(phone: string): Locator {
    return this.bill().getByRole('region', { name: phone, exact: true }).locator('.cart-line-main')
  }

  /** What one phone's lines on the bill come to. */
  billSubtotalOf(phone: string): Locator {
    return this.bill().getByRole('region', { name: phone, exact: true }).locator('.table-bill-subtotal')
  }
}
