import { DurableObject } from 'cloudflare:workers'
import type { AttemptRule } from '../../domain/limits'

// What one key (a visitor, a client address, an account) has used of a limit: attempts that count
// until they expire, or a budget of calls that renews every window. One object per key (idFromName),
// so a count is exact however many isolates and parallel connections ask at once, which KV's eventual
// consistency is not.

/**
 * When refused, `retryAfterSeconds` says how long until the first attempt that counts expires;
 * `renewed` when a named attempt was already counted and only renewed.
 */
export type Verdict = { allowed: boolean; retryAfterSeconds: number; renewed: boolean }
/** What a budget granted of what was asked, and when it renews if that was not all. */
export type Grant = { granted: number; retryAfterSeconds: number }
/** An attempt named by `token` (a visitor's slot hold) is replaced by the next one of the same name. */
type Attempt = { until: number; token: string | null }
type BudgetWindow = { endsAt: number; used: number }

const STORED = 'attempts'
const BUDGET = 'budget'

export class AttemptCounter extends DurableObject {
  #attempts: Attempt[] | undefined
  #budget: BudgetWindow | undefined

  /** Takes one attempt if the limit allows it; a named attempt renews its own instead of adding one. */
  async take(rule: AttemptRule, token: string | null = null): Promise<Verdict> {
    const live = await this.#live()
    const until = Date.now() + rule.windowSeconds * 1000
    const own = token === null ? -1 : live.findIndex((attempt) => attempt.token === token)
    if (own >= 0) {
      await this.#save(live.map((attempt, index) => (index === own ? { until, token } : attempt)))
      return { allowed: true, retryAfterSeconds: 0, renewed: true }
    }
    if (live.length >= rule.limit) {
      const expiries = live.map((attempt) => attempt.until).sort((a, b) => a - b)
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((expiries[live.length - rule.limit]! - Date.now()) / 1000)), renewed: false }
    }
    await this.#save([...live, { until, token }])
    return { allowed: true, retryAfterSeconds: 0, renewed: false }
  }

  /** Gives back an attempt that did not happen or does not count (the named one, else the newest unnamed). */
  async giveBack(token: string | null = null): Promise<void> {
    const live = await this.#live()
    const index = live.findLastIndex((attempt) => attempt.token === token)
    if (index >= 0) await this.#save(live.filter((_, at) => at !== index))
  }

  /** Forgets every attempt (an account's after a successful login). */
  async clear(): Promise<void> {
    this.#attempts = []
    this.#budget = undefined
    await this.ctx.storage.deleteAll()
  }

  /**
   * Spends up to `wanted` of a budget of `rule.limit` per window (fixed windows: a burst at a window's
   * edge may use two, which a budget of platform calls can afford).
   */
  async spend(rule: AttemptRule, wanted: number): Promise<Grant> {
    const now = Date.now()
    const current = (this.#budget ??= (await this.ctx.storage.get<BudgetWindow>(BUDGET)) ?? { endsAt: 0, used: 0 })
    const window = current.endsAt > now ? current : { endsAt: now + rule.windowSeconds * 1000, used: 0 }
    const granted = Math.max(0, Math.min(wanted, rule.limit - window.used))
    if (granted > 0 || window !== current) await this.#saveBudget({ endsAt: window.endsAt, used: window.used + granted })
    return { granted, retryAfterSeconds: granted < wanted ? Math.max(1, Math.ceil((window.endsAt - now) / 1000)) : 0 }
  }

  /** Gives back what was spent and not used. */
  async refund(count: number): Promise<void> {
    const current = (this.#budget ??= (await this.ctx.storage.get<BudgetWindow>(BUDGET)) ?? { endsAt: 0, used: 0 })
    if (count > 0 && current.endsAt > Date.now()) await this.#saveBudget({ ...current, used: Math.max(0, current.used - count) })
  }

  async #saveBudget(window: BudgetWindow) {
    this.#budget = window
    await this.ctx.storage.put(BUDGET, window)
  }

  async #live(): Promise<Attempt[]> {
    this.#attempts ??= (await this.ctx.storage.get<Attempt[]>(STORED)) ?? []
    const now = Date.now()
    return this.#attempts.filter((attempt) => attempt.until > now)
  }

  async #save(attempts: Attempt[]) {
    this.#attempts = attempts
    await this.ctx.storage.put(STORED, attempts)
  }
}

/** The counter of one key in the namespace: for a request (limits.ts, counterFor) and for a Durable Object, which has none. */
export function counterIn(namespace: DurableObjectNamespace<AttemptCounter>, key: string) {
  const stub = namespace.get(namespace.idFromName(key))
  return {
    take: (rule: AttemptRule, token: string | null = null): Promise<Verdict> => stub.take(rule, token),
    giveBack: (token: string | null = null): Promise<void> => stub.giveBack(token),
    clear: (): Promise<void> => stub.clear(),
    spend: (rule: AttemptRule, wanted: number): Promise<Grant> => stub.spend(rule, wanted),
    refund: (count: number): Promise<void> => stub.refund(count),
  }
}
