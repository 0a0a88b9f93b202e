import type { Context } from 'hono'
import { Hono } from 'hono'
import * as z from 'zod/mini'
import { tableOpenForOrders } from '../../domain/quick-order'
import { LINES_PER_PHONE, SOCKET_TABLE_FULL, SOCKET_TABLE_NOT_FOUND, TABLE_NOT_FOUND, TABLE_PHONES } from '../../domain/table-cart'
import { dinnerTableSchema } from '../../domain/schemas/venue-api'
import type { AppEnv } from '../app-env'
import { NUMBER_HEADER, PHONE_HEADER, tableRoomOf, type TableAnswer } from '../live/table-room'
import { isOriginOf } from '../middleware/same-origin'
import { hostOf, writeMetric } from '../metrics/metrics'
import { phoneAt } from './table-phone'
import { orderOutcome, placedWithoutPayment } from '../../domain/order-outcome'
import { takeAll } from '../limits/limits'
import { quickOrderOfTable } from './order-api'
import { venuePath } from '../venue-api/venue-api-client'
import { findVenueOrder, jsonBody, refusal, venueApiOf, venueUid } from './venue-request'
import { requestLocale } from '../request/request-locale'
import { sentTableLines, tableLinesFromMenu } from './table-lines'

// A table's shared cart (decision 056), for the phones that opened the table's QR link: a WebSocket that
// shows the table live, and the calls that change it. Who may join is who holds the table's uid (as for
// the quick order) and has the site's visitor cookie; each phone is one of the table's twelve, known by
// an id of its own at that table. Lines are checked here against the menu; the room refuses a phone
// that has not joined.

type Ctx = Context<AppEnv>

const NO_COMPRESSION = { 'sec-websocket-extensions': 'none' }
const nameBody = z.object({ name: z.string().check(z.maxLength(200)) })
const lineUuid = z.string().check(z.regex(/^[A-Za-z0-9-]{1,64}$/))
const sendBody = z.object({ apart: z.boolean() })
const sentBody = z.object({ order: lineUuid, lines: z.array(lineUuid).check(z.maxLength(TABLE_PHONES * LINES_PER_PHONE)) })

/** The table's uid in the path, when it may be one (table mode 0: the venue knows its tables by uid). */
function tableUid(c: Ctx): string | null {
  const uid = venueUid.safeParse(c.req.param('uid'))
  return uid.success && c.get('venue')?.pos.quickorder_table_mode === 0 ? uid.data : null
}

// Answers carry a code, never a sentence: the page says it in its own language.
const notFound = (c: Ctx) => c.json({ error: TABLE_NOT_FOUND }, 404)

/**
 * A phone the table does not take: its socket is opened and closed at once with the reason, which is
 * all a browser's WebSocket can read of a refusal (it never sees the status).
 */
function refuseSocket(full: boolean): Response {
  const [client, server] = Object.values(new WebSocketPair())
  server!.accept()
  server!.close(full ? SOCKET_TABLE_FULL : SOCKET_TABLE_NOT_FOUND, full ? 'table-full' : TABLE_NOT_FOUND)
  return new Response(null, { status: 101, webSocket: client, headers: NO_COMPRESSION })
}

/** The room's answer to a change: 204; 404 to a phone that has not joined; 409 with the reason (a full table, too many lines, too fast). */
const answer = (c: Ctx, result: TableAnswer) =>
  result.ok ? c.body(null, 204) : result.refused === 'not-at-table' ? notFound(c) : c.json({ error: result.refused }, 409)

/**
 * The table `table` names, with this phone's id at it and its room. Joining names it by the uid the
 * venue answered; the calls after that by the uid the page has, the same (the page keeps the venue's).
 * A path that names the table otherwise (7, 07) reaches a room the phone has not joined.
 */
async function roomAt(c: Ctx, table: string) {
  return { table, phone: await phoneAt(c, table), room: tableRoomOf(c.env, c.get('venue')!.host, table) }
}

/** The table the path names, when it may have a shared cart, with this phone's id at it and its room. */
async function atTable(c: Ctx) {
  const table = tableUid(c)
  return table ? roomAt(c, table) : null
}

