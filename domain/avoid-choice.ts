// What the diner avoids (the "Avoid…" filter), as the device keeps it. Apart from the filter's rules
// (allergen-filter.ts): the menu page reads it at once, the rules come with the filter's code.

export type FilterMode = 'hide' | 'mark'

/** What the diner avoids and how the menu shows what contains it; kept on the device. */
export type AvoidChoice = { allergenIds: number[]; mode: FilterMode }

export const NOTHING_AVOIDED: AvoidChoice = { allergenIds: [], mode: 'hide' }

/** localStorage key of the diner's choice. */
export const AVOID_STORAGE_KEY = 'allergen-filter'

/** A stored choice outlives deploys and can be edited by hand: anything unreadable avoids nothing. */
export function parseStoredAvoidChoice(raw: string | null | undefined): AvoidChoice {
  try {
    const { allergenIds, mode } = JSON.parse(raw ?? '') as Partial<AvoidChoice>
    const ids = Array.isArray(allergenIds) ? allergenIds.filter(Number.isInteger) : []
    return { allergenIds: [...new Set(ids)], mode: mode === 'mark' ? 'mark' : 'hide' }
  } catch {
    return NOTHING_AVOIDED
  }
}
