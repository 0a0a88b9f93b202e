// The kitchen steps of an order (after the venue accepted it) and the route it follows by how it is
// consumed. Pure rules; order-progress.ts keeps the steps reached in D1.

export const STEPS = ['accepted', 'preparing', 'ready', 'served', 'out_for_delivery', 'delivered', 'rejected'] as const
export type Step = (typeof STEPS)[number]

const TAKEAWAY: readonly Step[] = ['accepted', 'preparing', 'ready']
const EAT_IN: readonly Step[] = [...TAKEAWAY, 'served']
const DELIVERY: readonly Step[] = [...TAKEAWAY, 'out_for_delivery', 'delivered']

/** The steps an order goes through: eat-in (1) is served, delivery (5) delivered, anything else collected when ready. */
export function routeOf(consumptionType: unknown): readonly Step[] {
  if (consumptionType === 1) return EAT_IN
  if (consumptionType === 5) return DELIVERY
  return TAKEAWAY
}

/** The step after `last` on `route`; null once the route is over (its last step, or rejected). */
export function nextStep(route: readonly Step[], last: Step): Step | null {
  const at = route.indexOf(last)
  return at >= 0 && at < route.length - 1 ? route[at + 1]! : null
}

export const isFinal = (route: readonly Step[], step: Step) => nextStep(route, step) === null

// Without a kitchen that moves by itself, a tester advances by hand: give them a plausible quarter.
const MANUAL_READY_MS = 10 * 60_000

/** When an order accepted at `acceptedAt` should be ready: two kitchen steps later, or 10 minutes when steps are manual. */
export const readyEstimate = (acceptedAt: number, stepMs: number) => acceptedAt + (stepMs > 0 ? 2 * stepMs : MANUAL_READY_MS)

/** Steps that carry the estimate: until the order is being prepared. */
export const carriesEstimate = (step: Step) => step === 'accepted' || step === 'preparing'
