import type { Context } from 'hono'
import type { AppEnv } from '../app-env'

// Repeated failed logins from one client are slowed down (issue: guessing passwords must be costly).
// Counts live in KV for a quarter of an hour; KV is eventually consistent, which is enough to slow
// a guesser down without ever locking out a customer for long.

/** Failures allowed before each further attempt waits. */
export const FREE_ATTEMPTS = 5
const WINDOW_SECONDS = 15 * 60
const MAX_DELAY_MS = 8000

const key = (c: Context<AppEnv>) =>
  `login-failures:${c.req.header('cf-connecting-ip') ?? c.req.header('x-forwarded-for')?.split(',')[0]?.trim() ?? 'local'}`

async function failures(c: Context<AppEnv>): Promise<number> {
  return Number(await c.env.VENUES.get(key(c))) || 0
}

/**
 * Waits before a login attempt once the client has failed FREE_ATTEMPTS times: 1 s, then 2, 4, up to
 * 8 s per attempt. Waiting costs the Worker no CPU, and the customer who mistyped twice never notices.
 */
export async function slowDownLogin(c: Context<AppEnv>): Promise<void> {
  const excess = (await failures(c)) - FREE_ATTEMPTS
  if (excess < 0) return
  const delay = Math.min(MAX_DELAY_MS, 1000 * 2 ** excess)
  // Says how long a client should wait before the next attempt, which will wait at least as long.
  c.header('retry-after', String(Math.ceil(delay / 1000)))
  await new Promise((resolve) => setTimeout(resolve, delay))
}

export async function recordLoginFailure(c: Context<AppEnv>): Promise<void> {
  await c.env.VENUES.put(key(c), String((await failures(c)) + 1), { expirationTtl: WINDOW_SECONDS })
}

export async function clearLoginFailures(c: Context<AppEnv>): Promise<void> {
  await c.env.VENUES.delete(key(c))
}
