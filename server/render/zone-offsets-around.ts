import { zoneOffsets, type ZoneOffsets } from '../../domain/zone-offsets'

// A venue zone's offsets from two years back (the orders a customer looks back on) to a year and a
// month ahead (every day a page can book), worked out once per zone and day for the isolate.
const BEFORE_MS = 730 * 86_400_000
const AHEAD_MS = 400 * 86_400_000

let made: { key: string; offsets: ZoneOffsets } | null = null

export function zoneOffsetsAround(timeZone: string, now: number): ZoneOffsets {
  const key = `${timeZone}|${Math.floor(now / 86_400_000)}`
  if (made?.key !== key) made = { key, offsets: zoneOffsets(timeZone, now - BEFORE_MS, now + AHEAD_MS) }
  return made.offsets
}
