// Limits an IPv6 client or a hoarder would walk around (issue 51, part 3; decision 073): each attack
// runs against the app and the sandbox origin bench/hostile.mjs started, and says its figure.
import { createHmac, randomUUID } from 'node:crypto'
import { sendAs } from './client-request.mjs'
import { venueWebhookSecret } from '../scripts/venue-webhook-secrets.mjs'

const TIME_ZONE = 'Europe/Brussels'

/** A request to the app as a client at `address` sends it: the venue in Host, cookies as given. */
const send = (appUrl, host, path, { address = '203.0.113.51', headers = {}, ...options } = {}) =>
  sendAs(new URL(appUrl).port, host, path, { address, headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0', ...headers }, ...options })

const sandbox = (originUrl, path, init) => fetch(`${originUrl}/__sandbox${path}`, init)
async function callsTo(originUrl, prefix) {
  const { byPath } = await (await sandbox(originUrl, '/calls')).json()
  return Object.entries(byPath).filter(([path]) => path.startsWith(prefix)).reduce((sum, [, n]) => sum + n, 0)
}
const cookieOf = (response, name) => [response.headers['set-cookie'] ?? []].flat().find((set) => set.startsWith(`${name}=`))?.split(';')[0]
const newVisitor = async (appUrl, host, address) => cookieOf(await send(appUrl, host, '/api/messages/composition', { address }), 'visitor-id')
const statuses = (answers) => Object.entries(answers.reduce((count, status) => ({ ...count, [status]: (count[status] ?? 0) + 1 }), {})).map(([status, n]) => `${n}×${status}`).join(' ')

/** The venue's day `days` after today, YYYY-MM-DD. */
function dayAhead(days) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(new Date())
  const date = new Date(`${today}T12:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}
const monthAhead = (months) => {
  const today = dayAhead(0)
  const date = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 1 + months, 1))
  return date.toISOString().slice(0, 7)
}

async function freeTables(appUrl, host, type, day) {
  const slots = JSON.parse((await send(appUrl, host, `/api/slots/${type}/1/${day}`, { address: '192.0.2.200', cookie: await newVisitor(appUrl, host, '192.0.2.200') })).body)
  return { slots, free: slots.reduce((sum, slot) => sum + slot.free_tables, 0) }
}

export const attacks = [
  {
    name: "one address's burst of 120 minted cookies on a Lumière day (eat-in)",
    budget: "at least half the day's tables free",
    async run({ appUrl }) {
      const address = '198.51.100.99'
      const day = dayAhead(3)
      const { slots, free: before } = await freeTables(appUrl, 'lumiere.localhost', 1, day)
      const open = slots.filter((slot) => slot.free_tables > 0)
      const answers = []
      for (let index = 0; index < 120; index++) {
        const cookie = await newVisitor(appUrl, 'lumiere.localhost', address)
        await send(appUrl, 'lumiere.localhost', `/api/slots/1/1/${day}`, { address, cookie })
        const body = { consumption_type: 1, guest_count: 1, slot_id: open[index % open.length].id }
        answers.push((await send(appUrl, 'lumiere.localhost', '/api/slot-prebook', { method: 'POST', body, address, cookie })).status)
      }
      const { free: after } = await freeTables(appUrl, 'lumiere.localhost', 1, day)
      return { figure: `${after} of ${before} tables free (${statuses(answers)})`, ok: before > 0 && after >= before / 2 }
    },
  },
  {
    name: 'one visitor cookie with five made-up anonymous ids',
    budget: 'one venue hold',
    async run({ appUrl }) {
      const address = '198.51.100.98'
      const day = dayAhead(4)
      const cookie = await newVisitor(appUrl, 'lumiere.localhost', address)
      const { slots, free: before } = await freeTables(appUrl, 'lumiere.localhost', 2, day)
      const slot = slots.find((candidate) => candidate.free_tables >= 5)
      const answers = []
      for (const made of ['1', '22', '333', '4444', '55555']) {
        const body = { consumption_type: 2, guest_count: 1, slot_id: slot.id }
        answers.push((await send(appUrl, 'lumiere.localhost', '/api/slot-prebook', { method: 'POST', body, address, cookie: `customer-anonymous-id=${made}; ${cookie}` })).status)
      }
      const { free: after } = await freeTables(appUrl, 'lumiere.localhost', 2, day)
      return { figure: `${before - after} held (${statuses(answers)})`, ok: before - after === 1 }
    },
  },
  {
    name: "30 password resets for one customer's e-mail in a burst, from 30 addresses",
    budget: '≤ 3 mails, one answer for all',
    async run({ appUrl, originUrl }) {
      const email = 'pieter.janssens@example.com'
      const mails = async () => (await (await sandbox(originUrl, `/mails?to=${encodeURIComponent(email)}`)).json()).length
      const before = await mails()
      const answers = await Promise.all(Array.from({ length: 30 }, (_, index) => send(appUrl, 'lumiere.localhost', '/api/auth/forgot', { method: 'POST', body: { email }, address: `198.51.100.${index + 1}` })))
      const sent = (await mails()) - before
      const bodies = new Set(answers.map((answer) => `${answer.status} ${answer.body}`))
      return { figure: `${sent} mails, ${bodies.size} answer (${[...bodies][0]})`, ok: sent <= 3 && bodies.size === 1 }
    },
  },
  {
    name: 'a customer logging in on their own browser after 5 wrong passwords from 5 addresses',
    budget: 'the owner gets in',
    async run({ appUrl }) {
      const account = { login: 'olivia.brown@example.com', password: 'Brussels-2025!' }
      const visitor = await newVisitor(appUrl, 'lumiere.localhost', '192.0.2.10')
      const first = await send(appUrl, 'lumiere.localhost', '/api/auth/login', { method: 'POST', body: account, address: '192.0.2.10', cookie: visitor })
      const owner = `${visitor}; ${cookieOf(first, 'known-login')}`
      const guesses = []
      for (let index = 0; index < 5; index++) guesses.push((await send(appUrl, 'lumiere.localhost', '/api/auth/login', { method: 'POST', body: { ...account, password: 'guess' }, address: `192.0.2.${20 + index}` })).status)
      const stranger = (await send(appUrl, 'lumiere.localhost', '/api/auth/login', { method: 'POST', body: { ...account, password: 'guess' }, address: '192.0.2.30' })).status
      const again = (await send(appUrl, 'lumiere.localhost', '/api/auth/login', { method: 'POST', body: account, address: '192.0.2.11', cookie: owner })).status
      return { figure: `guesses ${statuses(guesses)}, a sixth ${stranger}, the owner ${again}`, ok: first.status === 200 && stranger === 429 && again === 200 }
    },
  },
  {
    name: '40 failed logins from 40 addresses of one IPv6 /64',
    budget: '≤ 10 reach the venue',
    async run({ appUrl }) {
      const answers = []
      for (let index = 0; index < 40; index++) {
        const address = `2001:db8:51:7:${(index + 1).toString(16)}::${(index * 31).toString(16)}`
        answers.push((await send(appUrl, 'lumiere.localhost', '/api/auth/login', { method: 'POST', body: { login: `roaming.${index}@example.com`, password: 'guess' }, address })).status)
      }
      const reached = answers.filter((status) => status === 401).length
      return { figure: `${statuses(answers)}`, ok: reached <= 10 }
    },
  },
  {
    name: '300 random image names from one client',
    budget: '≤ 30 platform calls',
    async run({ appUrl, originUrl }) {
      const before = await callsTo(originUrl, '/demo-images/')
      const answers = []
      for (let index = 0; index < 300; index++) answers.push((await send(appUrl, 'lumiere.localhost', `/demo-images/${randomUUID()}.jpg`, { address: '198.51.100.97' })).status)
      const elsewhere = (await send(appUrl, 'nowhere.localhost', '/demo-images/tartare-saumon.svg', { address: '198.51.100.97' })).status
      const calls = (await callsTo(originUrl, '/demo-images/')) - before
      return { figure: `${calls} calls (${statuses(answers)}; another host ${elsewhere})`, ok: calls <= 30 && elsewhere === 404 }
    },
  },
  {
    name: 'months wholly past the horizon (+5, +9, +11), for 3, 5 and 7 persons, at Lumière',
    budget: '≤ 2 venue calls a month',
    async run({ appUrl, originUrl }) {
      // A diner's month first, as the calendar opens on it: the horizon is learned there.
      await send(appUrl, 'lumiere.localhost', `/api/booking-days/1/2/${monthAhead(0)}`, { address: '198.51.100.96' })
      await send(appUrl, 'lumiere.localhost', `/api/booking-days/1/2/${monthAhead(1)}`, { address: '198.51.100.96' })
      const costs = []
      for (const [months, guests] of [[5, 3], [9, 5], [11, 7]]) {
        const before = await callsTo(originUrl, '/venues/lumiere/api/slots/')
        await send(appUrl, 'lumiere.localhost', `/api/booking-days/1/${guests}/${monthAhead(months)}`, { address: '198.51.100.95' })
        costs.push((await callsTo(originUrl, '/venues/lumiere/api/slots/')) - before)
      }
      return { figure: `${costs.join(', ')} calls`, ok: costs.every((cost) => cost <= 2) }
    },
  },
  {
    name: "100 diners opening an inactive venue's slots (ferme)",
    budget: '0 error lines',
    async run({ appUrl, appLines }) {
      const from = appLines.length
      const answers = []
      for (let index = 0; index < 100; index++) answers.push((await send(appUrl, 'ferme.localhost', `/api/slots/2/1/${dayAhead(1)}`, { address: `198.51.100.${index + 100}` })).status)
      // The request lines come last: once there, every line of these requests was written.
      const deadline = Date.now() + 10_000
      while (appLines.slice(from).filter((line) => line.includes('"type":"request"') && line.includes('ferme')).length < 100 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100))
      const said = appLines.slice(from).filter((line) => line.includes('ferme'))
      const errors = said.filter((line) => line.includes('"type":"error"') || line.includes('"level":"error"')).length
      const notices = said.filter((line) => line.includes('"type":"notice"')).length
      return { figure: `${errors} error lines, ${notices} notices (${statuses(answers)})`, ok: errors === 0 && answers.every((status) => status === 503) }
    },
  },
  {
    name: '1,000 forged order webhooks from one client, and a signed seq 10,000',
    budget: '≤ 30 read; a far seq refused',
    async run({ appUrl }) {
      const forged = []
      for (let index = 0; index < 1000; index++) {
        const body = { id: randomUUID(), venue: `made-up-${index}.example`, order_uid: randomUUID(), seq: 1, progress: [{ step: 'accepted', at: new Date().toISOString(), estimated_ready_at: null, reasons: null }] }
        const timestamp = String(Math.floor(Date.now() / 1000))
        const signature = `v1=${createHmac('sha256', 'x'.repeat(32)).update(`${timestamp}.${JSON.stringify(body)}`).digest('hex')}`
        forged.push((await send(appUrl, '127.0.0.1', '/api/hooks/order-progress', { method: 'POST', body, address: '198.51.100.94', headers: { 'x-webhook-timestamp': timestamp, 'x-webhook-signature': signature } })).status)
      }
      const signed = async (seq, uid) => {
        const body = { id: randomUUID(), venue: 'comptoir.localhost', order_uid: uid, seq, progress: [{ step: 'accepted', at: new Date().toISOString(), estimated_ready_at: null, reasons: null }] }
        const timestamp = String(Math.floor(Date.now() / 1000))
        const signature = `v1=${createHmac('sha256', venueWebhookSecret('comptoir.localhost')).update(`${timestamp}.${JSON.stringify(body)}`).digest('hex')}`
        return (await send(appUrl, '127.0.0.1', '/api/hooks/order-progress', { method: 'POST', body, address: '198.51.100.93', headers: { 'x-webhook-timestamp': timestamp, 'x-webhook-signature': signature } })).status
      }
      const uid = randomUUID()
      const steps = [await signed(1, uid), await signed(10_000, uid), await signed(2, uid)]
      const read = forged.filter((status) => status !== 429).length
      return { figure: `${statuses(forged)}; seq 1, 10000, 2: ${steps.join(', ')}`, ok: read <= 30 && steps.join() === '204,409,204' }
    },
  },
]
