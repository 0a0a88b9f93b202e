import { DurableObject } from 'cloudflare:workers'
import type { CartLine } from '../../domain/cart'
import {
  absentSendingEnds, emptyTable, joinTable, linesOrdered, SOCKET_REPLACED, nameOwnPhone, nextPresenceChange, phoneLeft, replaceOwnLines, roundSent,
  startSending, stopSending, TABLE_QUIET_MS, tableDelta, tableForgotten, tableView, type TableCart, type TableChange, type TableMessage, type TableRefusal,
} from '../../domain/table-cart'
import { orderRefusal, type OrderedQuantity, type OrderRefusal } from '../../domain/table-order'

// One object per table (tableRoomOf: named by the venue's host and the table's uid): the table's shared
// cart and the phones watching it (decision 056). The Worker lets a phone in (the venue knows the table,
// the phone has its visitor cookie) and checks every line against the menu before it reaches the object;
// the object keeps the rules of domain/table-cart.ts and sends every change to every phone. Phones are
// hibernatable WebSockets: a table between two taps costs nothing.

export type TableAnswer = { ok: true } | { ok: false; refused: TableRefusal }
/** An order as the venue answered it, for the table to check (domain/table-order.ts). */
export type OrderSeen = { uid: string; status: string; table: string | null; lines: OrderedQuantity[] }

export const PHONE_HEADER = 'x-table-phone'
/** The table's number, as the venue gave it when the phone joined (orders name their table by it). */
export const NUMBER_HEADER = 'x-table-number'
const TABLE = 'table'
const NUMBER = 'number'
/** The table's orders lately placed, by the phone that placed them: only that phone may say they went. */
const PLACED = 'placed'
const PLACED_KEPT = 100
type Placed = { order: string; phone: string }[]
/**
 * What one socket may be sent in a minute. A change goes as what changed (a few hundred bytes), and the
 * whole table (35 KB at most) on joining and after an order: a page that reads gets far less.
 */
export const SOCKET_BYTES_PER_MINUTE = 1_000_000
/** The close code of a socket sent more than it could have read: the page reconnects and catches up. */
const SOCKET_BEHIND = 4008
/** Sockets one phone keeps open (a few tabs); a newer one closes the oldest. */
const SOCKETS_PER_PHONE = 3

/**
 * The object of one venue's table: a phone joins at the venue's own host, never another venue's table.
 * `table` is the uid the venue answered for it, so that one table is one room whatever the link said.
 */
export const tableRoomOf = (env: TableBindings, host: string, table: string) => env.TABLE_ROOM.get(env.TABLE_ROOM.idFromName(`${host}/${table}`))

type TableBindings = { TABLE_ROOM: DurableObjectNamespace<TableRoom> }

export class TableRoom extends DurableObject<TableBindings> {
  /** What went to each socket in its current minute (in memory: a room that hibernates sends nothing). */
  readonly #sentBytes = new WeakMap<WebSocket, { from: number; bytes: number }>()

