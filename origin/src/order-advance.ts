// Moving an accepted order along its route: the next step (kitchen alarm, /__sandbox advance) or a
// rejection with reasons (/__sandbox reject). Two writers at once append one step each, in turn.
import { readOrderProgress, insertStep } from './order-progress'
import { carriesEstimate, isFinal, nextStep, routeOf } from './order-steps'
import type { Step } from './order-steps'
import { currentTime } from './sandbox-clock'

export type StepChange = { kind: 'next' } | { kind: 'reject'; reasons: string[] }

export type StepOutcome =
  | { kind: 'appended'; seq: number; step: Step; final: boolean }
  | { kind: 'unknown' }
  | { kind: 'not_accepted' }
  | { kind: 'final'; step: Step }

// A writer that lost the race for a number reads again; more losses than this mean something is wrong.
const ATTEMPTS = 5

export async function appendStep(db: D1Database, uid: string, change: StepChange): Promise<StepOutcome> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const order = await readOrderProgress(db, uid)
    if (!order) return { kind: 'unknown' }
    const last = order.steps.at(-1)
    if (!last) return { kind: 'not_accepted' }
    const route = routeOf(order.consumptionType)
    const next = nextStep(route, last.step)
    if (next === null) return { kind: 'final', step: last.step }
    const step: Step = change.kind === 'reject' ? 'rejected' : next
    // The estimate made when the order was accepted holds until it is being prepared.
    const estimate = carriesEstimate(step) ? (order.steps[0]?.estimated_ready_at ?? null) : null
    const seq = last.seq + 1
    const stored = {
      seq,
      step,
      at: await currentTime(db),
      estimated_ready_at: estimate,
      reasons: change.kind === 'reject' ? change.reasons : null,
    }
    if (await insertStep(db, uid, stored)) return { kind: 'appended', seq, step, final: isFinal(route, step) }
  }
  throw new Error(`order ${uid}: its progress kept changing while a step was appended`)
}
