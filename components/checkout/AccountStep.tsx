import type { CheckoutStep } from '../../domain/checkout-route'
import { localePath, useI18n } from '../ui/i18n'
import { BackLink, useStepPaths } from './StepNavigation'

/** Step 1: continue as a guest, or log in (SPEC §2 Checkout). */
export function AccountStep({ steps }: { steps: readonly CheckoutStep[] }) {
  const { t, locale } = useI18n()
  const { back, goNext } = useStepPaths(steps, 'account')
  return (
    <div className="checkout-step">
      <BackLink href={back} />
      <h2>{t('checkout.account.title')}</h2>
      <div className="account-choices">
        <div className="account-choice">
          <h3>{t('checkout.account.guestTitle')}</h3>
          <p>{t('checkout.account.guestText')}</p>
          <button type="button" className="button-primary" onClick={() => void goNext()}>
            {t('checkout.account.guest')}
          </button>
        </div>
        <div className="account-choice">
          <h3>{t('checkout.account.loginTitle')}</h3>
          <p>{t('checkout.account.loginText')}</p>
          <a className="button-secondary" href={`${localePath(locale, '/customer/login')}?next=${encodeURIComponent('/checkout/payment-method')}`}>
            {t('header.login')}
          </a>
        </div>
      </div>
    </div>
  )
}
