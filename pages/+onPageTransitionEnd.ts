import { focusPageHeading } from '../client/focus-on-arrival'
import { endNavigationProgress } from '../client/navigation-progress'

export function onPageTransitionEnd() {
  endNavigationProgress()
  focusPageHeading({ always: true })
}
