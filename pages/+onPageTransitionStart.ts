import { startNavigationProgress } from '../client/navigation-progress'

export function onPageTransitionStart() {
  startNavigationProgress()
}
