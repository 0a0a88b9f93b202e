import { endNavigationProgress } from '../components/layout/navigation-progress'

export function onPageTransitionEnd() {
  endNavigationProgress()
}