export const tableApi = new Hono<AppEnv>()
  .get('/table/:uid/live', async (c) => {
    if (c.req.header('upgrade')?.toLowerCase() !== 'websocket') return c.json({ error: 'Expected a WebSocket' }, 426)
    const origin = c.req.header('origin')
    if (origin !== undefined && !isOriginOf(origin, c.req.url)) return c.json({ error: 'Forbidden' }, 403)
    const asked = tableUid(c)
    if (!asked) return refuseSocket(false)
    // The venue knows the table, and it takes orders: once per joining, the calls after that ask the room.
    const known = await venueApiOf(c).get(venuePath`/dinnertable/${asked}`, dinnerTableSchema)
    if (!known.ok) return known.status === 404 || known.status === 400 ? refuseSocket(false) : refusal(c, known)
    if (!tableOpenForOrders(known.data)) return refuseSocket(false)
    // One room per table, named by the uid the venue answered, however the path spelled the table.
    const canonical = venueUid.safeParse(known.data.uid)
    if (!canonical.success) return refuseSocket(false)
    const at = await roomAt(c, canonical.data)
    const upgraded = await at.room.fetch('https://table-room/join', {
      headers: { upgrade: 'websocket', [PHONE_HEADER]: at.phone, [NUMBER_HEADER]: String(known.data.number) },
    })
    // The room refuses a joining only when the table is full.
    if (!upgraded.webSocket) {
      await upgraded.body?.cancel()
      return refuseSocket(true)
    }
    writeMetric(c, { event: 'socket', host: hostOf(c) })
    return new Response(null, { status: 101, webSocket: upgraded.webSocket, headers: NO_COMPRESSION })
  })
  // The room refuses a phone that has not joined: no call asks it first.
  .put('/table/:uid/lines', async (c) => {
    const at = await atTable(c)
    if (!at) return notFound(c)
    const { lines, ageConfirmed = false } = await jsonBody(c, sentTableLines)
    const checked = await tableLinesFromMenu(c, lines, ageConfirmed, requestLocale(c))
    if ('refused' in checked) return c.json({ error: 'line-refused' as const, refused: checked.refused }, 422)
    return answer(c, await at.room.lines(at.phone, checked.lines))
  })
  .put('/table/:uid/name', async (c) => {
    const at = await atTable(c)
    if (!at) return notFound(c)
    const { name } = await jsonBody(c, nameBody)
    return answer(c, await at.room.setName(at.phone, name))
  })
  .post('/table/:uid/send', async (c) => {
    const at = await atTable(c)
    if (!at) return notFound(c)
    const { apart } = await jsonBody(c, sendBody)
    return answer(c, await at.room.send(at.phone, apart))
  })
  .delete('/table/:uid/send', async (c) => {
    const at = await atTable(c)
    return at ? answer(c, await at.room.stop(at.phone)) : notFound(c)
  })
  /**
   * The phone's order of some of the table's lines went. The venue is asked for the order (from the
   * client's budget of venue calls) before anything shared changes; the room takes out only what the
   * order may take (decision 072).
   */
  .post('/table/:uid/sent', async (c) => {
    const at = await atTable(c)
    if (!at || (await at.room.numberFor(at.phone)) == null) return notFound(c)
    const { order, lines } = await jsonBody(c, sentBody)
    const found = await findVenueOrder(venueApiOf(c), order)
    if (!found.ok) return refusal(c, found)
    if (!found.data) return c.json({ error: 'order-not-found' }, 404)
    const { uid, status, table } = found.data
    const seen = { uid, status, table, lines: found.data.lines.map(({ id, quantity }) => ({ id: id ?? null, quantity })) }
    const result = await at.room.sent(at.phone, seen, lines)
    // Paid online, it now counts against the table as one paid on site did at once (by its uid: once).
    if (result.ok && orderOutcome(status) === 'success' && !placedWithoutPayment(status)) await takeAll([quickOrderOfTable(c, at.table, uid)])
    if (result.ok) return c.body(null, 204)
    return result.refused === 'order-not-found' ? c.json({ error: result.refused }, 404) : c.json({ error: result.refused }, 409)
  })
