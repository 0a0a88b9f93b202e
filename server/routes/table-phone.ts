import type { Context } from 'hono'
import type { AppEnv } from '../app-env'
import { hostOf } from '../metrics/metrics'
import { requireVisitor } from '../visitor/visitor'

/**
 * A phone's id at a table (decision 056): its visitor, which only its browser holds (an HttpOnly
 * cookie), hashed with the venue and the table. Others see this id beside its lines, never the visitor
 * itself; the checkout notes by it who placed an order for the table.
 */
export async function phoneAt(c: Context<AppEnv>, table: string): Promise<string> {
  const visitor = await requireVisitor(c)
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${visitor}\n${hostOf(c)}/${table}`))
  return btoa(String.fromCharCode(...new Uint8Array(digest).slice(0, 12))).replace(/\+/g, '-').replace(/\//g, '_')
}
