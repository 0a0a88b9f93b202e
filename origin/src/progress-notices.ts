// What follows a step appended while answering a request (accept, /__sandbox advance or reject):
// the webhook to the app, after the answer.
import type { Env } from './env'
import { deliverProgress } from './order-webhook'
import type { AppendedStep } from './order-webhook'

type WaitUntil = { waitUntil(promise: Promise<unknown>): void }

export function announceStep(env: Env, ctx: WaitUntil, step: AppendedStep & { final: boolean }) {
  ctx.waitUntil(deliverProgress(env, step))
}
