import { knowZoneOffsets } from '../domain/venue-time'
import type { VenueView } from '../domain/venue-view'

/** Before the page renders in the browser: its venue's zone offsets, so its dates need no Intl format. */
export function knowVenueZone(venue: VenueView | null | undefined) {
  const ordering = venue?.ordering
  if (ordering?.zoneOffsets) knowZoneOffsets(ordering.timeZone, ordering.zoneOffsets)
}
