// A page reached from another page of the site starts with the focus on its heading, as a screen
// reader user expects after a link, and a keyboard's next Tab goes into the page instead of through
// the header's stops again. A first visit, a reload and back or forward keep the browser's own start.

/** Whether the page was reached by a link, a form or a redirect from another page of the site. */
function arrivedFromSite(): boolean {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
  if (entry && entry.type !== 'navigate') return false
  try {
    return new URL(document.referrer).origin === location.origin
  } catch {
    return false
  }
}

/**
 * Moves the focus to the page's heading: after a change of page by the client router, where the link
 * pressed may still have it; on a page's first load, unless the diner has already put it somewhere.
 */
export function focusPageHeading({ always = false } = {}) {
  const start = document.activeElement
  if (!always && start && start !== document.body && start.id !== 'main') return
  const heading = document.querySelector<HTMLElement>('#main h1')
  if (!heading) return
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1')
  heading.focus({ preventScroll: true })
}

/** Once the page is hydrated: the heading takes the focus where the page was reached from the site. */
export function focusHeadingOnArrival() {
  if (arrivedFromSite()) focusPageHeading()
}
