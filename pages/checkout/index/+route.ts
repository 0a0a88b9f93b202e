import type { PageContext } from 'vike/types'

// SPEC §2: /checkout/{step?}, the step optional and one of three. Each step is a page of its own
// (../account and its siblings, decision 062); /checkout alone is this page, which sends the customer
// to the right one. Any other step is no route: 'This page could not be found' (404).
export default function route(pageContext: PageContext) {
  return /^\/checkout\/?$/.test(pageContext.urlPathname)
}
