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
