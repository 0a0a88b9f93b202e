import { createHmac, randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { startOrigin, type Running } from '../../scripts/stack.mjs'
import { venueWebhookSecret } from '../../scripts/venue-webhook-secrets.mjs'
import { LIMITS } from '../../domain/limits'
import { appUrl, newVisitor, originUrl, refusedStatus, venueRequest } from './helpers'
import { ownOriginPort, startOwnApp } from './own-app'

// Live order progress: the venue's signed webhook, who may watch an order, and every watcher getting
// each change (server/live/order-watch.ts, server/routes/order-live.ts, server/routes/order-progress-hook.ts).

const COMPTOIR = 'comptoir.localhost'
const LUMIERE = 'lumiere.localhost'
const COMPTOIR_TABLE_1 = 'ee165adf-9aa2-533d-ba19-6ff39ef1d8e0'
const HOOK = '/api/hooks/order-progress'

type Entry = { step: string; at: string; estimated_ready_at: string | null; reasons: string[] | null }
type LiveMessage = { type: 'order'; order: { status: string; progress: Entry[] } }

type HookMessage = { id: string; venue: string; order_uid: string; seq: number; progress: Entry[] }

const nowSeconds = () => Math.floor(Date.now() / 1000)
const sign = (secret: string) => (body: string, timestamp: number) => `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`
/** Signed as the venue signs: with its own secret, as the app's KV holds it for the demo venues. */
const byVenue = (message: { venue?: string }) => sign(venueWebhookSecret(message.venue ?? ''))

function hook(
  message: Partial<HookMessage>,
  { timestamp = nowSeconds(), signer = byVenue(message) as ((body: string, timestamp: number) => string) | null, address }: { timestamp?: number; signer?: ((body: string, timestamp: number) => string) | null; address?: string } = {},
) {
  const body = JSON.stringify(message)
  return venueRequest(appUrl(), '127.0.0.1', HOOK, {
    method: 'POST',
    body,
    headers: {
      'content-type': 'application/json',
      'x-webhook-timestamp': String(timestamp),
      ...(address ? { 'cf-connecting-ip': address } : {}),
      ...(signer ? { 'x-webhook-signature': signer(body, timestamp) } : {}),
    },
  })
}

const step = (name: string, minute: number): Entry => ({
  step: name,
  at: `2026-11-25T12:${String(minute).padStart(2, '0')}:00.000Z`,
  estimated_ready_at: null,
  reasons: null,
})
const hookMessage = (order_uid: string, seq: number, progress: Entry[], venue = COMPTOIR): HookMessage => ({ id: randomUUID(), venue, order_uid, seq, progress })

/** A drink at Le Comptoir's table 1, paid at the counter, through the app: its uid. */
async function quickOrder(app = appUrl()): Promise<string> {
  const body = JSON.stringify({
    key: randomUUID(),
    table_uid: COMPTOIR_TABLE_1,
    cart: [{ id: 300001, posId: 300, quantity: 2, items: [] }],
    amount: 5.6,
    payment_method: 'on_site',
    name: 'Sam',
    terms_accepted: true,
  })
  const { port } = new URL(app)
  const response = await venueRequest(app, COMPTOIR, '/api/quickcheckout', {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', origin: `http://${COMPTOIR}:${port}`, cookie: await newVisitor(COMPTOIR, {}, app) },
  })
  expect(response.status, response.body).toBe(200)
  return (JSON.parse(response.body) as { order: { uid: string } }).order.uid
}

async function advance(uid: string, origin = originUrl()) {
  const response = await fetch(`${origin}/__sandbox/orders/${uid}/advance`, { method: 'POST' })
  expect(response.status, await response.clone().text()).toBe(200)
}

let watchers = 0

/**
 * A watcher as the page opens it, with every message it receives: a diner of their own, behind an
 * address of their own unless given (a diner's open watches are bounded: decision 022).
 */
class Watcher {
  readonly messages: LiveMessage[] = []
  readonly socket: WebSocket
  readonly opened: Promise<void>

  constructor(host: string, uid: string, { app = appUrl(), origin, address, cookie }: { app?: string; origin?: string; address?: string; cookie?: string } = {}) {
    const { port } = new URL(app)
    watchers += 1
    this.socket = new WebSocket(`ws://127.0.0.1:${port}/api/order/${uid}/live`, {
      headers: {
        host: `${host}:${port}`,
        'cf-connecting-ip': address ?? `10.90.${watchers >> 8}.${watchers % 256}`,
        ...(origin === undefined ? {} : { origin }),
        ...(cookie === undefined ? {} : { cookie }),
      },
    })
    this.socket.on('message', (data) => this.messages.push(JSON.parse(String(data)) as LiveMessage))
    this.opened = new Promise((resolve, reject) => {
      this.socket.once('open', () => resolve())
      this.socket.once('unexpected-response', (_, response) => reject(new Error(`refused: ${response.statusCode}`)))
      this.socket.once('error', reject)
    })
  }

  /** The steps of the latest message once there are `count` messages. */
  async stepsAfter(count: number): Promise<string[]> {
    await expect.poll(() => this.messages.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(count)
    return this.messages[count - 1]!.order.progress.map((entry) => entry.step)
  }

  close() {
    this.socket.close()
  }
}

/** The HTTP status a refused WebSocket opening gets. */
async function refusedWith(watcher: Watcher): Promise<number> {
  const status = await refusedStatus(watcher.opened)
  watcher.close()
  return status
}

describe("the venue's order webhook", () => {
  it('takes a signed message once, and refuses the same message sent again', async () => {
    const message = hookMessage(randomUUID(), 1, [step('accepted', 1)])
    expect((await hook(message)).status).toBe(204)
    const replayed = await hook(message)
    expect(replayed.status).toBe(409)
    expect(JSON.parse(replayed.body)).toEqual({ error: 'replayed' })
    // An older step of the same order is as much a replay as the same one.
    const uid = message.order_uid
    expect((await hook(hookMessage(uid, 2, [step('accepted', 1), step('preparing', 2)]))).status).toBe(204)
    expect((await hook(hookMessage(uid, 1, [step('accepted', 1)]))).status).toBe(409)
  })

  it('refuses a message id it has taken, whatever the message carries, but not the same id from another venue', async () => {
    const first = hookMessage(randomUUID(), 1, [step('accepted', 1)])
    expect((await hook(first)).status).toBe(204)
    // The same id on another order's first step: a replay the order's own step number would not catch.
    const sameId = { ...hookMessage(randomUUID(), 1, [step('accepted', 1)]), id: first.id }
    const replayed = await hook(sameId)
    expect([replayed.status, JSON.parse(replayed.body)]).toEqual([409, { error: 'replayed' }])
    // Each venue names its own messages.
    expect((await hook({ ...sameId, venue: LUMIERE })).status).toBe(204)
  })

  it('refuses a message unsigned, signed with another secret, tampered with, or older than five minutes', async () => {
    const message = hookMessage(randomUUID(), 1, [step('accepted', 1)])
    const own = byVenue(message)
    const refusals = [
      await hook(message, { signer: null }),
      await hook(message, { signer: sign('not-the-secret-of-any-venue-at-all') }),
      await hook(message, { signer: (body, timestamp) => own(body.replace('accepted', 'ready'), timestamp) }),
      await hook(message, { timestamp: nowSeconds() - 301 }),
    ]
    expect(refusals.map((refusal) => [refusal.status, JSON.parse(refusal.body).error])).toEqual([
      [401, 'unsigned'],
      [401, 'bad signature'],
      [401, 'bad signature'],
      [401, 'stale'],
    ])
    // None of them counted: the real message is still taken.
    expect((await hook(message)).status).toBe(204)
  })

  it('refuses a step numbered beyond any order, which would have blocked its later steps', async () => {
    const uid = randomUUID()
    const refused = await hook(hookMessage(uid, 2 ** 53 - 1, [step('accepted', 1)]))
    expect(refused.status).toBe(400)
    expect((await hook(hookMessage(uid, 10_001, [step('accepted', 1)]))).status).toBe(400)
    // The order's real steps are still taken.
    expect((await hook(hookMessage(uid, 1, [step('accepted', 1)]))).status).toBe(204)
    expect((await hook(hookMessage(uid, 2, [step('accepted', 1), step('preparing', 2)]))).status).toBe(204)
  })

  it('refuses a step more than twenty past the last one taken: a signed number far ahead cannot block the later steps (decision 073)', async () => {
    const uid = randomUUID()
    expect((await hook(hookMessage(uid, 1, [step('accepted', 1)]))).status).toBe(204)
    const ahead = await hook(hookMessage(uid, 10_000, [step('accepted', 1), step('preparing', 2)]))
    expect([ahead.status, JSON.parse(ahead.body).error]).toEqual([409, 'too far ahead'])
    expect((await hook(hookMessage(uid, 2, [step('accepted', 1), step('preparing', 2)]))).status).toBe(204)
    expect((await hook(hookMessage(uid, 22, [step('accepted', 1), step('preparing', 2), step('ready', 3)]))).status).toBe(204)
  })

  it('refuses a client whose webhooks were refused thirty times, before reading anything; a venue elsewhere is taken (decision 073)', async () => {
    const forger = '10.9.0.1'
    for (let index = 0; index < 30; index++) {
      const forged = await hook(hookMessage(randomUUID(), 1, [step('accepted', 1)]), { signer: sign('x'.repeat(32)), address: forger })
      expect(forged.status).toBe(401)
    }
    const stopped = await hook(hookMessage(randomUUID(), 1, [step('accepted', 1)]), { address: forger })
    expect([stopped.status, JSON.parse(stopped.body).error]).toEqual([429, 'too many refused webhooks'])
    expect((await hook(hookMessage(randomUUID(), 1, [step('accepted', 1)]), { address: '10.9.0.2' })).status).toBe(204)
  })

  it("refuses a message signed with another venue's secret: one venue cannot move another's orders", async () => {
    const message = hookMessage(randomUUID(), 1, [step('accepted', 1)], COMPTOIR)
    const refused = await hook(message, { signer: byVenue({ venue: LUMIERE }) })
    expect([refused.status, JSON.parse(refused.body).error]).toEqual([401, 'bad signature'])
  })

  it('refuses a message from a venue that has no webhook secret, or that names no venue', async () => {
    const unknown = hookMessage(randomUUID(), 1, [step('accepted', 1)], 'nowhere.localhost')
    const refused = await hook(unknown, { signer: sign(venueWebhookSecret('nowhere.localhost')) })
    expect([refused.status, JSON.parse(refused.body).error]).toEqual([401, 'unknown venue'])
    const { venue: _, ...nameless } = hookMessage(randomUUID(), 1, [step('accepted', 1)])
    expect((await hook(nameless, { signer: byVenue({ venue: COMPTOIR }) })).status).toBe(400)
  })

  it('refuses a signed message it cannot read', async () => {
    const refused = await hook({ venue: COMPTOIR, id: randomUUID(), order_uid: randomUUID(), seq: 1, progress: [{ step: 'teleported' } as unknown as Entry] })
    expect(refused.status).toBe(400)
  })
})

describe('who may watch an order', () => {
  let uid: string
  beforeAll(async () => {
    uid = await quickOrder()
  })

  it('is whoever holds its link at its own venue, from the venue’s own pages', async () => {
    const { port } = new URL(appUrl())
    expect(await refusedWith(new Watcher(COMPTOIR, randomUUID()))).toBe(404)
    expect(await refusedWith(new Watcher(COMPTOIR, 'not$a$uid'))).toBe(404)
    // Another venue's site does not know the order.
    expect(await refusedWith(new Watcher(LUMIERE, uid))).toBe(404)
    // A page of another site may not open it with the diner's cookies.
    expect(await refusedWith(new Watcher(COMPTOIR, uid, { origin: 'https://elsewhere.example' }))).toBe(403)
    const own = new Watcher(COMPTOIR, uid, { origin: `http://${COMPTOIR}:${port}` })
    await own.opened
    expect(await own.stepsAfter(1)).toEqual(['accepted'])
    own.close()
  })

  it('is not a page of the same host under another scheme, nor on another port', async () => {
    const { port } = new URL(appUrl())
    expect(await refusedWith(new Watcher(COMPTOIR, uid, { origin: `https://${COMPTOIR}:${port}` }))).toBe(403)
    expect(await refusedWith(new Watcher(COMPTOIR, uid, { origin: `http://${COMPTOIR}:1` }))).toBe(403)
  })

  it('is not compressed, though the browser offers it: a few small messages would not pay for a zlib state per socket', async () => {
    const watcher = new Watcher(COMPTOIR, uid)
    const upgrade = new Promise<string | undefined>((resolve) => watcher.socket.once('upgrade', (response) => resolve(response.headers['sec-websocket-extensions'])))
    await watcher.opened
    // ws offers permessage-deflate as browsers do; the answer takes no extension.
    expect(await upgrade).toBeUndefined()
    expect(watcher.socket.extensions).toBe('')
    expect(await watcher.stepsAfter(1)).toEqual(['accepted'])
    watcher.close()
  })

  it(`is followed by one diner on at most ${LIMITS.liveWatches.visitor.limit} sockets at once; a socket closed counts no more`, async () => {
    const address = '10.91.0.1'
    const diner = await newVisitor(COMPTOIR, { 'cf-connecting-ip': address })
    const open = Array.from({ length: LIMITS.liveWatches.visitor.limit }, () => new Watcher(COMPTOIR, uid, { address, cookie: diner }))
    await Promise.all(open.map((watcher) => watcher.opened))
    expect(await refusedWith(new Watcher(COMPTOIR, uid, { address, cookie: diner }))).toBe(429)
    // The diner beside them, behind the same address, is not concerned.
    const neighbour = new Watcher(COMPTOIR, uid, { address, cookie: await newVisitor(COMPTOIR, { 'cf-connecting-ip': address }) })
    await neighbour.opened
    neighbour.close()

    open[0]!.close()
    // Once the object has seen the socket end, the diner may open another.
    await expect
      .poll(async () => {
        const again = new Watcher(COMPTOIR, uid, { address, cookie: diner })
        const opened = await again.opened.then(() => true, () => false)
        again.close()
        return opened
      }, { timeout: 10_000 })
      .toBe(true)
    for (const watcher of open) watcher.close()
  })

  it('is asked for as a WebSocket', async () => {
    const plain = await venueRequest(appUrl(), COMPTOIR, `/api/order/${uid}/live`)
    expect(plain.status).toBe(426)
  })
})

describe('watching an order', () => {
  it('sends the order at once, then each step the kitchen reaches, to every watcher', async () => {
    const uid = await quickOrder()
    const watchers = Array.from({ length: 25 }, () => new Watcher(COMPTOIR, uid))
    await Promise.all(watchers.map((watcher) => watcher.opened))
    for (const watcher of watchers) expect(await watcher.stepsAfter(1)).toEqual(['accepted'])

    await advance(uid)
    for (const watcher of watchers) expect(await watcher.stepsAfter(2)).toEqual(['accepted', 'preparing'])
    await advance(uid)
    for (const watcher of watchers) expect(await watcher.stepsAfter(3)).toEqual(['accepted', 'preparing', 'ready'])
    // Each change once: no watcher got a step twice.
    for (const watcher of watchers) expect(watcher.messages).toHaveLength(3)
    watchers.forEach((watcher) => watcher.close())
  })

  it("never gets a step another venue's message names for the same order uid", async () => {
    const uid = await quickOrder()
    const watcher = new Watcher(COMPTOIR, uid)
    expect(await watcher.stepsAfter(1)).toEqual(['accepted'])
    // Lumière signs, with its own secret, a message naming Comptoir's order: it lands on Lumière's order of that uid.
    const ready = [step('accepted', 1), step('preparing', 2), step('ready', 3)]
    expect((await hook(hookMessage(uid, 2, ready, LUMIERE))).status).toBe(204)
    // Comptoir's own next step is still taken under that number, and is the next thing the watcher hears.
    expect((await hook(hookMessage(uid, 2, ready.slice(0, 2), COMPTOIR))).status).toBe(204)
    expect(await watcher.stepsAfter(2)).toEqual(['accepted', 'preparing'])
    expect(watcher.messages).toHaveLength(2)
    watcher.close()
  })

  it('catches a watcher that was away up with the steps it missed', async () => {
    const uid = await quickOrder()
    const before = new Watcher(COMPTOIR, uid)
    expect(await before.stepsAfter(1)).toEqual(['accepted'])
    before.close()
    await advance(uid)
    await advance(uid)
    const back = new Watcher(COMPTOIR, uid)
    expect(await back.stepsAfter(1)).toEqual(['accepted', 'preparing', 'ready'])
    back.close()
  })
})

describe('a venue that sends no webhooks', () => {
  const ORIGIN_PORT = ownOriginPort('no-webhooks')
  let origin: Running
  let app: Running

  beforeAll(async () => {
    // No appPort: this origin posts no webhooks, as a platform without them.
    origin = await startOrigin({ port: ORIGIN_PORT, persistTo: '.wrangler/test-no-webhooks' })
    app = await startOwnApp('no-webhooks', { platformUrl: origin.url })
  })
  afterAll(async () => {
    await app?.stop()
    await origin?.stop()
  })

  it('is asked by the Worker while someone watches, and the change still reaches the watcher', async () => {
    const uid = await quickOrder(app.url)
    const watcher = new Watcher(COMPTOIR, uid, { app: app.url })
    expect(await watcher.stepsAfter(1)).toEqual(['accepted'])
    await advance(uid, origin.url)
    // The first question comes 2 s after the watcher arrived, the next ones ever later.
    expect(await watcher.stepsAfter(2)).toEqual(['accepted', 'preparing'])
    watcher.close()
  })
})
