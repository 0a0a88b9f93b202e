import { DurableObject } from 'cloudflare:workers'

// What one key (a client address, an account) has used of a limit: attempts that count until they
// expire. One object per key (idFromName), so a count is exact however many isolates and parallel
// connections ask at once, which KV's eventual consistency is not.

export type AttemptRule = { limit: number; windowSeconds: number }
/** When refused, `retryAfterSeconds` says how long until the first attempt that counts expires. */
export type Verdict = { allowed: boolean; retryAfterSeconds: number }
/** An attempt named by `token` (a visitor's slot hold) is replaced by the next one of the same name. */
type Attempt = { until: number; token: string | null }

const STORED = 'attempts'

export class AttemptCounter extends DurableObject {
  #attempts: Attempt[] | undefined

  /** Takes one attempt if the limit allows it; a named attempt renews its own instead of adding one. */
  async take(rule: AttemptRule, token: string | null = null): Promise<Verdict> {
    const live = await this.#live()
    const until = Date.now() + rule.windowSeconds * 1000
    const own = token === null ? -1 : live.findIndex((attempt) => attempt.token === token)
    if (own >= 0) {
      await this.#save(live.map((attempt, index) => (index === own ? { until, token } : attempt)))
      return { allowed: true, retryAfterSeconds: 0 }
    }
    if (live.length >= rule.limit) {
      const expiries = live.map((attempt) => attempt.until).sort((a, b) => a - b)
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((expiries[live.length - rule.limit]! - Date.now()) / 1000)) }
    }
    await this.#save([...live, { until, token }])
    return { allowed: true, retryAfterSeconds: 0 }
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
    await this.ctx.storage.deleteAll()
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
