import { startNavigationProgress } from '../components/layout/navigation-progress'

export function onPageTransitionStart() {
  startNavigationProgress()
}
