import { QuantityType, type CompositionStep } from './composition'

// The diner's "Avoid…" filter: which products contain an allergen the diner avoids, which the venue
// says nothing about, and what a composed menu becomes under it. The venue's data is the only source;
// where it says nothing the answer is "unknown", never "safe".

export type AllergenVerdict =
  | { kind: 'safe' }
  /** `allergenIds`: the avoided allergens it contains, in the order the venue lists them. */
  | { kind: 'contains'; allergenIds: number[] }
  | { kind: 'unknown' }

/** What the filter reads of a product: the venue's allergen list. */
export type AllergenFacts = { allergens: readonly { allergen_id: number }[] | null | undefined }

const SAFE: AllergenVerdict = { kind: 'safe' }
const UNKNOWN: AllergenVerdict = { kind: 'unknown' }

/**
 * A product under the filter. The platform cannot say "none": an empty list is a product it has no
 * allergen data for, so it is unknown, shown with a notice rather than kept as safe.
 */
export function productVerdict(product: AllergenFacts | undefined, avoided: ReadonlySet<number>): AllergenVerdict {
  if (avoided.size === 0) return SAFE
  const ids = product?.allergens?.map((allergen) => allergen.allergen_id) ?? []
  const contained = ids.filter((id) => avoided.has(id))
  if (contained.length > 0) return { kind: 'contains', allergenIds: [...new Set(contained)] }
  return ids.length === 0 ? UNKNOWN : SAFE
}

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

const mustChoose = (step: CompositionStep) => step.quantityType === QuantityType.Fixed || (step.min ?? 0) > 0

/**
 * A composed menu under the filter, from its steps (`compositionSteps`) and its items' allergen lists.
 * The menu product's own list is empty by nature (menus carry none): what counts is what is in it.
 */
export function composedMenuVerdict(
  steps: readonly CompositionStep[],
  itemFacts: (itemId: number) => AllergenFacts | undefined,
  avoided: ReadonlySet<number>,
): ComposedMenuVerdict {
  const contained = new Set<number>()
  let careful = false
  let unknown = false
  const verdicts = steps.map((step): StepVerdict => {
    const options = step.options.map((option) => ({ itemId: option.itemId, verdict: productVerdict(itemFacts(option.itemId), avoided) }))
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

export type FilterMode = 'hide' | 'mark'

export type FilteredSection<S> = S & { shownIds: number[]; hiddenCount: number }

/**
 * The menu's sections under the filter. Hiding takes out what contains an avoided allergen, and only
 * that: an unknown product stays, with its notice. Marking keeps every product; the counts say how
 * many contain one either way ("12 dishes hidden" / "12 dishes contain…").
 */
export function filterSections<S extends { productIds: readonly number[] }>(
  sections: readonly S[],
  verdictOf: (productId: number) => AllergenVerdict['kind'] | ComposedMenuVerdict['kind'],
  mode: FilterMode,
): { sections: FilteredSection<S>[]; hiddenTotal: number } {
  let hiddenTotal = 0
  const filtered = sections.map((section) => {
    const excluded = new Set(section.productIds.filter((id) => verdictOf(id) === 'contains'))
    hiddenTotal += excluded.size
    const shownIds = mode === 'hide' ? section.productIds.filter((id) => !excluded.has(id)) : [...section.productIds]
    return { ...section, shownIds, hiddenCount: excluded.size }
  })
  return { sections: filtered, hiddenTotal }
}
