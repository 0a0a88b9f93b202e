import { ConsumptionType } from './consumption-type'
import type { Pos } from './schemas/venue'

// The ways to pay the checkout offers (SPEC §2 Checkout, §3 POS flags, §6), one row each in
// PAYMENT_WAYS: the card provider's online methods for the amount, the wallet provider, and paying on
// site or on delivery.

export type OnlineMethod = { id: string; description: string; image: string | null }

export type PaymentChoice =
  | { kind: 'online'; id: string; description: string; image: string | null }
  | { kind: 'wallet'; id: typeof WALLET_PAYMENT }
  | { kind: 'on-site'; id: typeof PAY_ON_SITE; onDelivery: boolean }

export type PaymentKind = PaymentChoice['kind']

/**
 * Each way to pay: the point of sale's flag that offers it, whether it is paid online (on a provider's
 * page), and what the page calls it (the card provider names its own methods).
 */
export const PAYMENT_WAYS = {
  online: { flag: 'allow_card_payment', paidOnline: true, label: null },
  wallet: { flag: 'allow_wallet_payment', paidOnline: true, label: 'payment.wallet' },
  'on-site': { flag: 'allow_no_payment', paidOnline: false, label: 'payment.onSite' },
} as const satisfies Record<PaymentKind, { flag: keyof Pos; paidOnline: boolean; label: string | null }>

/** Which ways the venue offers (SPEC §3 allow_card_payment, allow_wallet_payment, allow_no_payment). */
export type PaymentFlags = Record<PaymentKind, boolean>

const KINDS = Object.keys(PAYMENT_WAYS) as PaymentKind[]

export const paymentFlags = (pos: Pick<Pos, (typeof PAYMENT_WAYS)[PaymentKind]['flag']>): PaymentFlags =>
  Object.fromEntries(KINDS.map((kind) => [kind, pos[PAYMENT_WAYS[kind].flag]])) as PaymentFlags

/** Whether the venue offers a way to pay online (a provider's page). */
export const offersOnlinePayment = (flags: PaymentFlags): boolean => KINDS.some((kind) => flags[kind] && PAYMENT_WAYS[kind].paidOnline)

/** Whether the choice is paid online, through a provider's page. */
export const paidOnline = (choice: PaymentChoice): boolean => PAYMENT_WAYS[choice.kind].paidOnline

/** What the page calls a choice: a message, or the provider's own name of its method. */
export function choiceLabel(choice: PaymentChoice): { message: string } | { text: string } {
  if (choice.kind === 'online') return { text: choice.description }
  if (choice.kind === 'on-site' && choice.onDelivery) return { message: 'payment.onDelivery' }
  return { message: PAYMENT_WAYS[choice.kind].label }
}

/** Pay on site (or on delivery) instead of online, when the venue allows it (allow_no_payment). */
export const PAY_ON_SITE = 'on_site'
/** The wallet payment provider (allow_wallet_payment); it returns to its own page. */
export const WALLET_PAYMENT = 'wallet'

/**
 * What the customer may choose, online methods first. An empty list is 'No payment methods defined'
 * (SPEC §8). Delivery is paid on delivery rather than on site.
 */
export function paymentChoices(flags: PaymentFlags, online: readonly OnlineMethod[], consumptionType: number | null): PaymentChoice[] {
  const choices: PaymentChoice[] = flags.online ? online.map((method) => ({ kind: 'online', ...method })) : []
  if (flags.wallet) choices.push({ kind: 'wallet', id: WALLET_PAYMENT })
  if (flags['on-site']) choices.push({ kind: 'on-site', id: PAY_ON_SITE, onDelivery: consumptionType === ConsumptionType.Delivery })
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
