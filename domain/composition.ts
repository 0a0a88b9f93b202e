import { lineUnitCents, type CartItem } from './cart'
import { toCents, type Cents } from './money'
import type { Proposition, PropositionFrom } from './schemas/platform'

// Composing a menu product step by step (SPEC §3 "Proposition", §4 "Composition", §5, §9).

export const QuantityType = { Unique: 1, Multiple: 2, Free: 3, Fixed: 4 } as const
export type QuantityType = (typeof QuantityType)[keyof typeof QuantityType]

export type StepOption = { itemId: number; itemUid: string; supplementCents: Cents; quantity: number; order: number }

/** min and max are the raw bounds, null when the data has none (defaults 0 and 9999, SPEC §9). */
export type CompositionStep = {
  uid: string; id: number; quantityType: QuantityType; min: number | null; max: number | null
  retrievePrice: boolean; options: StepOption[]; names: Pick<Proposition, 'name' | 'name_fr' | 'name_nl' | 'name_en'>
}

export type Choice = { itemId: number; step: string; quantity: number }
export type CompositionState = { parentId: number; stepIndex: number; choices: Choice[] }
export type StepError = null | { kind: 'min'; min: number } | { kind: 'max'; max: number }
export type StepHint = StepError | { kind: 'range'; min: number; max: number }
export type StepMove = { state: CompositionState; error: StepError; done: boolean }
type Steps = readonly CompositionStep[]
type ItemPrice = (itemId: number) => Cents | null
const [DEFAULT_MIN, DEFAULT_MAX] = [0, 9999]

/** Steps by the menu's order_number, options by link order_number (SPEC §4); unknown uids skipped. */
export function compositionSteps(
  menu: { propositionsFrom: readonly Pick<PropositionFrom, 'proposition_uid' | 'order_number'>[] },
  propositions: readonly Proposition[],
): CompositionStep[] {
  const byUid = new Map(propositions.map((proposition) => [proposition.uid, proposition]))
  return [...menu.propositionsFrom].sort((a, b) => a.order_number - b.order_number).flatMap((from) => {
    const p = byUid.get(from.proposition_uid)
    if (!p) return []
    const options = [...p.propositionsTo].sort((a, b) => a.order_number - b.order_number).map((link) => ({
      itemId: link.to_item_id, itemUid: link.to_item_uid, supplementCents: toCents(link.price),
      quantity: link.quantity, order: link.order_number,
    }))
    const { uid, id, quantity_type, minimum_selected_item: min, maximum_selected_item: max } = p
    const names = { name: p.name, name_fr: p.name_fr, name_nl: p.name_nl, name_en: p.name_en }
    return [{ uid, id, quantityType: quantity_type, min, max, retrievePrice: p.retrieve_price, options, names }]
  })
}

const NOTHING: ReadonlySet<number> = new Set()

/**
 * A unique link's quantity 1 is the amount taken when chosen, not a preselection (demo README). An
 * option the diner avoids (`avoided`, by item id) is not preselected: only a fixed one is given anyway.
 */
export function stepDefaults(step: CompositionStep, avoided: ReadonlySet<number> = NOTHING): Choice[] {
  if (step.quantityType === QuantityType.Unique) return []
  const fixed = step.quantityType === QuantityType.Fixed
  const preset = step.options.filter((option) => fixed || (option.quantity > 0 && !avoided.has(option.itemId)))
  return preset.map((option) => ({ itemId: option.itemId, step: step.uid, quantity: option.quantity }))
}

/** Coming back to a step keeps what was chosen; only a step without choices is preloaded (SPEC §4). */
export function enterStep(state: CompositionState, steps: Steps, index: number, avoided: ReadonlySet<number> = NOTHING): CompositionState {
  const stepIndex = Math.min(Math.max(index, 0), Math.max(steps.length - 1, 0))
  const step = steps[stepIndex]
  const untouched = step !== undefined && !state.choices.some((choice) => choice.step === step.uid)
  return { ...state, stepIndex, choices: untouched ? [...state.choices, ...stepDefaults(step, avoided)] : state.choices }
}

