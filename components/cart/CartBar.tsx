import { useI18n } from '../ui/i18n'

/** The bottom cart bar; the cart itself comes with the ordering features. */
export function CartBar() {
  const { t } = useI18n()
  return (
    <aside className="cart-bar" aria-label={t('cart.label')}>
      <span className="cart-icon" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="22" height="22">
          <path fill="currentColor" d="M7 7V6a5 5 0 0 1 10 0v1h3l-1 14H5L4 7zm2 0h6V6a3 3 0 0 0-6 0z" />
        </svg>
      </span>
      <span className="cart-summary">{t('cart.empty')}</span>
    </aside>
  )
}
