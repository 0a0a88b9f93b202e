import { orderOutcome } from './order-outcome'

// The kitchen's progress of an accepted order: the steps the venue reports, in the order reached.
// Its payment state (`status`) is another matter and keeps its own rules (order-outcome.ts).

export const PROGRESS_STEPS = ['accepted', 'preparing', 'ready', 'served', 'out_for_delivery', 'delivered', 'rejected'] as const
export type ProgressStep = (typeof PROGRESS_STEPS)[number]

/** A step the order reached, when, and what the venue says of it (schemas/order-progress.ts checks it). */
export type ProgressEntry = { step: ProgressStep; at: string; estimated_ready_at: string | null; reasons: string[] | null }

/** What changes while a diner watches an order: its payment state and its progress. */
export type LiveOrder = { status: string; progress: ProgressEntry[] }

const EAT_IN = 1
const DELIVERY = 5

/** The steps an order goes through, by how it is eaten: eat-in ends served, delivery delivered, the rest ready. */
export function progressRoute(consumptionType: number | null | undefined): readonly ProgressStep[] {
  if (consumptionType === EAT_IN) return ['accepted', 'preparing', 'ready', 'served']
  if (consumptionType === DELIVERY) return ['accepted', 'preparing', 'ready', 'out_for_delivery', 'delivered']
  return ['accepted', 'preparing', 'ready']
}

export const latestStep = (progress: readonly ProgressEntry[]): ProgressEntry | null => progress.at(-1) ?? null

/** Nothing more will happen to the order: its route's last step, a rejection, or a payment that did not go through. */
export function progressEnded(order: LiveOrder & { consumption_type?: number | null }): boolean {
  const outcome = orderOutcome(order.status)
  if (outcome !== 'success' && outcome !== 'pending') return true
  const latest = latestStep(order.progress)?.step
  return latest === 'rejected' || latest === progressRoute(order.consumption_type).at(-1)
}

/** The food is ready, or past ready (served, on its way, delivered): what the tab title and the alert say. */
export function isReady(progress: readonly ProgressEntry[]): boolean {
  const latest = latestStep(progress)?.step
  return latest !== undefined && latest !== 'accepted' && latest !== 'preparing' && latest !== 'rejected'
}

export type StepView = { step: ProgressStep; state: 'done' | 'current' | 'next'; at: string | null }

/** The stepper: every step of the route, each done, current or still to come, with the time it was reached. */
export function progressSteps(progress: readonly ProgressEntry[], consumptionType: number | null | undefined): StepView[] {
  const reached = new Map(progress.map((entry) => [entry.step, entry.at]))
  const latest = latestStep(progress)?.step
  const route = latest === 'rejected' ? [...progress.map((entry) => entry.step)] : progressRoute(consumptionType)
  return route.map((step) => ({
    step,
    state: step === latest ? 'current' : reached.has(step) ? 'done' : 'next',
    at: reached.get(step) ?? null,
  }))
}

/** When the venue expects the food to be ready, while it is still to come. */
export function readyEstimate(progress: readonly ProgressEntry[]): string | null {
  return isReady(progress) ? null : (latestStep(progress)?.estimated_ready_at ?? null)
}

/** A newer picture of the same order replaces an older one: more steps, or a payment state that moved on. */
export function newerLiveOrder(current: LiveOrder, next: LiveOrder): boolean {
  if (next.progress.length !== current.progress.length) return next.progress.length > current.progress.length
  return next.status !== current.status && orderOutcome(current.status) === 'pending'
}
