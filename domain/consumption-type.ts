// Consumption types and the venue codes that make them available (SPEC §4).

export const ConsumptionType = {
  EatIn: 1,
  Takeaway: 2,
  /** Store setting only: the customer chooses between eat-in and takeaway (SPEC §2). */
  Choice: 3,
  Retail: 4,
  Delivery: 5,
} as const

export type ConsumptionType = (typeof ConsumptionType)[keyof typeof ConsumptionType]

/** The types a customer can order with (order state, SPEC §3). */
export type OrderConsumptionType =
  | typeof ConsumptionType.EatIn
  | typeof ConsumptionType.Takeaway
  | typeof ConsumptionType.Delivery

const ORDER_TYPES: readonly OrderConsumptionType[] = [ConsumptionType.EatIn, ConsumptionType.Takeaway, ConsumptionType.Delivery]

/** Whether a stored or sent value is a type a customer can order with. */
export const isOrderConsumptionType = (value: unknown): value is OrderConsumptionType => ORDER_TYPES.some((type) => type === value)

// SPEC §4: eat-in for 1, 3, 7, 8; takeaway for 2, 3, 6, 7; delivery for 5, 6, 7, 8.
const AVAILABILITY: ReadonlyArray<readonly [OrderConsumptionType, readonly number[]]> = [
  [ConsumptionType.EatIn, [1, 3, 7, 8]],
  [ConsumptionType.Takeaway, [2, 3, 6, 7]],
  [ConsumptionType.Delivery, [5, 6, 7, 8]],
]

/** The consumption types a venue code allows, in the order eat-in, takeaway, delivery. */
export function allowedConsumptionTypes(code: number | null | undefined): OrderConsumptionType[] {
  if (code === null || code === undefined) return []
  return AVAILABILITY.filter(([, codes]) => codes.includes(code)).map(([type]) => type)
}

/** Whether the eat-in/takeaway chooser applies: the store's consumption_type is 3 (SPEC §2). */
export function offersChoiceOfEatInOrTakeaway(storeConsumptionType: number | null | undefined): boolean {
  return storeConsumptionType === ConsumptionType.Choice
}

/**
 * The type whose prices the menu shows before the customer has chosen one:
 * the POS default_consumption_type when the POS allows it, else none.
 */
export function menuConsumptionType(pos: {
  consumption_type: number | null | undefined
  default_consumption_type: number | null | undefined
}): OrderConsumptionType | null {
  const fallback = pos.default_consumption_type
  return allowedConsumptionTypes(pos.consumption_type).find((type) => type === fallback) ?? null
}
