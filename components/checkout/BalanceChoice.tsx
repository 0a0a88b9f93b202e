import type { BalanceOffer } from '../../domain/balance-payment'
import { useI18n } from '../ui/i18n'

type Props = { offer: BalanceOffer; checked: boolean; onChange: (use: boolean) => void }

/**
 * 'Use my balance (€25.50 available)', first among the ways to pay for a customer whose balance the
 * venue takes; an empty balance is shown but cannot be chosen, and says why.
 */
export function BalanceChoice({ offer, checked, onChange }: Props) {
  const { t, price } = useI18n()
  if (offer.kind === 'none') return null
  const empty = offer.kind === 'empty'
  return (
    <div className="balance-choice">
      <label className={`payment-choice${empty ? ' is-disabled' : ''}`}>
        <input
          type="checkbox"
          name="use-balance"
          checked={checked && !empty}
          disabled={empty}
          aria-describedby={empty ? 'balance-empty' : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>{t('payment.balance', { amount: price(empty ? 0 : offer.balanceCents) })}</span>
      </label>
      {empty && (
        <p id="balance-empty" className="field-hint">
          {t('payment.balanceEmpty')}
        </p>
      )}
    </div>
  )
}
