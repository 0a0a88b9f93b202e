import { randomUUID } from 'node:crypto'
import { once } from 'node:events'
import { afterEach, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { SOCKET_TABLE_FULL, SOCKET_TABLE_NOT_FOUND, withDelta, type TableMessage } from '../../domain/table-cart'
import { appUrl, newVisitor, venueRequest } from './helpers'

// A table's shared cart (decision 056): who may join, what a phone may change, and every phone seeing
// every change (server/routes/table-api.ts, server/live/table-room.ts, domain/table-cart.ts).

const COMPTOIR = 'comptoir.localhost'
const TABLES = {
  1: 'ee165adf-9aa2-533d-ba19-6ff39ef1d8e0',
  2: '689e1559-cb58-5c5c-9d09-2adac0c78361',
  3: '0ddfa863-bb98-5959-9502-d61a916a691e',
  4: '1fa1b5c9-ed87-569d-9c65-26caac49e727',
  5: '05fc26a8-3669-54cf-b2f6-befa932648a2',
  6: '7617226d-5118-5c70-be9e-3519d15ac0f7',
  /** Where no other file orders (limits.test.ts fills table 7). */
  8: '5e0719f3-0150-5d76-b9a6-64d983bd1bec',
  /** Closed by the venue (active: false). */
  9: '9628cba6-8f0b-5dba-b45e-49339f662ef1',
} as const
/** Lumière's table: a table of another venue. */
const LUMIERE_TABLE = 'd4463cc6-9f8a-53d9-8153-2939cb9425a3'
const COLA = 300008
/** Alcohol (picker_is_alcohol). */
const LAGER = 300001
const CHIPS = 300013

type TableState = Extract<TableMessage, { type: 'table' }>

let addresses = 0
/** A client address no other diner of this file uses. */
const nextAddress = () => {
  addresses += 1
  return `10.91.${addresses >> 8}.${addresses % 256}`
}
const open: Phone[] = []

/** A phone at a table, as the quick order page opens it: a diner of its own, every message it receives. */
class Phone {
  readonly messages: TableMessage[] = []
  socket!: WebSocket
  opened!: Promise<void>

  private constructor(
    readonly cookie: string,
    readonly table: string,
    readonly address: string,
  ) {}

  /** A new diner's phone at `table`, joined (or refused: `opened` rejects with the status). */
  static async at(table: string, host = COMPTOIR): Promise<Phone> {
    const phone = new Phone(await newVisitor(host), table, nextAddress())
    phone.connect(host)
    open.push(phone)
    return phone
  }

  connect(host = COMPTOIR) {
    const { port } = new URL(appUrl())
    this.socket = new WebSocket(`ws://127.0.0.1:${port}/api/table/${this.table}/live`, {
      headers: { host: `${host}:${port}`, cookie: this.cookie, 'cf-connecting-ip': this.address, origin: `http://${host}:${port}` },
    })
    this.socket.on('message', (data) => this.messages.push(JSON.parse(String(data)) as TableMessage))
    this.opened = new Promise((resolve, reject) => {
      this.socket.once('open', () => resolve())
      this.socket.once('unexpected-response', (_, response) => reject(new Error(`refused: ${response.statusCode}`)))
      this.socket.once('error', reject)
    })
  }

  /** The table as this phone last saw it: the table as last sent whole, with the changes sent since, as the page applies them. */
  latest(): TableState | undefined {
    let seen: TableState | undefined
    for (const message of this.messages) {
      if (message.type === 'table') seen = message
      else if (message.type === 'change' && seen) seen = { ...seen, now: message.now, table: withDelta(seen.table, message.change) }
    }
    return seen
  }

  /** Waits until the table this phone sees passes `check`. */
  async sees(check: (table: TableState) => boolean): Promise<TableState> {
    await expect.poll(() => this.latest() && check(this.latest()!), { timeout: 5_000 }).toBe(true)
    return this.latest()!
  }

  call(method: string, path: string, body?: unknown) {
    const { port } = new URL(appUrl())
    return venueRequest(appUrl(), COMPTOIR, `/api/table/${this.table}${path}`, {
      method,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      headers: { 'content-type': 'application/json', cookie: this.cookie, 'cf-connecting-ip': this.address, origin: `http://${COMPTOIR}:${port}` },
    })
  }

  putLines(lines: { id: number; quantity: number; items?: { id: number; quantity: number; step: string }[]; uuid?: string }[], ageConfirmed?: boolean) {
    return this.call('PUT', '/lines', {
      lines: lines.map(({ id, quantity, items = [], uuid = randomUUID() }) => ({ uuid, id, posId: 300, quantity, items })),
      ...(ageConfirmed === undefined ? {} : { ageConfirmed }),
    })
  }

  close() {
    this.socket.close()
  }
}

/**
 * A round of `chips` bags of chips (€2 each) placed at the venue for `table` by `diner` (a phone's own
 * diner, else one of its own from an address of its own), as the quick order page places it: paid at
 * the counter (the venue accepts it at once) or online (pending until paid). Its uid.
 */
async function placedAt(table: string, chips: number, diner?: Phone, payment: 'on_site' | 'bancontact' = 'on_site'): Promise<string> {
  const { port } = new URL(appUrl())
  const response = await venueRequest(appUrl(), COMPTOIR, '/api/quickcheckout', {
    method: 'POST',
    body: JSON.stringify({
      key: randomUUID(),
      table_uid: table,
      cart: [{ id: CHIPS, posId: 300, quantity: chips, items: [] }],
      amount: chips * 2,
      payment_method: payment,
      name: 'Alex',
      terms_accepted: true,
    }),
    headers: {
      'content-type': 'application/json',
      origin: `http://${COMPTOIR}:${port}`,
      cookie: diner?.cookie ?? (await newVisitor(COMPTOIR)),
      'cf-connecting-ip': diner?.address ?? nextAddress(),
    },
  })
  expect(response.status, response.body).toBe(200)
  return (JSON.parse(response.body) as { order: { uid: string } }).order.uid
}

/**
 * What a refused joining is told: its socket closes at once with a code and the reason, the one answer
 * a browser can read (it sees no HTTP status).
 */
async function refusedWith(phone: Phone): Promise<{ code: number; reason: string }> {
  const [code, reason] = (await once(phone.socket, 'close')) as [number, Buffer]
  return { code, reason: String(reason) }
}
const NOT_FOUND = { code: SOCKET_TABLE_NOT_FOUND, reason: 'table-not-found' }

afterEach(() => {
  for (const phone of open.splice(0)) phone.close()
})

describe("a table's shared cart", () => {
  it("shows each phone's line to the other, named by its diner", async () => {
    const alex = await Phone.at(TABLES[1])
    const sam = await Phone.at(TABLES[1])
    await Promise.all([alex.opened, sam.opened])
    expect((await alex.call('PUT', '/name', { name: ' Alex ' })).status).toBe(204)
    expect((await alex.putLines([{ id: COLA, quantity: 2 }])).status).toBe(204)
    expect((await sam.putLines([{ id: CHIPS, quantity: 1 }])).status).toBe(204)
    const seen = await sam.sees((state) => state.table.lines.length === 2)
    const alexId = seen.table.phones.find((phone) => phone.name === 'Alex')!.id
    expect(seen.table.lines).toEqual([
      expect.objectContaining({ id: COLA, quantity: 2, phone: alexId, items: [] }),
      expect.objectContaining({ id: CHIPS, quantity: 1, phone: seen.you }),
    ])
    expect((await alex.sees((state) => state.table.lines.length === 2)).you).toBe(alexId)
  })

  it("refuses a table uid the venue does not know, another venue's table, and a closed table", async () => {
    for (const table of ['not-a-table', LUMIERE_TABLE, TABLES[9]]) expect(await refusedWith(await Phone.at(table))).toEqual(NOT_FOUND)
    // At Lumière, whose tables are not known by uid (table mode 1), no table has a shared cart.
    expect(await refusedWith(await Phone.at(LUMIERE_TABLE, 'lumiere.localhost'))).toEqual(NOT_FOUND)
  })

  it('refuses the thirteenth phone', async () => {
    const twelve = await Promise.all(Array.from({ length: 12 }, () => Phone.at(TABLES[2])))
    await Promise.all(twelve.map((phone) => phone.opened))
    expect(await refusedWith(await Phone.at(TABLES[2]))).toEqual({ code: SOCKET_TABLE_FULL, reason: 'table-full' })
    // One of the twelve, back after a drop, is let in again.
    twelve[4]!.close()
    twelve[4]!.connect()
    await twelve[4]!.opened
  })

  it("refuses a forged composition, a product the menu does not have, another venue's and alcohol without the age confirmed, and keeps the lines it had", async () => {
    const alex = await Phone.at(TABLES[3])
    await alex.opened
    expect((await alex.putLines([{ id: COLA, quantity: 1 }])).status).toBe(204)
    const forged = await alex.putLines([{ id: COLA, quantity: 1, items: [{ id: CHIPS, quantity: 1, step: 'sides' }] }])
    expect(forged.status).toBe(422)
    expect(JSON.parse(forged.body)).toMatchObject({ refused: { reason: 'composition' } })
    const unknown = await alex.putLines([{ id: 999_999, quantity: 1 }])
    expect(JSON.parse(unknown.body)).toMatchObject({ refused: { reason: 'unknown-product' } })
    // Nothing of another venue: Lumière's croquettes, at its own point of sale.
    const elsewhere = await alex.call('PUT', '/lines', { lines: [{ uuid: randomUUID(), id: 100001, posId: 100, quantity: 1, items: [] }] })
    expect(JSON.parse(elsewhere.body)).toMatchObject({ refused: { reason: 'unknown-product' } })
    // Alcohol only from a phone whose diner confirmed their age.
    for (const confirmed of [undefined, false]) {
      expect(JSON.parse((await alex.putLines([{ id: LAGER, quantity: 1 }], confirmed)).body)).toMatchObject({ refused: { reason: 'age' } })
    }
    expect((await alex.sees(() => true)).table.lines.map((line) => line.id)).toEqual([COLA])
    expect((await alex.putLines([{ id: COLA, quantity: 1 }, { id: LAGER, quantity: 1 }], true)).status).toBe(204)
    expect((await alex.sees((state) => state.table.lines.length === 2)).table.lines.map((line) => line.id)).toEqual([COLA, LAGER])
  })

  it('lets a phone change only its own lines, and refuses one that has not joined', async () => {
    const alex = await Phone.at(TABLES[4])
    const sam = await Phone.at(TABLES[4])
    await Promise.all([alex.opened, sam.opened])
    const alexLine = randomUUID()
    await alex.putLines([{ id: COLA, quantity: 1, uuid: alexLine }])
    // Sam sends a line under Alex's uuid, then none: Alex's line stays Alex's, as it was.
    expect((await sam.putLines([{ id: COLA, quantity: 5, uuid: alexLine }])).status).toBe(204)
    expect((await sam.putLines([])).status).toBe(204)
    const seen = await alex.sees((state) => state.table.lines.length === 1 && state.table.lines[0]!.quantity === 1)
    expect(seen.table.lines[0]).toMatchObject({ uuid: alexLine, phone: seen.you })
    // A diner who never joined this table changes nothing at it.
    const { port } = new URL(appUrl())
    const stranger = await venueRequest(appUrl(), COMPTOIR, `/api/table/${TABLES[4]}/lines`, {
      method: 'PUT',
      body: JSON.stringify({ lines: [] }),
      headers: { 'content-type': 'application/json', cookie: await newVisitor(COMPTOIR), origin: `http://${COMPTOIR}:${port}` },
    })
    expect(stranger.status).toBe(404)
    // Said by a code the page translates, never a sentence in one language.
    expect(JSON.parse(stranger.body)).toEqual({ error: 'table-not-found' })
    expect((await alex.sees(() => true)).table.lines).toHaveLength(1)
  })

  it('shows who is sending; once the round is placed, every other phone gets its order and what it held leaves the cart', async () => {
    const alex = await Phone.at(TABLES[6])
    const sam = await Phone.at(TABLES[6])
    await Promise.all([alex.opened, sam.opened])
    expect((await alex.call('POST', '/send', { apart: false })).status).toBe(409)
    await sam.putLines([{ id: CHIPS, quantity: 1, uuid: 'sam-chips' }])
    expect((await alex.call('POST', '/send', { apart: false })).status).toBe(204)
    const sending = await sam.sees((state) => state.table.sending !== null)
    expect(sending.table.sending).toMatchObject({ apart: false, paid: [] })
    expect(sending.table.sending!.phone).not.toBe(sending.you)
    // Only the phone that asked can take it back; Sam may still add meanwhile.
    expect((await sam.call('DELETE', '/send')).status).toBe(204)
    expect((await sam.putLines([{ id: CHIPS, quantity: 2, uuid: 'sam-chips' }])).status).toBe(204)
    expect((await sam.sees((state) => state.table.lines[0]?.quantity === 2)).table.sending).not.toBeNull()

    // An order of another table is not this table's round.
    const elsewhere = await placedAt(TABLES[1], 1, alex)
    expect((await alex.call('POST', '/sent', { order: elsewhere, lines: ['sam-chips'] })).status).toBe(404)
    const order = await placedAt(TABLES[6], 2, alex)
    expect((await alex.call('POST', '/sent', { order, lines: ['sam-chips'] })).status).toBe(204)
    await expect.poll(() => sam.messages.some((message) => message.type === 'sent' && message.order === order)).toBe(true)
    for (const phone of [alex, sam]) {
      expect(await phone.sees((state) => state.table.round === 1)).toMatchObject({ table: { lines: [], sending: null, sent: [`${sending.you}/sam-chips`] } })
    }
    // The phone that paid follows its order on its own: it is not told.
    expect(alex.messages.some((message) => message.type === 'sent')).toBe(false)
    // Sam's phone, as if it had missed the round, shares the ordered line again: the table does not take it.
    expect((await sam.putLines([{ id: CHIPS, quantity: 2, uuid: 'sam-chips' }])).status).toBe(204)
    expect((await alex.sees((state) => state.table.round === 1)).table.lines).toEqual([])
  })

  it('paid apart: each phone places its own lines, and the round ends once both have', async () => {
    const alex = await Phone.at(TABLES[8])
    const sam = await Phone.at(TABLES[8])
    await Promise.all([alex.opened, sam.opened])
    await alex.putLines([{ id: CHIPS, quantity: 1, uuid: 'alex-chips' }])
    await sam.putLines([{ id: CHIPS, quantity: 2, uuid: 'sam-chips' }])
    expect((await alex.call('POST', '/send', { apart: true })).status).toBe(204)
    await sam.sees((state) => state.table.sending?.apart === true)

    expect((await sam.call('POST', '/sent', { order: await placedAt(TABLES[8], 2, sam), lines: ['sam-chips'] })).status).toBe(204)
    const half = await alex.sees((state) => state.table.sending?.paid.length === 1)
    expect(half.table).toMatchObject({ round: 0, lines: [{ uuid: 'alex-chips' }] })
    expect((await alex.call('POST', '/sent', { order: await placedAt(TABLES[8], 1, alex), lines: ['alex-chips'] })).status).toBe(204)
    expect((await sam.sees((state) => state.table.round === 1)).table).toMatchObject({ lines: [], sending: null })
    // Nobody paid for the others: no phone is sent to another's order.
    expect([...alex.messages, ...sam.messages].some((message) => message.type === 'sent')).toBe(false)
  })

  it('catches a dropped phone up with what changed meanwhile', async () => {
    const alex = await Phone.at(TABLES[5])
    const sam = await Phone.at(TABLES[5])
    await Promise.all([alex.opened, sam.opened])
    sam.close()
    await alex.putLines([{ id: CHIPS, quantity: 3 }])
    sam.messages.length = 0
    sam.connect()
    await sam.opened
    expect((await sam.sees((state) => state.table.lines.length === 1)).table.lines[0]).toMatchObject({ id: CHIPS, quantity: 3 })
  })

describe('no phone can empty another’s cart (decision 072)', () => {
  it("takes nothing out for an unpaid order, another diner's order or lines an order does not hold, and sends nobody to it", async () => {
    const [v, w, a] = await Promise.all([Phone.at(TABLES[1]), Phone.at(TABLES[1]), Phone.at(TABLES[1])])
    await Promise.all([v.opened, w.opened, a.opened])
    await v.putLines([{ id: CHIPS, quantity: 1, uuid: 'v-chips' }])
    await w.putLines([{ id: COLA, quantity: 1, uuid: 'w-cola' }])
    await a.putLines([{ id: CHIPS, quantity: 1, uuid: 'a-chips' }])
    const has = (state: TableState, uuid: string) => state.table.lines.some((line) => line.uuid === uuid)
    await a.sees((state) => ['v-chips', 'w-cola', 'a-chips'].every((uuid) => has(state, uuid)))
    const everyone = { lines: ['v-chips', 'w-cola', 'a-chips'] }
    // A asks to send for everyone, then places its own order online and never pays it.
    expect((await a.call('POST', '/send', { apart: false })).status).toBe(204)
    const unpaid = await placedAt(TABLES[1], 1, a, 'bancontact')
    const refused = await a.call('POST', '/sent', { order: unpaid, ...everyone })
    expect([refused.status, JSON.parse(refused.body)]).toEqual([409, { error: 'order-not-paid' }])
    // Another diner's order, paid at the counter, for this table, holding chips and more.
    const strangers = await placedAt(TABLES[1], 5)
    expect((await a.call('POST', '/sent', { order: strangers, ...everyone })).status).toBe(404)
    // A's own order, accepted, holds one bag of chips: A's own line goes; V's chips and W's cola stay.
    expect((await a.call('POST', '/sent', { order: await placedAt(TABLES[1], 1, a), ...everyone })).status).toBe(204)
    for (const phone of [v, w]) {
      const seen = await phone.sees((state) => !has(state, 'a-chips'))
      expect([has(seen, 'v-chips'), has(seen, 'w-cola')]).toEqual([true, true])
    }
    // Nobody follows an order that held none of their lines.
    expect([...v.messages, ...w.messages].some((message) => message.type === 'sent')).toBe(false)
  })

  it('is one room per table, however the link names it', async () => {
    const alex = await Phone.at(TABLES[5])
    const sam = await Phone.at('5')
    const kim = await Phone.at('000005')
    await Promise.all([alex.opened, sam.opened, kim.opened])
    await alex.putLines([{ id: COLA, quantity: 1, uuid: 'alex-cola' }])
    for (const phone of [sam, kim]) await phone.sees((state) => state.table.lines.some((line) => line.uuid === 'alex-cola'))
    expect((await alex.sees(() => true)).table.present).toBeGreaterThanOrEqual(3)
  })

  it("paces a phone's names like its lines, and shows none of a name's control characters", async () => {
    const alex = await Phone.at(TABLES[3])
    const sam = await Phone.at(TABLES[3])
    await Promise.all([alex.opened, sam.opened])
    expect((await alex.call('PUT', '/name', { name: 'Alex\u202E\u0000' })).status).toBe(204)
    await sam.sees((state) => state.table.phones.some((phone) => phone.name === 'Alex'))
    // Told as what changed, never the whole table again.
    const named = sam.messages.at(-1)!
    expect(named).toMatchObject({ type: 'change', change: { phone: { name: 'Alex' } } })
    expect(JSON.stringify(named)).not.toContain('"lines"')
    const answers: number[] = []
    for (let change = 0; change < 61; change++) answers.push((await alex.call('PUT', '/name', { name: `Alex ${change}` })).status)
    expect(answers.filter((status) => status === 204).length).toBeLessThan(61)
    expect(answers.at(-1)).toBe(409)
  })
})

describe('orders left unpaid at a table', () => {
  it('never close the table to the next diner', async () => {
    // Twelve diners behind one address each place an order to pay online, and pay none.
    const address = nextAddress()
    const { port } = new URL(appUrl())
    for (let order = 0; order < 12; order++) {
      const response = await venueRequest(appUrl(), COMPTOIR, '/api/quickcheckout', {
        method: 'POST',
        body: JSON.stringify({ key: randomUUID(), table_uid: TABLES[4], cart: [{ id: CHIPS, posId: 300, quantity: 1, items: [] }], amount: 2, payment_method: 'bancontact', name: 'Squatter', terms_accepted: true }),
        headers: { 'content-type': 'application/json', origin: `http://${COMPTOIR}:${port}`, cookie: await newVisitor(COMPTOIR), 'cf-connecting-ip': address },
      })
      expect(response.status, response.body).toBe(200)
    }
    // The next diner, from another address, orders at the table.
    expect(await placedAt(TABLES[4], 1)).toBeTruthy()
  })
})
})
