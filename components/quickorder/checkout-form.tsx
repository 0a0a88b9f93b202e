import { preloadedLazy } from '../ui/preloaded-lazy'

/**
 * The quick checkout's form, with its rules (zod): a diner on the table's menu loads none of it. The
 * payment view asks for it as its page starts (pages/quickorder/+client.tsx); the form shows once the
 * cart kept on the device is read, by which time it has mostly come.
 */
export const checkoutForm = preloadedLazy(() => import('./QuickCheckoutForm').then((module) => module.QuickCheckoutForm))
