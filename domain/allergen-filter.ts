import type { FilterMode } from './avoid-choice'
import { QuantityType, type CompositionStep, type StepOption } from './composition'

// The diner's "Avoid…" filter: which products contain an allergen the diner avoids, which the venue
// says nothing about, and what a composed menu becomes under it. The venue's data is the only source;
// where it says nothing the answer is "unknown", never "safe".

/** The allergen ids the venue lists for a product (the platform's `allergens[].allergen_id`). */
export type AllergenIds = readonly number[] | null | undefined

export type AllergenVerdict =
  | { kind: 'safe' }
  /** `allergenIds`: the avoided allergens it contains, in the order the venue lists them. */
  | { kind: 'contains'; allergenIds: number[] }
  | { kind: 'unknown' }

const SAFE: AllergenVerdict = { kind: 'safe' }
const UNKNOWN: AllergenVerdict = { kind: 'unknown' }

/**
 * A product under the filter. The platform cannot say "none": an empty list is a product it has no
 * allergen data for, so it is unknown, shown with a notice rather than kept as safe.
 */
export function productVerdict(allergenIds: AllergenIds, avoided: ReadonlySet<number>): AllergenVerdict {
  if (avoided.size === 0) return SAFE
  const ids = allergenIds ?? []
  const contained = ids.filter((id) => avoided.has(id))
  if (contained.length > 0) return { kind: 'contains', allergenIds: [...new Set(contained)] }
  return ids.length === 0 ? UNKNOWN : SAFE
}

/** What the filter reads of a composed menu's step. */
export type StepFacts = Pick<CompositionStep, 'uid' | 'quantityType' | 'min'> & { options: readonly Pick<StepOption, 'itemId'>[] }

export type StepVerdict = {
  stepUid: string
  /** Options that contain an avoided allergen, by item id: marked, and chosen only after a confirmation. */
  excludedItemIds: number[]
  /** Every option of a step the diner must choose from contains one: nothing safe to choose. */
  noSafeChoice: boolean
}

export type ComposedMenuVerdict =
  | { kind: 'safe'; steps: StepVerdict[] }
  /** A fixed item contains an avoided allergen, or a required step has no safe choice. */
  | { kind: 'contains'; allergenIds: number[]; steps: StepVerdict[] }
  /** Safe choices exist, but some options contain an avoided allergen: they are marked inside. */
  | { kind: 'choose-carefully'; steps: StepVerdict[] }
  /** Nothing contains one, but some item the diner may end up with has no allergen data. */
  | { kind: 'unknown'; steps: StepVerdict[] }

export type MenuVerdict = AllergenVerdict | ComposedMenuVerdict

const mustChoose = (step: StepFacts) => step.quantityType === QuantityType.Fixed || (step.min ?? 0) > 0

/**
 * A composed menu under the filter, from its steps and its items' allergen lists. The menu product's
 * own list is empty by nature (menus carry none): what counts is what is in it.
 */
export function composedMenuVerdict(
  steps: readonly StepFacts[],
  allergenIdsOf: (itemId: number) => AllergenIds,
  avoided: ReadonlySet<number>,
): ComposedMenuVerdict {
  const contained = new Set<number>()
  let careful = false
  let unknown = false
  const verdicts = steps.map((step): StepVerdict => {
    const options = step.options.map((option) => ({ itemId: option.itemId, verdict: productVerdict(allergenIdsOf(option.itemId), avoided) }))
    const excluded = options.filter((option) => option.verdict.kind === 'contains')
    const fixed = step.quantityType === QuantityType.Fixed
    const noSafeChoice = mustChoose(step) && options.length > 0 && (fixed ? excluded.length > 0 : excluded.length === options.length)
    const sure = (option: (typeof options)[number]) => option.verdict.kind !== 'unknown'
    if (noSafeChoice) {
      for (const { verdict } of excluded) if (verdict.kind === 'contains') verdict.allergenIds.forEach((id) => contained.add(id))
    } else if (excluded.length > 0) careful = true
    // What the diner gets for sure (a fixed item), or may have to take (every option of a required step), unknown.
    if ((fixed && !options.every(sure)) || (mustChoose(step) && !options.some((option) => option.verdict.kind === 'safe'))) unknown = true
    return { stepUid: step.uid, excludedItemIds: excluded.map((option) => option.itemId), noSafeChoice }
  })
  if (contained.size > 0) return { kind: 'contains', allergenIds: [...contained], steps: verdicts }
  if (careful) return { kind: 'choose-carefully', steps: verdicts }
  if (unknown && avoided.size > 0) return { kind: 'unknown', steps: verdicts }
  return { kind: 'safe', steps: verdicts }
}

/** The item ids a composed menu marks inside: options that contain an avoided allergen. */
export function excludedOptions(verdict: ComposedMenuVerdict): Set<number> {
  return new Set(verdict.steps.flatMap((step) => step.excludedItemIds))
}

/**
 * Hiding takes out a product that contains an avoided allergen, and only that: an unknown product
 * stays with its notice, and a composed menu stays marked, since what is in it is the diner's choice.
 */
export function hiddenByFilter(verdict: MenuVerdict, mode: FilterMode): boolean {
  return mode === 'hide' && verdict.kind === 'contains' && !('steps' in verdict)
}

export type SectionUnderFilter = { shownIds: number[]; hiddenCount: number; containsCount: number }

export type MenuUnderFilter = {
  sections: Map<number, SectionUnderFilter>
  hidden: number
  /** Products and composed menus that contain an avoided allergen, hidden or marked. */
  contains: number
  unknown: number
}

/** The menu's sections under the filter, with their counts and the menu's ("12 dishes hidden"). */
export function filterSections(
  sections: readonly { id: number; productIds: readonly number[] }[],
  verdictOf: (productId: number) => MenuVerdict,
  mode: FilterMode,
): MenuUnderFilter {
  const filtered = new Map<number, SectionUnderFilter>()
  const counted = new Set<number>()
  const totals = { hidden: 0, contains: 0, unknown: 0 }
  for (const section of sections) {
    const verdicts = section.productIds.map((id) => ({ id, verdict: verdictOf(id) }))
    const shown = verdicts.filter(({ verdict }) => !hiddenByFilter(verdict, mode))
    const contains = verdicts.filter(({ verdict }) => verdict.kind === 'contains')
    filtered.set(section.id, { shownIds: shown.map(({ id }) => id), hiddenCount: verdicts.length - shown.length, containsCount: contains.length })
    // A product in two matrices is one product of the menu.
    for (const { id, verdict } of verdicts) {
      if (counted.has(id)) continue
      counted.add(id)
      if (hiddenByFilter(verdict, mode)) totals.hidden++
      if (verdict.kind === 'contains') totals.contains++
      if (verdict.kind === 'unknown') totals.unknown++
    }
  }
  return { sections: filtered, ...totals }
}

/** The avoided allergens in the options some steps mark ("Some choices contain: Milk"). */
export function markedAllergenIds(steps: readonly StepVerdict[], allergenIdsOf: (itemId: number) => AllergenIds, avoided: ReadonlySet<number>): number[] {
  const ids = new Set<number>()
  for (const itemId of steps.flatMap((step) => step.excludedItemIds)) {
    for (const id of allergenIdsOf(itemId) ?? []) if (avoided.has(id)) ids.add(id)
  }
  return [...ids]
}
