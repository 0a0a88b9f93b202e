// Arrow-key movement along one row of choices: one Tab stop for the row, arrows inside it
// (WAI-ARIA's roving focus). Tabs wrap round at either end; a row of times stops there.

export type RowEnds = 'wrap' | 'stop'

/**
 * The index to move to after `key` on the choice at `current` of `count`: the next with →, the
 * previous with ←, the first and last with Home and End; null for any other key.
 */
export function indexAlongRow(key: string, current: number, count: number, ends: RowEnds): number | null {
  if (count === 0) return null
  switch (key) {
    case 'ArrowRight':
      return ends === 'wrap' ? (current + 1) % count : Math.min(current + 1, count - 1)
    case 'ArrowLeft':
      return ends === 'wrap' ? (current - 1 + count) % count : Math.max(current - 1, 0)
    case 'Home':
      return 0
    case 'End':
      return count - 1
    default:
      return null
  }
}
