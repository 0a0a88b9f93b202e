import type { Context } from 'hono'
import { Hono } from 'hono'
import * as z from 'zod/mini'
import { tableOpenForOrders } from '../../domain/quick-order'
import { dinnerTableSchema } from '../../domain/schemas/venue-api'
import type { AppEnv } from '../app-env'
import { NUMBER_HEADER, PHONE_HEADER, tableRoomOf, type TableAnswer } from '../live/table-room'
import { isOriginOf } from '../middleware/same-origin'
import { hostOf, writeMetric } from '../metrics/metrics'
import { requireVisitor } from '../visitor/visitor'
import { venuePath } from '../venue-api/venue-api-client'
import { findVenueOrder, jsonBody, refusal, venueApiOf, venueUid } from './venue-request'
import { requestLocale } from './request-locale'
import { sentTableLines, tableLinesFromMenu } from './table-lines'

// A table's shared cart (decision 056), for the phones that opened the table's QR link: a WebSocket that
// shows the table live, and the calls that change it. Who may join is who holds the table's uid (as for
// the quick order) and has the site's visitor cookie; each phone is one of the table's twelve, known by
// an id of its own at that table. Every change is checked here first: the phone has joined, its lines
// are on the menu.

type Ctx = Context<AppEnv>

const NO_COMPRESSION = { 'sec-websocket-extensions': 'none' }
const nameBody = z.object({ name: z.string().check(z.maxLength(200)) })
const sentBody = z.object({ order: z.string().check(z.regex(/^[A-Za-z0-9-]{1,64}$/)), apart: z.boolean() })

/** The table's uid in the path, when it may be one (table mode 0: the venue knows its tables by uid). */
function tableUid(c: Ctx): string | null {
  const uid = venueUid.safeParse(c.req.param('uid'))
  return uid.success && c.get('venue')?.pos.quickorder_table_mode === 0 ? uid.data : null
}

/**
 * The phone's id at this table: its visitor, which only its browser holds (an HttpOnly cookie), hashed
 * with the table. Others see this id beside its lines, never the visitor itself.
 */
async function phoneAt(c: Ctx, table: string): Promise<string> {
  const visitor = await requireVisitor(c)
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${visitor}\n${hostOf(c)}/${table}`))
  return btoa(String.fromCharCode(...new Uint8Array(digest).slice(0, 12))).replace(/\+/g, '-').replace(/\//g, '_')
}

const roomOf = (c: Ctx, table: string) => tableRoomOf(c.env, c.get('venue')!.host, table)
const notFound = (c: Ctx) => c.json({ error: 'Table non trouvée' }, 404)

/** The room's answer to a change: 204, or 409 with the reason (a full table, too many lines, too fast). */
const answer = (c: Ctx, result: TableAnswer) => (result.ok ? c.body(null, 204) : c.json({ error: result.refused }, 409))

/** The phone's table, once it has joined it over the WebSocket; null otherwise (then 404). */
async function joinedTable(c: Ctx) {
  const table = tableUid(c)
  if (!table) return null
  const phone = await phoneAt(c, table)
  const room = roomOf(c, table)
  const number = await room.numberFor(phone)
  return number === null ? null : { table, phone, room, number }
}

export const tableApi = new Hono<AppEnv>()
  .get('/table/:uid/live', async (c) => {
    if (c.req.header('upgrade')?.toLowerCase() !== 'websocket') return c.json({ error: 'Expected a WebSocket' }, 426)
    const origin = c.req.header('origin')
    if (origin !== undefined && !isOriginOf(origin, c.req.url)) return c.json({ error: 'Forbidden' }, 403)
    const table = tableUid(c)
    if (!table) return notFound(c)
    const phone = await phoneAt(c, table)
    // The venue knows the table, and it takes orders: once per joining, the calls after that ask the room.
    const known = await venueApiOf(c).get(venuePath`/dinnertable/${table}`, dinnerTableSchema)
    if (!known.ok) return known.status === 404 || known.status === 400 ? notFound(c) : refusal(c, known)
    if (!tableOpenForOrders(known.data)) return notFound(c)
    const upgraded = await roomOf(c, table).fetch('https://table-room/join', {
      headers: { upgrade: 'websocket', [PHONE_HEADER]: phone, [NUMBER_HEADER]: String(known.data.number) },
    })
    if (!upgraded.webSocket) return c.json(await upgraded.json<{ error: string }>(), 409)
    writeMetric(c, { event: 'socket', host: hostOf(c) })
    return new Response(null, { status: 101, webSocket: upgraded.webSocket, headers: NO_COMPRESSION })
  })
  .put('/table/:uid/lines', async (c) => {
    const joined = await joinedTable(c)
    if (!joined) return notFound(c)
    const { lines } = await jsonBody(c, sentTableLines)
    const checked = await tableLinesFromMenu(c, lines, requestLocale(c))
    if ('refused' in checked) return c.json({ error: 'line-refused' as const, refused: checked.refused }, 422)
    return answer(c, await joined.room.lines(joined.phone, checked.lines))
  })
  .put('/table/:uid/name', async (c) => {
    const joined = await joinedTable(c)
    if (!joined) return notFound(c)
    const { name } = await jsonBody(c, nameBody)
    return answer(c, await joined.room.setName(joined.phone, name))
  })
  .post('/table/:uid/send', async (c) => {
    const joined = await joinedTable(c)
    return joined ? answer(c, await joined.room.send(joined.phone)) : notFound(c)
  })
  .delete('/table/:uid/send', async (c) => {
    const joined = await joinedTable(c)
    return joined ? answer(c, await joined.room.stop(joined.phone)) : notFound(c)
  })
  /** The table's round placed: the venue has the order, for this table; the cart starts the next round. */
  .post('/table/:uid/sent', async (c) => {
    const joined = await joinedTable(c)
    if (!joined) return notFound(c)
    const { order, apart } = await jsonBody(c, sentBody)
    const found = await findVenueOrder(venueApiOf(c), order)
    if (!found.ok) return refusal(c, found)
    if (!found.data || found.data.table !== joined.number) return c.json({ error: 'Order not found' }, 404)
    await joined.room.sent(order, apart ? [joined.phone] : null)
    return c.body(null, 204)
  })
