import { DurableObject } from 'cloudflare:workers'
import type { CartLine } from '../../domain/cart'
import {
  emptyTable, joinTable, SOCKET_REPLACED, nameOwnPhone, nextPresenceChange, phoneSeen, replaceOwnLines, roundSent, sendingNow, startSending, stopSending, TABLE_QUIET_MS,
  tableForgotten, tableView, type TableCart, type TableChange, type TableMessage, type TableRefusal,
} from '../../domain/table-cart'

// One object per table (tableRoomOf: named by the venue's host and the table's uid): the table's shared
// cart and the phones watching it (decision 056). The Worker lets a phone in (the venue knows the table,
// the phone has its visitor cookie) and checks every line against the menu before it reaches the object;
// the object keeps the rules of domain/table-cart.ts and sends every change to every phone. Phones are
// hibernatable WebSockets: a table between two taps costs nothing.

export type TableAnswer = { ok: true } | { ok: false; refused: TableRefusal }

export const PHONE_HEADER = 'x-table-phone'
/** The table's number, as the venue gave it when the phone joined (orders name their table by it). */
export const NUMBER_HEADER = 'x-table-number'
const TABLE = 'table'
const NUMBER = 'number'
/** Sockets one phone keeps open (a few tabs); a newer one closes the oldest. */
const SOCKETS_PER_PHONE = 3

/** The object of one venue's table: a phone joins at the venue's own host, never another venue's table. */
export const tableRoomOf = (env: TableBindings, host: string, table: string) => env.TABLE_ROOM.get(env.TABLE_ROOM.idFromName(`${host}/${table}`))

type TableBindings = { TABLE_ROOM: DurableObjectNamespace<TableRoom> }

export class TableRoom extends DurableObject<TableBindings> {
  constructor(ctx: DurableObjectState, env: TableBindings) {
    super(ctx, env)
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair('ping', 'pong'))
  }

  /** A phone's WebSocket (the Worker has checked the table and the phone): the table as it is, at once. */
  override async fetch(request: Request): Promise<Response> {
    const phone = request.headers.get(PHONE_HEADER)
    if (!phone || request.headers.get('upgrade') !== 'websocket') return new Response('Expected a phone', { status: 400 })
    const connected = this.#connected()
    const change = joinTable(await this.#load(), phone, Date.now(), connected)
    if ('refused' in change) return Response.json({ error: change.refused }, { status: 409 })
    await this.#save(change.table)
    await this.ctx.storage.put(NUMBER, request.headers.get(NUMBER_HEADER))
    const [client, server] = Object.values(new WebSocketPair())
    this.ctx.acceptWebSocket(server!, [phone])
    server!.serializeAttachment(phone)
    const mine = this.ctx.getWebSockets(phone)
    for (const old of mine.slice(0, Math.max(0, mine.length - SOCKETS_PER_PHONE))) old.close(SOCKET_REPLACED, 'replaced')
    // A phone that joins late, or comes back after a drop, sees the table as it is; the others see it join.
    this.#broadcast(change.table)
    return new Response(null, { status: 101, webSocket: client })
  }

  /** The phone's lines, checked by the Worker against the menu: they replace its own. */
  lines(phone: string, lines: CartLine[]): Promise<TableAnswer> {
    return this.#change((table, now) => replaceOwnLines(table, phone, lines, now))
  }

  // Not `name`: a stub has a `name` of its own (the object's).
  setName(phone: string, name: string): Promise<TableAnswer> {
    return this.#change((table, now) => nameOwnPhone(table, phone, name, now))
  }

  send(phone: string, apart: boolean): Promise<TableAnswer> {
    return this.#change((table, now) => startSending(table, phone, apart, now))
  }

  stop(phone: string): Promise<TableAnswer> {
    return this.#change((table, now) => stopSending(table, phone, now))
  }

  /**
   * The phone placed the table's lines `uuids` as order `order` (the Worker found it at the venue, for
   * this table). When it paid for everyone, every other phone follows that order.
   */
  async sent(phone: string, order: string, uuids: string[]): Promise<void> {
    const before = await this.#load()
    const now = Date.now()
    const forEveryone = sendingNow(before.sending, now)
    const table = roundSent(before, phone, uuids, now)
    await this.#save(table)
    if (forEveryone?.phone === phone && !forEveryone.apart) {
      const message = JSON.stringify({ type: 'sent', order, round: table.round } satisfies TableMessage)
      for (const socket of this.ctx.getWebSockets()) if (socket.deserializeAttachment() !== phone) this.#sendTo(socket, message)
    }
    this.#broadcast(table)
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
    this.#broadcast(table)
    await this.#setAlarm(table, now)
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
    // The phone left now: it counts for a few minutes more (the alarm says when it stops).
    const table = await this.ctx.storage.get<TableCart>(TABLE)
    const phone = ws.deserializeAttachment() as string
    if (!table?.phones.some((known) => known.id === phone)) return
    const now = Date.now()
    const seen = phoneSeen(table, phone, now)
    await this.ctx.storage.put(TABLE, seen)
    await this.#setAlarm(seen, now, ws)
  }

  async #change(change: (table: TableCart, now: number) => TableChange): Promise<TableAnswer> {
    const result = change(await this.#load(), Date.now())
    if ('refused' in result) return { ok: false, refused: result.refused }
    await this.#save(result.table)
    this.#broadcast(result.table)
    return { ok: true }
  }

  /** Every phone gets the table, each told which phone it is. */
  #broadcast(table: TableCart) {
    const now = Date.now()
    const view = tableView(table, now, this.#connected())
    for (const socket of this.ctx.getWebSockets()) {
      const you = socket.deserializeAttachment() as string
      this.#sendTo(socket, JSON.stringify({ type: 'table', you, now, table: view } satisfies TableMessage))
    }
  }

  #sendTo(socket: WebSocket, message: string) {
    try {
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
