// Arrow-key movement between the times of a meal period: one Tab stop for the period's times, as the
// calendar's days above them are one, so a keyboard reaches Next without passing every time of the day.

/**
 * The time to focus after `key` on the time at `current` of `count` (those that can be chosen, in
 * order): the next with → or ↓, the previous with ← or ↑, the first and last with Home and End; null
 * for any other key. It stops at either end.
 */
export function timeIndexAfterKey(key: string, current: number, count: number): number | null {
  if (count === 0) return null
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return Math.min(current + 1, count - 1)
    case 'ArrowLeft':
    case 'ArrowUp':
      return Math.max(current - 1, 0)
    case 'Home':
      return 0
    case 'End':
      return count - 1
    default:
      return null
  }
}
