import { preloadCheckoutForm } from '../../components/quickorder/checkout-form'
import { hydratePage } from '../hydrate-page'
import Page from './+Page'

// The payment view's form comes apart from the page (checkout-form.tsx): asked for at once, beside hydrating.
if (new URLSearchParams(location.search).has('checkout')) void preloadCheckoutForm().catch(() => undefined)
await hydratePage(Page)
