import { foldForSearch } from './menu'

// What a search that finds nothing offers instead of an empty page: the menu's names closest to what
// was typed, so a slip of the thumb ('croqette', 'tiramissu') still leads to the dish.

/** How many names a search that finds nothing suggests at most. */
export const MAX_SUGGESTIONS = 3

/** Shorter queries are too vague to correct: with one edit allowed, 'xy' would be close to anything. */
const MIN_QUERY_LENGTH = 3

/**
 * The fewest edits (a letter added, left out, changed, or two neighbours swapped) that make `query`
 * appear somewhere in `text`: an edit distance to the best-matching part of the text, not the whole.
 */
export function editsToFind(query: string, text: string): number {
  const m = query.length
  // Rows of the distance table: the query's first i letters against the text up to each position;
  // row 0 is all zeros, since a match may start anywhere in the text.
  let beforePrevious: number[] = []
  let previous = Array<number>(text.length + 1).fill(0)
  for (let i = 1; i <= m; i += 1) {
    const row = [i]
    for (let j = 1; j <= text.length; j += 1) {
      const changed = query[i - 1] === text[j - 1] ? 0 : 1
      let best = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + changed)
      if (i > 1 && j > 1 && query[i - 1] === text[j - 2] && query[i - 2] === text[j - 1]) best = Math.min(best, beforePrevious[j - 2]! + 1)
      row.push(best)
    }
    beforePrevious = previous
    previous = row
  }
  return Math.min(...previous)
}

/** The edits a query may need and still be taken for a name: one for every three letters. */
export const editsAllowed = (length: number) => Math.floor(length / 3)

/**
 * The names closest to a query that matched none: those it finds with few enough edits, closest
 * first, in menu order among equals; each name once. Case and accents are ignored, as in the search.
 */
export function closestNames(names: readonly string[], query: string, limit = MAX_SUGGESTIONS): string[] {
  const needle = foldForSearch(query.trim())
  if (needle.length < MIN_QUERY_LENGTH) return []
  const allowed = editsAllowed(needle.length)
  const scored = new Map<string, number>()
  for (const name of names) {
    if (scored.has(name)) continue
    const edits = editsToFind(needle, foldForSearch(name))
    if (edits <= allowed) scored.set(name, edits)
  }
  // A stable sort keeps the menu's order among names as close as each other.
  return [...scored].sort((a, b) => a[1] - b[1]).slice(0, limit).map(([name]) => name)
}
