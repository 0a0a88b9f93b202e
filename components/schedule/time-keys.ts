// Arrow-key movement between the times of a meal period: one Tab stop for the period's times, as the
// calendar's days above them are one, so a keyboard reaches Next without passing every time of the day.
// The times are laid out in rows as wide as the screen allows: ↑ and ↓ move by a row, as the eye does.

import { indexAlongRow } from '../ui/arrow-keys'

/** Where a time is on screen: the centre of its tile across, and the top of its row. */
export type TilePlace = { x: number; y: number }

/**
 * The time to focus after `key` on the time at `current` of `places` (those that can be chosen, in
 * order): the next with →, the previous with ←, the nearest across in the row below with ↓ or above
 * with ↑ (from the last or first row, the next or previous time), the first and last with Home and End;
 * null for any other key. It stops at either end.
 */
export function timeIndexAfterKey(key: string, current: number, places: readonly TilePlace[]): number | null {
  if (places.length === 0) return null
  if (key === 'ArrowDown') return inNextRow(current, places, 1) ?? indexAlongRow('ArrowRight', current, places.length, 'stop')
  if (key === 'ArrowUp') return inNextRow(current, places, -1) ?? indexAlongRow('ArrowLeft', current, places.length, 'stop')
  return indexAlongRow(key, current, places.length, 'stop')
}

/** The tile nearest across to `current` in the row just below (1) or above (-1) it; null when there is none. */
function inNextRow(current: number, places: readonly TilePlace[], direction: 1 | -1): number | null {
  const here = places[current]!
  const beyond = places.map((place, index) => ({ place, index })).filter(({ place }) => (place.y - here.y) * direction > 1)
  if (beyond.length === 0) return null
  const rowY = direction === 1 ? Math.min(...beyond.map(({ place }) => place.y)) : Math.max(...beyond.map(({ place }) => place.y))
  const row = beyond.filter(({ place }) => Math.abs(place.y - rowY) <= 1)
  return row.reduce((best, candidate) => (Math.abs(candidate.place.x - here.x) < Math.abs(best.place.x - here.x) ? candidate : best)).index
}
