// A time zone as the browser needs it for a venue: its UTC offset from each change on, over a span of
// time, found once by the server with Intl. With it the browser works out a venue's wall clock by
// arithmetic, and builds no Intl date format (date-names.ts says why).

/** From `from` to `until` (ms since the epoch): the offset in minutes from each `at` on. */
export type ZoneOffsets = { from: number; until: number; changes: (readonly [at: number, offsetMinutes: number])[] }

const DAY_MS = 86_400_000
const MINUTE_MS = 60_000

/** The zone's offset at an instant, in minutes, by Intl. */
function intlOffset(format: Intl.DateTimeFormat, at: number): number {
  const parts = Object.fromEntries(format.formatToParts(at).map((part) => [part.type, part.value]))
  const wall = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour) % 24, Number(parts.minute))
  return Math.round((wall - Math.floor(at / MINUTE_MS) * MINUTE_MS) / MINUTE_MS)
}

/** The zone's offsets over [from, until): each change found day by day, then to the minute. */
export function zoneOffsets(timeZone: string, from: number, until: number): ZoneOffsets {
  const format = new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
  const start = Math.floor(from / MINUTE_MS) * MINUTE_MS
  const changes: [number, number][] = [[start, intlOffset(format, start)]]
  for (let day = start; day < until; day += DAY_MS) {
    const next = Math.min(day + DAY_MS, until)
    if (intlOffset(format, next) === changes.at(-1)![1]) continue
    let before = day
    let after = next
    while (after - before > MINUTE_MS) {
      const middle = before + Math.floor((after - before) / 2 / MINUTE_MS) * MINUTE_MS
      if (intlOffset(format, middle) === changes.at(-1)![1]) before = middle
      else after = middle
    }
    changes.push([after, intlOffset(format, after)])
  }
  return { from: start, until, changes }
}

/** The offset at an instant, in minutes; null outside the span the offsets cover. */
export function offsetAt(offsets: ZoneOffsets, at: number): number | null {
  if (at < offsets.from || at >= offsets.until) return null
  let offset: number | null = null
  for (const [from, minutes] of offsets.changes) {
    if (from > at) break
    offset = minutes
  }
  return offset
}
