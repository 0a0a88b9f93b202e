import type { Context } from 'hono'
import { clientKeyOf } from '../../domain/client-key'
import type { AttemptRule, ClientRule, LimitKind, LimitScope } from '../../domain/limits'
import type { AppEnv } from '../app-env'
import { visitorOf } from '../visitor/visitor'
import { counterIn } from './attempt-counter'

// Counting what one diner, one client address, one account or one table tries, by the rules of
// domain/limits.ts (decision 022). A diner is their signed visitor cookie; a client without it (a
// script; a browser that refuses cookies) is counted as one visitor per address. An address is an
// IPv4 address or an IPv6 /64 (domain/client-key.ts, decision 073).

/**
 * The client's address as Cloudflare's edge gives it. Never X-Forwarded-For: a client writes that
 * itself. Locally Miniflare gives the loopback address the browser came from.
 */
export function clientAddress(c: Context<AppEnv>): string {
  return c.req.header('cf-connecting-ip') ?? 'unknown'
}

/** The keys a client is counted under: its visitor (or its address's cookieless visitor), and its address (an IPv6 client's /64). */
export async function clientKeys(c: Context<AppEnv>): Promise<{ visitor: string; address: string }> {
  const address = clientKeyOf(clientAddress(c))
  const visitor = await visitorOf(c)
  return { visitor: visitor ? `visitor:${visitor}` : `cookieless:${address}`, address: `address:${address}` }
}

export type Counter = ReturnType<typeof counterFor>

/** The counter of one key, e.g. `prebooks:visitor:Zk3…`. */
export const counterFor = (c: Context<AppEnv>, key: string) => counterIn(c.env.ATTEMPTS, key)

export type Take = { key: string; counter: Counter; rule: AttemptRule; kind: LimitKind; scope: LimitScope; token?: string | null }
export type Refusal = { allowed: false; retryAfterSeconds: number; kind: LimitKind; scope: LimitScope }

/**
 * Takes one attempt on every counter, or none: the first refusal gives back what the others took (a
 * named attempt that was only renewed stays). Null when allowed, else the refusal that ends last.
 */
export async function takeAll(takes: readonly Take[]): Promise<Refusal | null> {
  const verdicts = await Promise.all(takes.map(({ counter, rule, token }) => counter.take(rule, token ?? null)))
  const refused = takes.flatMap(({ kind, scope }, index): Refusal[] => {
    const { allowed, retryAfterSeconds } = verdicts[index]!
    return allowed ? [] : [{ allowed, retryAfterSeconds, kind, scope }]
  })
  if (refused.length === 0) return null
  const taken = takes.filter((_, index) => verdicts[index]!.allowed && !verdicts[index]!.renewed)
  await giveBackAll(taken)
  return refused.reduce((last, refusal) => (refusal.retryAfterSeconds > last.retryAfterSeconds ? refusal : last))
}

/** An attempt on the counter of `key`. */
export const takeOn = (c: Context<AppEnv>, key: string, take: Omit<Take, 'key' | 'counter'>): Take => ({ key, counter: counterFor(c, key), ...take })

/** The two takes of a client rule: on the client's visitor and on its address, under `name`. */
export async function clientTakes(c: Context<AppEnv>, name: string, rule: ClientRule, kind: LimitKind, token: string | null = null): Promise<Take[]> {
  const keys = await clientKeys(c)
  return (['visitor', 'address'] as const).map((scope) => takeOn(c, `${name}:${keys[scope]}`, { rule: rule[scope], kind, scope, token }))
}

/** Gives back what `takes` took (the attempt did not happen, or does not count). */
export const giveBackAll = (takes: readonly Take[]) => Promise.all(takes.map(({ counter, token }) => counter.giveBack(token ?? null)))
