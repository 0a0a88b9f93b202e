import { Suspense, type ComponentProps } from 'react'
import { useI18n } from '../ui/i18n'
import { preloadedLazy } from '../ui/preloaded-lazy'
import type { QuickCheckoutForm } from './QuickCheckoutForm'

/**
 * The quick checkout's form, with its rules (zod): a diner on the table's menu loads none of it. The
 * payment view asks for it as its page starts (pages/quickorder/+client.tsx); the form shows once the
 * cart kept on the device is read, by which time it has mostly come.
 */
const form = preloadedLazy(() => import('./QuickCheckoutForm').then((module) => module.QuickCheckoutForm))

/** Asks for the form's code ahead of its first render. */
export const preloadCheckoutForm = form.preload

/** The form, with the loading line where it will be until its code has come. */
export function CheckoutForm(props: ComponentProps<typeof QuickCheckoutForm>) {
  return (
    <Suspense fallback={<CheckoutFormLoading />}>
      <form.Component {...props} />
    </Suspense>
  )
}

/** What shows where the form will be, while the cart kept on the device is read or the form's code comes. */
export function CheckoutFormLoading() {
  const { t } = useI18n()
  return (
    <p role="status" className="checkout-loading">
      {t('checkout.loading')}
    </p>
  )
}