export function startComposition(parentId: number, steps: Steps, avoided: ReadonlySet<number> = NOTHING): CompositionState {
  return enterStep({ parentId, stepIndex: 0, choices: [] }, steps, 0, avoided)
}

const inStep = (step: CompositionStep) => (choice: Choice) => choice.step === step.uid
const isOption = (step: CompositionStep, option: StepOption) => (choice: Choice) =>
  choice.step === step.uid && choice.itemId === option.itemId

/** `refused` means the state did not change: a fixed step, a free step at its maximum, or nothing to remove. */
export function selectOption(
  state: CompositionState, step: CompositionStep, option: StepOption, delta = 1,
): { state: CompositionState; refused: boolean } {
  const current = state.choices.find(isOption(step, option))
  const others = state.choices.filter((choice) => choice !== current)
  const taken: Choice = { itemId: option.itemId, step: step.uid, quantity: option.quantity || 1 }
  const next = (choices: Choice[]) => ({ state: { ...state, choices }, refused: false })
  switch (step.quantityType) {
    case QuantityType.Unique:
      return next([...state.choices.filter((choice) => !inStep(step)(choice)), taken])
    case QuantityType.Multiple:
      return next(current ? others : [...others, taken])
    case QuantityType.Free: {
      const quantity = (current?.quantity ?? 0) + delta
      const overMax = delta > 0 && stepCount(state, step) + delta > (step.max ?? DEFAULT_MAX)
      if (delta === 0 || overMax || quantity < 0) return { state, refused: true }
      return next(quantity === 0 ? others : [...others, { ...taken, quantity }])
    }
    default:
      return { state, refused: true }
  }
}

/** Summed quantity for free steps, else the number of chosen options (SPEC §5). */
export function stepCount(state: CompositionState, step: CompositionStep): number {
  const chosen = state.choices.filter(inStep(step))
  return step.quantityType === QuantityType.Free ? chosen.reduce((sum, c) => sum + c.quantity, 0) : chosen.length
}

export function stepError(state: CompositionState, step: CompositionStep): StepError {
  const [count, min, max] = [stepCount(state, step), step.min ?? DEFAULT_MIN, step.max ?? DEFAULT_MAX]
  if (count < min) return { kind: 'min', min }
  if (count > max) return { kind: 'max', max }
  return null
}

/** 'Please choose {min} {max} products' only when both bounds exist in the data (SPEC §5). */
export function stepHint(step: CompositionStep): StepHint {
  const { min, max } = step
  if (min !== null) return max !== null ? { kind: 'range', min, max } : { kind: 'min', min }
  return max !== null ? { kind: 'max', max } : null
}

/** On the last valid step `done` is true and the caller adds the composition to the cart (SPEC §4). */
export function nextStep(state: CompositionState, steps: Steps, avoided: ReadonlySet<number> = NOTHING): StepMove {
  const step = steps[state.stepIndex]
  const error = step ? stepError(state, step) : null
  if (error) return { state, error, done: false }
  if (state.stepIndex >= steps.length - 1) return { state, error: null, done: true }
  return { state: enterStep(state, steps, state.stepIndex + 1, avoided), error: null, done: false }
}

export function previousStep(state: CompositionState, steps: Steps, avoided: ReadonlySet<number> = NOTHING): CompositionState {
  return state.stepIndex > 0 ? enterStep(state, steps, state.stepIndex - 1, avoided) : state
}

export function chosenItemIds(state: CompositionState): number[] {
  return state.choices.map((choice) => choice.itemId)
}