  constructor(ctx: DurableObjectState, env: TableBindings) {
    super(ctx, env)
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair('ping', 'pong'))
  }

  /** A phone's WebSocket (the Worker has checked the table and the phone): the table as it is, at once. */
  override async fetch(request: Request): Promise<Response> {
    const phone = request.headers.get(PHONE_HEADER)
    if (!phone || request.headers.get('upgrade') !== 'websocket') return new Response('Expected a phone', { status: 400 })
    const connected = this.#connected()
    const before = await this.#load()
    const change = joinTable(before, phone, Date.now(), connected)
    if ('refused' in change) return Response.json({ error: change.refused }, { status: 409 })
    await this.#save(change.table)
    await this.ctx.storage.put(NUMBER, request.headers.get(NUMBER_HEADER))
    const [client, server] = Object.values(new WebSocketPair())
    this.ctx.acceptWebSocket(server!, [phone])
    server!.serializeAttachment(phone)
    const mine = this.ctx.getWebSockets(phone)
    for (const old of mine.slice(0, Math.max(0, mine.length - SOCKETS_PER_PHONE))) old.close(SOCKET_REPLACED, 'replaced')
    // A phone that joins late, or comes back after a drop, sees the table as it is; the others see it
    // join (the whole table only when phones that had left made room, their lines with them).
    const now = Date.now()
    this.#sendTo(server!, this.#tableMessage(change.table, phone, now))
    if (change.table.lines.length === before.lines.length) this.#tell(change.table, phone, false, server)
    else this.#broadcast(change.table)
    return new Response(null, { status: 101, webSocket: client })
  }

  /** The phone's lines, checked by the Worker against the menu: they replace its own. */
  lines(phone: string, lines: CartLine[]): Promise<TableAnswer> {
    return this.#change((table, now) => replaceOwnLines(table, phone, lines, now), phone, true)
  }

  // Not `name`: a stub has a `name` of its own (the object's).
  setName(phone: string, name: string): Promise<TableAnswer> {
    return this.#change((table, now) => nameOwnPhone(table, phone, name, now), phone, false)
  }

  send(phone: string, apart: boolean): Promise<TableAnswer> {
    return this.#change((table, now) => startSending(table, phone, apart, now), null, false)
  }

  stop(phone: string): Promise<TableAnswer> {
    return this.#change((table, now) => stopSending(table, phone, now), null, false)
  }

  /** The phone placed order `order` for this table (the Worker, at checkout): it alone may say later that the order went. */
  async placed(phone: string, order: string): Promise<void> {
    const placed = (await this.ctx.storage.get<Placed>(PLACED)) ?? []
    await this.ctx.storage.put(PLACED, [...placed.filter((each) => each.order !== order), { order, phone }].slice(-PLACED_KEPT))
    // Forgotten with the table after a quiet hour.
    if ((await this.ctx.storage.getAlarm()) === null) await this.ctx.storage.setAlarm(Date.now() + TABLE_QUIET_MS)
  }

  /**
   * The phone says its order `order` (as the venue answered it) went, with the table's lines `uuids`.
   * Nothing changes unless the order went (paid or accepted), for this table, placed by this phone; then
   * the lines it holds leave the cart, another phone's only when it was the sending for everyone this
   * phone asked for, and only the phones whose lines it took follow that order (decision 072).
   */
  async sent(phone: string, order: OrderSeen, uuids: string[]): Promise<{ ok: true } | { ok: false; refused: OrderRefusal }> {
    const before = await this.#load()
    const number = await this.ctx.storage.get<string>(NUMBER)
    const placedBy = ((await this.ctx.storage.get<Placed>(PLACED)) ?? []).find((each) => each.order === order.uid)?.phone ?? null
    const refused = number == null || !before.phones.some((known) => known.id === phone) ? 'order-not-found' : orderRefusal({ ...order, placedBy }, number, phone)
    if (refused) return { ok: false, refused }
    const now = Date.now()
    const taken = linesOrdered(before, phone, order.lines, uuids, now)
    const table = roundSent(before, phone, taken, now)
    await this.#save(table)
    // The phones whose lines it took follow the order: it is theirs too.
    const followers = new Set(taken.map((line) => line.phone).filter((owner) => owner !== phone))
    if (followers.size > 0) {
      const message = JSON.stringify({ type: 'sent', order: order.uid, round: table.round } satisfies TableMessage)
      for (const socket of this.ctx.getWebSockets()) if (followers.has(socket.deserializeAttachment() as string)) this.#sendTo(socket, message)
    }
    this.#broadcast(table)
    return { ok: true }
  }

  /** The table's number when the phone has joined it (it may then change its lines); null otherwise. */
  async numberFor(phone: string): Promise<string | null> {
    const joined = (await this.#load()).phones.some((known) => known.id === phone)
    return joined ? ((await this.ctx.storage.get<string>(NUMBER)) ?? null) : null
  }

  /** A quiet hour forgets the table's cart; a phone gone for a few minutes stops counting, and the phones see it. */
  override async alarm(): Promise<void> {
    const table = await this.ctx.storage.get<TableCart>(TABLE)
    if (!table) return
    const now = Date.now()
    if (tableForgotten(table, now)) {
      await this.ctx.storage.deleteAll()
      this.#broadcast(emptyTable(now))
      return
    }
    // A sender gone for longer than a phone counts frees the table's sending.
    const settled = absentSendingEnds(table, this.#connected(), now)
    if (settled !== table) await this.ctx.storage.put(TABLE, settled)
    this.#tell(settled, null, false)
    await this.#setAlarm(settled, now)
  }

  override async webSocketMessage(): Promise<void> {
    // Phones only listen: what they change goes through the Worker, which checks it first.
  }

  override async webSocketClose(ws: WebSocket, code: number): Promise<void> {
    try {
      ws.close(code === 1005 || code === 1006 ? 1000 : code)
    } catch {
      // closed
    }
    // The phone left now: it counts for a few minutes more (the alarm says when it stops); a sending it
    // asked for that has not gone yet ends with it.
    const table = await this.ctx.storage.get<TableCart>(TABLE)
    const phone = ws.deserializeAttachment() as string
    if (!table?.phones.some((known) => known.id === phone)) return
    const now = Date.now()
    const seen = phoneLeft(table, phone, now, this.#connected(ws).has(phone))
    await this.ctx.storage.put(TABLE, seen)
    if (seen.sending !== table.sending) this.#tell(seen, null, false, ws)
    await this.#setAlarm(seen, now, ws)
  }

  /** A change by `phone` (null: of the sending), told to every phone as what changed (`lines`: its lines did). */
  async #change(change: (table: TableCart, now: number) => TableChange, phone: string | null, lines: boolean): Promise<TableAnswer> {
    const result = change(await this.#load(), Date.now())
    if ('refused' in result) return { ok: false, refused: result.refused }
    await this.#save(result.table)
    this.#tell(result.table, phone, lines)
    return { ok: true }
  }

  /** Every phone (but `skip`, a socket closing or just told the whole table) is told what changed. */
  #tell(table: TableCart, phone: string | null, lines: boolean, skip?: WebSocket) {
    const now = Date.now()
    const change = tableDelta(table, now, this.#connected(skip), phone, lines)
    const message = JSON.stringify({ type: 'change', now, change } satisfies TableMessage)
    for (const socket of this.ctx.getWebSockets()) if (socket !== skip) this.#sendTo(socket, message)
  }

  /** Every phone gets the whole table, each told which phone it is (`leaving`: a socket closing, which does not). */
  #broadcast(table: TableCart, leaving?: WebSocket) {
    const now = Date.now()
    const view = tableView(table, now, this.#connected(leaving))
    for (const socket of this.ctx.getWebSockets()) {
      if (socket === leaving) continue
      const you = socket.deserializeAttachment() as string
      this.#sendTo(socket, JSON.stringify({ type: 'table', you, now, table: view } satisfies TableMessage))
    }
  }

  #tableMessage(table: TableCart, you: string, now: number): string {
    return JSON.stringify({ type: 'table', you, now, table: tableView(table, now, this.#connected()) } satisfies TableMessage)
  }

  /**
   * Sends to one socket, unless more than SOCKET_BYTES_PER_MINUTE went to it in the last minute: a page
   * gets a few kilobytes a minute, so one that far behind is a reader that stopped, whose frames would
   * pile up in the app. It is closed; its phone catches up whole on reconnecting.
   */
  #sendTo(socket: WebSocket, message: string) {
    const now = Date.now()
    const window = this.#sentBytes.get(socket)
    const bytes = window && now - window.from < 60_000 ? window.bytes + message.length : message.length
    this.#sentBytes.set(socket, { from: window && now - window.from < 60_000 ? window.from : now, bytes })
    try {
      if (bytes > SOCKET_BYTES_PER_MINUTE) {
        this.#sentBytes.delete(socket)
        socket.close(SOCKET_BEHIND, 'behind')
        return
      }
      socket.send(message)
    } catch {
      // A socket closing meanwhile: its phone catches up on reconnecting.
    }
  }

  /** The phones whose page is open now (`leaving`, a socket closing, is not). */
  #connected(leaving?: WebSocket): Set<string> {
    return new Set(
      this.ctx
        .getWebSockets()
        .filter((socket) => socket !== leaving && socket.readyState === WebSocket.OPEN)
        .map((socket) => socket.deserializeAttachment() as string),
    )
  }

  /** The next alarm: when the count of phones next drops, or the quiet hour ends, whichever comes first. */
  async #setAlarm(table: TableCart, now: number, leaving?: WebSocket) {
    const presence = nextPresenceChange(table, this.#connected(leaving), now)
    const quiet = table.touchedAt + TABLE_QUIET_MS
    await this.ctx.storage.setAlarm(presence === null ? quiet : Math.min(presence, quiet))
  }

  async #load(): Promise<TableCart> {
    return { ...emptyTable(Date.now()), ...(await this.ctx.storage.get<TableCart>(TABLE)) }
  }

  async #save(table: TableCart) {
    await this.ctx.storage.put(TABLE, table)
    const alarm = await this.ctx.storage.getAlarm()
    if (alarm === null) await this.ctx.storage.setAlarm(table.touchedAt + TABLE_QUIET_MS)
  }
}
