// The kitchen of one order (a Durable Object, idFromName(order uid)): an alarm every
// KITCHEN_STEP_SECONDS moves the order to its next step until a final one, from a quarter of an hour
// before its booked time (kitchen-start.ts). The alarm runs on real
// time; the step's time is the sandbox clock's. An alarm for an order that is gone, never accepted
// or already final does nothing, so dropping orders needs no word to their kitchens.
import { z } from 'zod'
import type { Env } from './env'
import { kitchenStepMs } from './env'
import { kitchenMayStart } from './kitchen-start'
import { appendStep } from './order-advance'
import { deliverProgress } from './order-webhook'

const ORDER_KEY = 'order'
const scheduleSchema = z.object({ uid: z.string().min(1).max(64) })

export class Kitchen implements DurableObject {
  readonly #state: DurableObjectState
  readonly #env: Env

  constructor(state: DurableObjectState, env: Env) {
    this.#state = state
    this.#env = env
  }

  /** POST {uid}: the order's next step is due one kitchen step from now (a step made by hand restarts the wait). */
  async fetch(request: Request): Promise<Response> {
    const body = scheduleSchema.safeParse(await request.json().catch(() => null))
    if (request.method !== 'POST' || !body.success) return new Response('invalid request', { status: 400 })
    const stepMs = kitchenStepMs(this.#env)
    if (stepMs > 0) {
      await this.#state.storage.put(ORDER_KEY, body.data.uid)
      await this.#state.storage.setAlarm(Date.now() + stepMs)
    }
    return new Response(null, { status: 204 })
  }

  async alarm(): Promise<void> {
    const storage = this.#state.storage
    const uid = await storage.get<string>(ORDER_KEY)
    const stepMs = kitchenStepMs(this.#env)
    // An order booked for later waits, accepted, until its time comes near.
    if (uid && stepMs > 0 && !(await kitchenMayStart(this.#env.DB, uid))) {
      await storage.setAlarm(Date.now() + stepMs)
      return
    }
    const outcome = uid && stepMs > 0 ? await appendStep(this.#env.DB, uid, { kind: 'next' }) : null
    if (!uid || outcome?.kind !== 'appended') {
      await storage.deleteAll()
      return
    }
    if (outcome.final) await storage.deleteAll()
    else await storage.setAlarm(Date.now() + stepMs)
    await deliverProgress(this.#env, { uid, seq: outcome.seq })
  }
}

/** Starts (or restarts) the wait for the order's next step in its kitchen. */
export async function scheduleKitchen(env: Env, uid: string): Promise<void> {
  const kitchen = env.KITCHEN.get(env.KITCHEN.idFromName(uid))
  const response = await kitchen.fetch('https://kitchen/schedule', { method: 'POST', body: JSON.stringify({ uid }) })
  if (!response.ok) throw new Error(`kitchen of order ${uid}: ${response.status} ${await response.text()}`)
}