/** Cart items in step then option order, fixed ones included (the order needs them too). */
export function compositionItems(
  state: CompositionState, steps: Steps, itemName: (itemId: number) => string, itemPriceCents?: ItemPrice,
): CartItem[] {
  return steps.flatMap((step) => step.options.flatMap((option) => {
    const choice = state.choices.find(isOption(step, option))
    if (!choice) return []
    // retrieve_price adds the item's own price, not the link supplement (demo README); the link is the fallback.
    const price = (step.retrievePrice ? itemPriceCents?.(option.itemId) : null) ?? option.supplementCents
    const proposition = { uid: step.uid, retrieve_price: step.retrievePrice }
    const { itemId: id, itemUid: uid } = option
    return [{ id, uid, name: itemName(id), quantity: choice.quantity, price, step: step.uid, proposition }]
  }))
}

/** An item of a composition as a cart sends it: which option, in which step, how many. */
export type SentItem = { id: number; quantity: number; step: string }

export type CompositionFault =
  | { kind: 'not-offered'; itemId: number; step: string }
  | { kind: 'twice'; itemId: number; step: string }
  | { kind: 'quantity'; itemId: number; step: string; expected: number }
  | { kind: 'fixed-missing'; itemId: number; step: string }
  | { kind: 'count'; step: string; min: number; max: number }

/** How many of an option a choice takes: a fixed link its own quantity, a unique or multiple one 1 unless the link says more. */
function takenQuantity(step: CompositionStep, option: StepOption): number | null {
  if (step.quantityType === QuantityType.Free) return null
  return step.quantityType === QuantityType.Fixed ? option.quantity : option.quantity || 1
}

/**
 * What breaks the menu's steps in a composition sent from outside (a stored cart, a checkout): items
 * the steps do not offer, an option twice, a quantity the step's type does not allow, a fixed item
 * left out, a count outside the step's bounds (a unique step holds one). The same selection rules as
 * the composition popup above; an empty list means the venue offers the menu this way.
 */
export function compositionFaults(steps: Steps, items: readonly SentItem[]): CompositionFault[] {
  const faults: CompositionFault[] = []
  const accepted: Choice[] = []
  for (const item of items) {
    const step = steps.find((candidate) => candidate.uid === item.step)
    const option = step?.options.find((candidate) => candidate.itemId === item.id)
    const fault = { itemId: item.id, step: item.step }
    if (!step || !option) faults.push({ kind: 'not-offered', ...fault })
    else if (accepted.some((choice) => choice.step === step.uid && choice.itemId === item.id)) faults.push({ kind: 'twice', ...fault })
    else {
      const expected = takenQuantity(step, option)
      const wholeAndPositive = Number.isInteger(item.quantity) && item.quantity >= 1
      if (!wholeAndPositive || (expected !== null && item.quantity !== expected)) faults.push({ kind: 'quantity', ...fault, expected: expected ?? 1 })
      else accepted.push({ itemId: item.id, step: step.uid, quantity: item.quantity })
    }
  }
  const state: CompositionState = { parentId: 0, stepIndex: 0, choices: accepted }
  for (const step of steps) {
    if (step.quantityType === QuantityType.Fixed) {
      for (const option of step.options) {
        const chosen = accepted.some((choice) => choice.step === step.uid && choice.itemId === option.itemId)
        if (option.quantity > 0 && !chosen) faults.push({ kind: 'fixed-missing', itemId: option.itemId, step: step.uid })
      }
    }
    const min = step.min ?? DEFAULT_MIN
    const max = Math.min(step.max ?? DEFAULT_MAX, step.quantityType === QuantityType.Unique ? 1 : DEFAULT_MAX)
    const count = stepCount(state, step)
    if (count < min || count > max) faults.push({ kind: 'count', step: step.uid, min, max })
  }
  return faults
}

export function compositionTotalCents(
  basePriceCents: Cents, steps: Steps, state: CompositionState, itemPriceCents: ItemPrice,
): Cents {
  return lineUnitCents({ items: compositionItems(state, steps, () => '', itemPriceCents) }, basePriceCents)
}
