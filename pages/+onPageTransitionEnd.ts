import { endNavigationProgress } from '../client/navigation-progress'

export function onPageTransitionEnd() {
  endNavigationProgress()
  void import('../client/focus-on-arrival').then(({ focusPageHeading }) => focusPageHeading({ always: true }))
}
