import type { Context } from 'hono'
import type { AppEnv } from '../app-env'
import { clientKeys, counterFor, type Refusal } from './limits'
import { LIMITS } from '../../domain/limits'
import { LimitReached } from './limit-reached'

// Every public route's budget of calls to the venue's API (decision 022): the venue's platform is
// someone else's server, often a small restaurant's till, and the Worker is its only caller, so what
// one client can make it do is bounded — per visitor, and per address with a food court's ceiling.
// The booking calendar's reads have a budget of their own: past it, days are said to be unknown (still
// choosable), and the diner's other calls are untouched.

export type Budget = 'venueCalls' | 'calendarReads' | 'imageMisses'
export type Grant = { granted: number; refusal: Refusal | null }

const counters = async (c: Context<AppEnv>, budget: Budget) => {
  const keys = await clientKeys(c)
  return [counterFor(c, `${budget}:${keys.visitor}`), counterFor(c, `${budget}:${keys.address}`)] as const
}

/** Spends up to `wanted` calls of the client's budget; what is granted may be less, with the refusal that cut it. */
export async function spendBudget(c: Context<AppEnv>, budget: Budget, wanted: number): Promise<Grant> {
  if (wanted <= 0) return { granted: 0, refusal: null }
  const [visitor, address] = await counters(c, budget)
  const [byVisitor, byAddress] = await Promise.all([visitor.spend(LIMITS[budget].visitor, wanted), address.spend(LIMITS[budget].address, wanted)])
  const granted = Math.min(byVisitor.granted, byAddress.granted)
  // What one budget granted beyond the other is not spent.
  if (byVisitor.granted > granted) await visitor.refund(byVisitor.granted - granted)
  if (byAddress.granted > granted) await address.refund(byAddress.granted - granted)
  if (granted === wanted) return { granted, refusal: null }
  const [limiting, scope] = byVisitor.granted <= byAddress.granted ? [byVisitor, 'visitor' as const] : [byAddress, 'address' as const]
  return { granted, refusal: { allowed: false, retryAfterSeconds: limiting.retryAfterSeconds, kind: 'requests', scope } }
}

/** Gives back calls spent and not made (a fan-out that stopped early). */
export async function refundBudget(c: Context<AppEnv>, budget: Budget, count: number): Promise<void> {
  if (count <= 0) return
  await Promise.all((await counters(c, budget)).map((counter) => counter.refund(count)))
}

/** One venue call of the client's budget, or the 429 that says until when. */
export async function spendOneVenueCall(c: Context<AppEnv>): Promise<void> {
  const { granted, refusal } = await spendBudget(c, 'venueCalls', 1)
  if (granted === 0) throw new LimitReached(refusal!)
}
