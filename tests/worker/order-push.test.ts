import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { inject } from 'vitest'
import { pushServiceClient } from '../../scripts/push-service.mjs'
import { appUrl, newVisitor, originUrl, venueRequest } from './helpers'

// "Tell me when it's ready" (decision 079): a phone's push subscription kept by the order's object, and
// the message sent to the push service when the kitchen marks the order ready. The push service is
// the sandbox's (scripts/push-service.mjs, npm web-push-testing): it refuses a message whose VAPID
// signature does not match the subscription's key, and decrypts what it takes (aes128gcm).

const COMPTOIR = 'comptoir.localhost'
/** Le Comptoir's table 6, where few other files order (a table takes 12 orders in 10 minutes). */
const TABLE_6 = '7617226d-5118-5c70-be9e-3519d15ac0f7'

const pushService = () => {
  const stacks = inject('stacks')
  return pushServiceClient(stacks[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % stacks.length]!.pushUrl)
}

type ReadyMessage = { title: string; body: string; url: string; icon: string | null; tag: string; lang: string }

async function api(path: string, init: { method?: string; body?: unknown; cookie?: string; referer?: string } = {}) {
  const { port } = new URL(appUrl())
  const response = await venueRequest(appUrl(), COMPTOIR, path, {
    method: init.method ?? 'GET',
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    headers: {
      'content-type': 'application/json',
      origin: `http://${COMPTOIR}:${port}`,
      ...(init.cookie ? { cookie: init.cookie } : {}),
      ...(init.referer ? { referer: init.referer } : {}),
    },
  })
  return { status: response.status, json: response.body ? (JSON.parse(response.body) as Record<string, unknown>) : null }
}

/** A drink at table 6, paid at the counter (accepted at once): its uid and number. */
async function quickOrder(): Promise<{ uid: string; number: string }> {
  const cookie = await newVisitor(COMPTOIR)
  const placed = await api('/api/quickcheckout', {
    method: 'POST',
    cookie,
    body: { key: randomUUID(), table_uid: TABLE_6, cart: [{ id: 300001, posId: 300, quantity: 1, items: [] }], amount: 2.8, payment_method: 'on_site', name: 'Sam', terms_accepted: true },
  })
  expect(placed.status, JSON.stringify(placed.json)).toBe(200)
  return placed.json!.order as { uid: string; number: string }
}

const key = async () => (await api('/api/push/key')).json!.key as string

async function subscribe(uid: string, locale = 'en') {
  const { subscription, clientHash } = await pushService().subscribe(await key())
  const { port } = new URL(appUrl())
  const answer = await api(`/api/order/${uid}/push`, {
    method: 'POST',
    body: { subscription, locale },
    referer: `http://${COMPTOIR}:${port}/${locale}/quickorder/order?uid=${uid}`,
  })
  return { answer, subscription, clientHash }
}

/** Moves the order on one step in the sandbox kitchen; the origin's webhook tells the app. */
async function advance(uid: string) {
  const response = await fetch(`${originUrl()}/__sandbox/orders/${uid}/advance`, { method: 'POST' })
  expect(response.status, await response.clone().text()).toBe(200)
}

async function messagesOf(clientHash: string): Promise<ReadyMessage[]> {
  return (await pushService().messages(clientHash)).map((text: string) => JSON.parse(text) as ReadyMessage)
}

