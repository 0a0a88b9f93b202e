import type { PageContext } from 'vike/types'
import { isCheckoutStep } from '../../../domain/checkout-route'

// SPEC §2: /checkout/{step?}, the step optional. Each step is a page of its own (../account and its
// siblings, decision 062); /checkout alone, or with a step that does not exist, is this page, which
// sends the customer to the right one.
export default function route(pageContext: PageContext) {
  const match = /^\/checkout(?:\/([a-z-]+))?\/?$/.exec(pageContext.urlPathname)
  return match !== null && !isCheckoutStep(match[1])
}
