// What follows a step appended while answering a request (accept, /__sandbox advance or reject):
// the webhook to the app and the kitchen's next alarm, both after the answer. Steps the kitchen's
// own alarm appends are followed up by the kitchen (kitchen.ts).
import type { Env } from './env'
import { kitchenStepMs } from './env'
import { scheduleKitchen } from './kitchen'
import { deliverProgress } from './order-webhook'
import type { AppendedStep } from './order-webhook'

type WaitUntil = { waitUntil(promise: Promise<unknown>): void }

export function announceStep(env: Env, ctx: WaitUntil, step: AppendedStep & { final: boolean }) {
  ctx.waitUntil(deliverProgress(env, step))
  if (!step.final && kitchenStepMs(env) > 0) {
    ctx.waitUntil(scheduleKitchen(env, step.uid).catch((error) => console.error('kitchen:', error)))
  }
}
