import type { PageContextClient } from 'vike/types'
import { clientRouterRuns } from '../client/navigation'
import { yieldToBrowser } from '../client/yield-to-browser'
import { knowVenueZone } from './venue-zone'

// Hydration starts in a task of its own, apart from the routing and the page context's parsing.
export async function onBeforeRenderClient(pageContext: PageContextClient) {
  clientRouterRuns()
  knowVenueZone(pageContext.venue)
  if (pageContext.isHydration) await yieldToBrowser()
}