describe("telling a diner's phone that the order is ready", () => {
  it('gives the public VAPID key a browser subscribes with: an uncompressed P-256 point', async () => {
    const bytes = Buffer.from(await key(), 'base64url')
    expect([bytes.length, bytes[0]]).toEqual([65, 4])
  })

  it('sends one message, signed and encrypted, when the kitchen marks the order ready: the venue, the order, its table, its page', async () => {
    const order = await quickOrder()
    const phone = await subscribe(order.uid, 'fr')
    expect(phone.answer.status, JSON.stringify([phone.answer.json, phone.subscription.endpoint])).toBe(201)
    await advance(order.uid) // preparing: nothing is said
    await advance(order.uid) // ready
    await expect.poll(() => messagesOf(phone.clientHash), { timeout: 10_000 }).toHaveLength(1)
    const [message] = await messagesOf(phone.clientHash)
    const { port } = new URL(appUrl())
    expect(message).toEqual({
      title: 'Le Comptoir',
      body: `Votre commande ${order.number} est prête, en route vers la table 6.`,
      url: `http://${COMPTOIR}:${port}/fr/quickorder/order?uid=${order.uid}`,
      icon: `http://${COMPTOIR}:${port}/app-icon.svg`,
      tag: `order-ready-${order.uid}`,
      lang: 'fr',
    })
    // Told once: the phone is no longer kept, and the order takes no new one.
    const again = await subscribe(order.uid)
    expect([again.answer.status, again.answer.json]).toEqual([409, { error: 'ended' }])
  })

  it('tells every phone that asked, and not one that turned it off', async () => {
    const order = await quickOrder()
    const [kept, left] = [await subscribe(order.uid), await subscribe(order.uid)]
    expect([kept.answer.status, left.answer.status]).toEqual([201, 201])
    expect((await api(`/api/order/${order.uid}/push`, { method: 'DELETE', body: { endpoint: left.subscription.endpoint } })).status).toBe(204)
    await advance(order.uid)
    await advance(order.uid)
    await expect.poll(() => messagesOf(kept.clientHash), { timeout: 10_000 }).toHaveLength(1)
    expect(await messagesOf(left.clientHash)).toEqual([])
  })

  it('drops a subscription the push service says is gone (410), and still tells the others', async () => {
    const order = await quickOrder()
    const gone = await subscribe(order.uid)
    const other = await subscribe(order.uid)
    await pushService().expire(gone.clientHash)
    await advance(order.uid)
    await advance(order.uid)
    await expect.poll(() => messagesOf(other.clientHash), { timeout: 10_000 }).toHaveLength(1)
    expect(await messagesOf(gone.clientHash)).toEqual([])
  })

  it('tells nobody of an order the kitchen rejected: its phones are dropped, counted as such, and it takes no new one', async () => {
    const { last } = (await (await fetch(`${originUrl()}/__sandbox/metrics`)).json()) as { last: number }
    const order = await quickOrder()
    const phones = [await subscribe(order.uid), await subscribe(order.uid)]
    const rejected = await fetch(`${originUrl()}/__sandbox/orders/${order.uid}/reject`, { method: 'POST', body: JSON.stringify({ reasons: ['Out of stock'] }) })
    expect(rejected.status).toBe(200)
    const dropped = async () => {
      const { points } = (await (await fetch(`${originUrl()}/__sandbox/metrics?since=${last}`)).json()) as { points: { blobs: string[] }[] }
      return points.filter(({ blobs }) => blobs[0] === 'push' && blobs[1] === COMPTOIR && blobs[2] === 'dropped').length
    }
    await expect.poll(dropped, { timeout: 10_000 }).toBe(2)
    for (const phone of phones) expect(await messagesOf(phone.clientHash)).toEqual([])
    const again = await subscribe(order.uid)
    expect([again.answer.status, again.answer.json]).toEqual([409, { error: 'ended' }])
  })

  it('refuses an endpoint that is no push service, an order it does not know, and a call from another site', async () => {
    const order = await quickOrder()
    const { subscription } = await pushService().subscribe(await key())
    const elsewhere = { ...subscription, endpoint: 'https://attacker.example/collect' }
    const refused = await api(`/api/order/${order.uid}/push`, { method: 'POST', body: { subscription: elsewhere, locale: 'en' } })
    expect([refused.status, refused.json]).toEqual([400, { error: 'Not a push service' }])
    const unknown = await api(`/api/order/${randomUUID()}/push`, { method: 'POST', body: { subscription, locale: 'en' } })
    expect(unknown.status).toBe(404)
    const malformed = await api(`/api/order/${order.uid}/push`, { method: 'POST', body: { subscription: { endpoint: subscription.endpoint, keys: { p256dh: 'x', auth: 'y' } }, locale: 'en' } })
    expect(malformed.status).toBe(400)
    const { port } = new URL(appUrl())
    const crossSite = await venueRequest(appUrl(), COMPTOIR, `/api/order/${order.uid}/push`, {
      method: 'POST',
      body: JSON.stringify({ subscription, locale: 'en' }),
      headers: { 'content-type': 'application/json', origin: `https://elsewhere.example:${port}` },
    })
    expect(crossSite.status).toBe(403)
  })
})
