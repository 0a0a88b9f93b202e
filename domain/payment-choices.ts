import { ConsumptionType } from './consumption-type'

// The ways to pay the checkout offers (SPEC §2 Checkout, §3 POS flags, §6): the card provider's
// online methods for the amount, the wallet provider, and paying on site or on delivery.

export type PaymentFlags = { card: boolean; wallet: boolean; onSite: boolean }

export type OnlineMethod = { id: string; description: string; image: string | null }

export type PaymentChoice =
  | { kind: 'online'; id: string; description: string; image: string | null }
  | { kind: 'wallet'; id: typeof WALLET_PAYMENT }
  | { kind: 'on-site'; id: typeof PAY_ON_SITE; onDelivery: boolean }

/** Pay on site (or on delivery) instead of online, when the venue allows it (allow_no_payment). */
export const PAY_ON_SITE = 'on_site'
/** The wallet payment provider (allow_wallet_payment); it returns to its own page. */
export const WALLET_PAYMENT = 'wallet'

/**
 * What the customer may choose, online methods first. An empty list is 'No payment methods defined'
 * (SPEC §8). Delivery is paid on delivery rather than on site.
 */
export function paymentChoices(flags: PaymentFlags, online: readonly OnlineMethod[], consumptionType: number | null): PaymentChoice[] {
  const choices: PaymentChoice[] = flags.card ? online.map((method) => ({ kind: 'online', ...method })) : []
  if (flags.wallet) choices.push({ kind: 'wallet', id: WALLET_PAYMENT })
  if (flags.onSite) choices.push({ kind: 'on-site', id: PAY_ON_SITE, onDelivery: consumptionType === ConsumptionType.Delivery })
  return choices
}

/** The card provider's id of Apple Pay, which only a browser that can pay with it may offer. */
export const APPLE_PAY = 'applepay'

/** What this browser can pay with: Apple Pay only where it says it can (ApplePaySession.canMakePayments). */
export function choicesThisBrowserCanPay(choices: readonly PaymentChoice[], browser: { applePay: boolean }): PaymentChoice[] {
  return choices.filter((choice) => browser.applePay || choice.id !== APPLE_PAY)
}

/**
 * Paying at the venue's counter: the choice the venue's payment message (checkout_payment_message)
 * speaks of. Paying on delivery is paid at the door, not at the counter.
 */
export function paysAtTheCounter(choice: PaymentChoice | undefined): boolean {
  return choice?.kind === 'on-site' && !choice.onDelivery
}
