import { expect, type Locator, type Page } from '@playwright/test'
import { ORIGIN_URL } from '../support/origin'
import { waitUntilInteractive } from '../support/interactive'

/**
 * The order result (/my-order?uid=…, /wallet-order?info=…, /quickorder/order?uid=…), English labels:
 * the outcome's title and text, the order summary, and 'Try again' / 'Back to the menu'.
 */
export class OrderResultPage {
  readonly root: Locator

  constructor(readonly page: Page) {
    this.root = page.locator('section.order-result')
  }

  title(): Locator {
    return this.root.getByRole('heading', { level: 1 })
  }

  /** The sentence under the title ('Your order has been placed. See you soon!'). */
  text(): Locator {
    return this.root.locator(':scope > p')
  }

  summary(): Locator {
    return this.root.locator('dl.order-summary')
  }

  summaryLabels(): Locator {
    return this.summary().locator('dt')
  }

  /**
   * The value of a summary line: 'Order number', 'Payment status', 'Ordered on', 'Zone', 'Table',
   * 'Planned for', 'Delivery address', 'Venue address', 'Payment method'.
   */
  value(label: string): Locator {
    return this.summary()
      .locator(':scope > div')
      .filter({ has: this.page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
      .locator('dd')
  }

  /** The amounts under the lines, each label and value: ['Total', '€25.00'], ['Voucher LUM-GIFT-2025', '−€20.00'], ['Paid', '€5.00']. */
  amounts(): Locator {
    return this.root.locator('dl.order-amounts > div')
  }

  /** The value of an amount under the lines: 'Total', 'Voucher …', 'From your balance', 'Paid', 'To pay', 'Not paid'…. */
  amount(label: string): Locator {
    return this.amounts()
      .filter({ has: this.page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
      .locator('dd')
  }

  /** 'The €25.50 taken from your balance has been given back to it.' */
  balanceReturned(): Locator {
    return this.root.locator('.order-balance-returned')
  }

  /** What was ordered, one line per product: '1 × Still water (50 cl)€4.00'. */
  lines(): Locator {
    return this.root.locator('.order-lines .order-stand > ul > li')
  }

  /** The name of each line, with its quantity: '1 × Still water (50 cl)'. */
  lineNames(): Locator {
    return this.root.locator('.order-lines .order-stand > ul > li > .order-line-name')
  }

  retryLink(): Locator {
    return this.root.getByRole('link', { name: 'Try again', exact: true })
  }

  menuLink(): Locator {
    return this.root.getByRole('link', { name: 'Back to the menu', exact: true })
  }

  /** Waits for the outcome's title once the order has been fetched. */
  /** The outcome shown, and the page interactive: a paid order's cart is cleared by then. */
  async waitFor(title: string): Promise<void> {
    await expect(this.title()).toHaveText(title, { timeout: 10_000 })
    await waitUntilInteractive(this.page)
  }
}

/** The outcomes as SPEC §8 and locales/en.json word them. */
export const OUTCOMES = {
  success: { title: 'Thank you for your order!', text: 'Your order has been placed. See you soon!' },
  pending: { title: 'Payment being verified', text: 'Your payment is pending and being verified. This page updates by itself.' },
  failed: { title: 'Payment failed', text: 'The payment has failed. Please try again.' },
  expired: { title: 'Payment expired', text: 'The payment has expired. Please try again.' },
  canceled: { title: 'Payment canceled', text: 'The payment has been canceled. Please try again.' },
} as const

/** The sandbox origin of tests/e2e/global-setup.ts. */
export const ORIGIN = ORIGIN_URL

/** An order line as the venue stores it. */
export type StoredLine = { id: number; uid: string; posId: number; name: string; quantity: number; price: number; items: unknown[] }

/** An order placed in the sandbox, as GET /__sandbox/orders lists it (newest first, with its venue key). */
export type StoredOrder = {
  venue: string
  uid: string
  number: string
  status: 'pending' | 'accepted' | 'paid' | 'failed' | 'canceled' | 'expired'
  consumption_type: 1 | 2 | 5
  customer_id: string | null
  language: string
  guest_count: number | null
  zone_name_fr: string | null
  zone_name_nl: string | null
  zone_name_en: string | null
  table: number | null
  dinner_table_uid: string | null
  planning_date: string
  planning_hour: string
  store_address: string
  delivery_address: { name: string; address_line: string; address_line2: string | null; zip_code: string; city: string } | null
  payment_name: string
  order_date: string
  amount: number
  lines: StoredLine[]
  payment_method: string
  comment: string | null
  contact: { email: string | null; first_name: string | null; last_name: string | null; phone: string | null; name: string | null }
  table_uid?: string
}

/** Orders, payments and bookings of the sandbox origin (its /__sandbox controls). */
export const sandbox = {
  async orders(venue?: string): Promise<StoredOrder[]> {
    const response = await fetch(`${ORIGIN}/__sandbox/orders`)
    expect(response.status).toBe(200)
    const orders = (await response.json()) as StoredOrder[]
    return venue ? orders.filter((order) => order.venue === venue) : orders
  },

  /** The only order of the venue: fails when there is none or more than one. */
  async onlyOrder(venue: string): Promise<StoredOrder> {
    const orders = await sandbox.orders(venue)
    expect(orders, `exactly one ${venue} order`).toHaveLength(1)
    return orders[0]!
  },

  /** Forgets every order and every slot booking, so that journeys start from the same venue. */
  async reset(): Promise<void> {
    for (const path of ['/__sandbox/orders', '/__sandbox/slot-bookings']) {
      const response = await fetch(`${ORIGIN}${path}`, { method: 'DELETE' })
      expect(response.status, `DELETE ${path}`).toBe(200)
    }
  },

  /** Another visitor pre-books a slot straight at the venue API, as a second browser would. */
  async prebook(venue: string, slotId: string, visitor: string, guests: number): Promise<number> {
    const type = slotId.split('|')[1]
    const response = await fetch(`${ORIGIN}/venues/${venue}/api/slot-prebook/-1/${type}/${guests}/${visitor}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ slot_id: slotId }),
    })
    return response.status
  },

  /** The kitchen moves the order to its next step (the sandbox control API), and the venue's webhook follows. */
  async advance(uid: string): Promise<void> {
    const response = await fetch(`${ORIGIN}/__sandbox/orders/${uid}/advance`, { method: 'POST' })
    expect(response.status, `advance ${uid}`).toBe(200)
  },

  /** The venue rejects the order with its reasons. */
  async reject(uid: string, reasons: string[]): Promise<void> {
    const response = await fetch(`${ORIGIN}/__sandbox/orders/${uid}/reject`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ reasons }),
    })
    expect(response.status, `reject ${uid}`).toBe(200)
  },

  /** Ends a payment as its sandbox page would (the form's POST), without a browser. */
  async settlePayment(venue: string, paymentId: string, outcome: 'paid' | 'failed' | 'canceled' | 'expired'): Promise<void> {
    const response = await fetch(`${ORIGIN}/venues/${venue}/pay/${paymentId}`, {
      method: 'POST',
      body: new URLSearchParams({ outcome }),
      redirect: 'manual',
    })
    expect(response.status).toBe(303)
  },
}

/** The quantities of an order's lines by product name. */
export function lineQuantities(order: StoredOrder): Record<string, number> {
  return Object.fromEntries(order.lines.map((line) => [line.name, line.quantity]))
}

/** The kitchen's progress on a result page or an order card: its steps, the estimate, what is said aloud. */
export class OrderProgressView {
  readonly root: Locator

  constructor(readonly page: Page, within?: Locator) {
    this.root = (within ?? page.locator('body')).locator('section.order-progress')
  }

  heading(): Locator {
    return this.root.getByRole('heading')
  }

  /** Each step as shown: its name, then its time when reached ('Accepted12:04'). */
  steps(): Locator {
    return this.root.locator('ol.progress-steps > li')
  }

  /** The step the order is at (aria-current="step"). */
  current(): Locator {
    return this.root.locator('ol.progress-steps > li[aria-current="step"] .progress-step-name')
  }

  /** When the food is for: the booking ('Ready for Sunday at 13:00'), or the kitchen's time for an order due now. */
  timing(): Locator {
    return this.root.locator('.progress-timing')
  }

  /** The polite live region: the latest change, as a screen reader says it. */
  announcement(): Locator {
    return this.root.locator('[aria-live="polite"]')
  }

  connectionNote(): Locator {
    return this.root.locator('.progress-connection')
  }

  /** "Tell me when it's ready": a notification when the food is, even with the page closed. */
  notifyButton(): Locator {
    return this.root.getByRole('button', { name: "Tell me when it's ready", exact: true })
  }

  /** The same button once notifications are on. */
  stopNotifyingButton(): Locator {
    return this.root.getByRole('button', { name: 'Stop notifications', exact: true })
  }

  /** What the page says of notifications: they are on, blocked, or cannot come here and what to do instead. */
  notifyNote(): Locator {
    return this.root.locator('.progress-push-note')
  }
}
