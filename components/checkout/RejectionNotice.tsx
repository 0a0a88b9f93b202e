import { useI18n } from '../ui/i18n'

/**
 * Refusal reasons the app says in every language. The others (a product out of stock, a city's
 * minimum) name a product or an amount, so the venue's own text is shown.
 */
const KNOWN_REASONS = new Set([
  'slot_unavailable',
  'composition_invalid',
  'amount_mismatch',
  'minimum_order',
  'city_not_served',
  'consumption_type_unavailable',
  'payment_method_unavailable',
  'voucher_invalid',
  'ordering_closed',
  'table_not_found',
  'table_unavailable',
  'contact_missing',
  'guest_count_mismatch',
  'balance_changed',
  'balance_insufficient',
  'balance_unavailable',
])

/** 'Your order has been rejected for the following reason(s)' and the list (SPEC §8). */
export function RejectionNotice({ reasons }: { reasons: { code: string; message: string }[] }) {
  const { t } = useI18n()
  return (
    <div className="rejection" role="alert">
      <p>
        <strong>{t('checkout.rejected')}</strong>
      </p>
      <ul>
        {reasons.map((reason, index) => (
          <li key={index}>{KNOWN_REASONS.has(reason.code) ? t(`rejection.${reason.code}`) : reason.message}</li>
        ))}
      </ul>
    </div>
  )
}
