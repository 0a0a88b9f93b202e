import type { Context } from 'hono'
import type { AppEnv } from '../app-env'
import { LimitReached } from '../limits/limit-reached'
import { clientTakes, giveBackAll, takeAll } from '../limits/limits'
import { LIMITS } from '../../domain/limits'
import type { VenueApi } from '../venue-api/venue-api-client'
import { findVenueOrder } from './venue-request'

// One order looked up at the venue by its uid, for its page and its live status. Whoever holds an
// order's link may see it, so a uid is the secret: guessing costs the venue a call per guess. A uid the
// venue does not know is remembered for a minute per venue (asked again, it costs nothing), and each
// client may have only a few unknown ones answered (decision 022).

const UNKNOWN_FOR_SECONDS = 60

const unknownKey = (host: string, uid: string) => new Request(`https://unknown-orders.internal/${encodeURIComponent(host)}/${uid}`)
const unknownOrders = () => caches.open('unknown-orders')

/** The venue's order by uid (null when it has none by that uid), or its refusal; a 429 past the client's share of unknown ones. */
export async function lookUpOrder(c: Context<AppEnv>, client: VenueApi, uid: string) {
  const host = c.get('venue')!.host
  if (await (await unknownOrders()).match(unknownKey(host, uid))) return { ok: true as const, status: 200, data: null }
  // Counted as unknown until the venue knows it; the same uid asked again is the same attempt.
  const takes = await clientTakes(c, 'unknown-orders', LIMITS.unknownOrders, 'unknownOrders', uid)
  const refused = await takeAll(takes)
  if (refused) throw new LimitReached(refused)
  const answer = await findVenueOrder(client, uid)
  if (answer.ok && answer.data === null) {
    const remembered = new Response('unknown', { headers: { 'cache-control': `max-age=${UNKNOWN_FOR_SECONDS}` } })
    await (await unknownOrders()).put(unknownKey(host, uid), remembered)
  } else await giveBackAll(takes)
  return answer
}
