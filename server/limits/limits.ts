import type { Context } from 'hono'
import { makeTranslator } from '../../locales/intl'
import { messagesFor } from '../../locales/messages.server'
import type { AppEnv } from '../app-env'
import { requestLocale } from '../routes/request-locale'
import type { AttemptRule, Verdict } from './attempt-counter'

// How much one client or one account may try: logins, e-mail checks, slot holds. A refusal is a 429
// that says, in the page's language, when to try again.

export const LIMITS = {
  /** Login attempts on one account; a successful login clears them. */
  loginPerAccount: { limit: 5, windowSeconds: 15 * 60 },
  /** Failed logins from one client address, whatever the account. */
  loginPerClient: { limit: 10, windowSeconds: 15 * 60 },
  /** E-mail availability checks from one client address (the register form asks once per e-mail typed). */
  emailChecks: { limit: 30, windowSeconds: 10 * 60 },
  /** Slots held at once from one client address: a visitor holds one, a new hold replaces theirs. */
  holdsPerClient: { limit: 3, windowSeconds: 15 * 60 },
  /** Pre-bookings from one client address (a diner trying slot after slot). */
  prebooksPerClient: { limit: 30, windowSeconds: 10 * 60 },
  /** Platform look-ups of hostnames never seen as a venue, from everyone. */
  unknownHostLookups: { limit: 60, windowSeconds: 60 },
} satisfies Record<string, AttemptRule>

/**
 * The client's address as Cloudflare's edge gives it. Never X-Forwarded-For: a client writes that
 * itself. Without the edge (a local run) every client is one.
 */
export function clientAddress(c: Context<AppEnv>): string {
  return c.req.header('cf-connecting-ip') ?? 'unknown'
}

export type Counter = ReturnType<typeof counterFor>

/** The counter of one key, e.g. `login-client:203.0.113.9`. */
export function counterFor(c: Context<AppEnv>, key: string) {
  const namespace = c.env.ATTEMPTS
  const stub = namespace.get(namespace.idFromName(key))
  return {
    take: (rule: AttemptRule, token: string | null = null): Promise<Verdict> => stub.take(rule, token),
    giveBack: (token: string | null = null): Promise<void> => stub.giveBack(token),
    clear: (): Promise<void> => stub.clear(),
  }
}

/**
 * Takes one attempt on every counter, or none: the first refusal gives back what the others took.
 * Null when allowed, else the refusal that ends last.
 */
export async function takeAll(attempts: readonly [Counter, AttemptRule, string?][]): Promise<Verdict | null> {
  const verdicts = await Promise.all(attempts.map(([counter, rule, token]) => counter.take(rule, token ?? null)))
  const refused = verdicts.filter((verdict) => !verdict.allowed)
  if (refused.length === 0) return null
  await Promise.all(attempts.map(([counter, , token], index) => (verdicts[index]!.allowed ? counter.giveBack(token ?? null) : undefined)))
  return refused.reduce((last, verdict) => (verdict.retryAfterSeconds > last.retryAfterSeconds ? verdict : last))
}

/** 429 with Retry-After, and the wait said in the page's language. */
export function tooManyAttempts(c: Context<AppEnv>, verdict: Verdict) {
  const locale = requestLocale(c)
  const minutes = Math.max(1, Math.ceil(verdict.retryAfterSeconds / 60))
  c.header('retry-after', String(verdict.retryAfterSeconds))
  c.header('cache-control', 'no-store')
  const error = makeTranslator(locale, messagesFor(locale))('answer.tooManyAttempts', { minutes })
  return c.json({ error, retryAfter: verdict.retryAfterSeconds }, 429)
}
