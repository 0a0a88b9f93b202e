import { endNavigationProgress } from '../client/navigation-progress'

export function onPageTransitionEnd() {
  endNavigationProgress()
}
