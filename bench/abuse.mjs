// What one client, looping, can make the venue's platform do (decision 022): each loop below runs
// against the local stack (`npm start`'s serving, the sandbox origin counting every call it gets),
// from one address, bounded, and prints the platform calls it caused next to its budget.
//   node bench/abuse.mjs
import { createHmac, randomUUID } from 'node:crypto'
import { rmSync } from 'node:fs'
import WebSocket from 'ws'
import { startApp, startOrigin } from '../scripts/stack.mjs'
import { sendAs } from './client-request.mjs'
import { venueWebhookSecret } from '../scripts/venue-webhook-secrets.mjs'

const ORIGIN_PORT = 4396
const APP_PORT = 8896
const ADDRESS = '203.0.113.7'
const TABLES = ['ee165adf-9aa2-533d-ba19-6ff39ef1d8e0', '689e1559-cb58-5c5c-9d09-2adac0c78361', '0ddfa863-bb98-5959-9502-d61a916a691e', '1fa1b5c9-ed87-569d-9c65-26caac49e727', '05fc26a8-3669-54cf-b2f6-befa932648a2', '7617226d-5118-5c70-be9e-3519d15ac0f7']

for (const dir of ['.wrangler/bench-abuse', '.wrangler/bench-abuse-app']) rmSync(dir, { recursive: true, force: true })
const origin = await startOrigin({ port: ORIGIN_PORT, persistTo: '.wrangler/bench-abuse', appPort: APP_PORT })
const app = await startApp({ port: APP_PORT, platformUrl: origin.url, persistTo: '.wrangler/bench-abuse-app' })
const stop = () => Promise.allSettled([app.stop(), origin.stop()])
process.on('SIGINT', () => void stop().then(() => process.exit(130)))

/** A request to the app as a client at ADDRESS sends it: the venue in Host, cookies as given. */
const send = (host, path, options = {}) => sendAs(APP_PORT, host, path, { address: ADDRESS, accept: 'application/json', ...options })

const sandbox = (path, init) => fetch(`${origin.url}/__sandbox${path}`, init)
const resetCalls = () => sandbox('/calls', { method: 'DELETE' })
async function callsTo(prefix) {
  const { byPath } = await (await sandbox('/calls')).json()
  return Object.entries(byPath).filter(([path]) => !prefix || path.startsWith(prefix)).reduce((sum, [, n]) => sum + n, 0)
}
const visitorCookie = (response) => [response.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('visitor-id='))?.split(';')[0]
const newVisitor = async (host) => visitorCookie(await send(host, '/api/messages/composition'))
const statuses = (answers) => Object.entries(answers.reduce((count, { status }) => ({ ...count, [status]: (count[status] ?? 0) + 1 }), {})).map(([status, n]) => `${n}×${status}`).join(' ')

const rows = []
function row(loop, calls, budget, detail) {
  rows.push({ loop, calls, budget, within: calls <= budget ? 'yes' : 'NO', detail })
  console.log(`${loop}: ${calls} platform calls (budget ${budget}) ${detail}`)
}

// Menus and venues in the edge's caches first: what follows counts only what the loops cause.
for (const host of ['lumiere.localhost', 'comptoir.localhost']) await send(host, '/en', { headers: { 'user-agent': 'Mozilla/5.0 Chrome/130' } })

// 1. The booking calendar: 20 made-up sessions, then every number of persons for next month.
{
  const now = new Date()
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString().slice(0, 7)
  await resetCalls()
  const answers = []
  for (let i = 0; i < 20; i++) answers.push(await send('lumiere.localhost', `/api/booking-days/2/${i + 1}/${next}`, { cookie: `customer-access-token=made-up-${randomUUID()}` }))
  const sessions = await callsTo('/venues/lumiere/api/slots/')
  for (let guests = 1; guests <= 20; guests++) answers.push(await send('lumiere.localhost', `/api/booking-days/1/${guests}/${next}`))
  const calls = await callsTo('/venues/lumiere/api/slots/')
  const unknown = answers.slice(20).filter(({ body }) => body.includes('"unknown"')).length
  row('booking days: 20 made-up sessions + 20-persons sweep', calls, 120, `(sessions ${sessions}, sweep ${calls - sessions}, ${unknown} months with unknown days; answers ${statuses(answers)})`)
}

// 2. Live order status: 60 made-up order uids, each a WebSocket opened.
{
  await resetCalls()
  const open = (uid) =>
    new Promise((resolve) => {
      const socket = new WebSocket(`ws://127.0.0.1:${APP_PORT}/api/order/${uid}/live`, { headers: { host: `comptoir.localhost:${APP_PORT}`, 'cf-connecting-ip': ADDRESS } })
      socket.on('unexpected-response', (_, res) => resolve({ status: res.statusCode }))
      socket.on('open', () => (socket.close(), resolve({ status: 101 })))
      socket.on('error', () => resolve({ status: 0 }))
    })
  const answers = []
  for (let i = 0; i < 60; i++) answers.push(await open(randomUUID()))
  row('live order: 60 random uids', await callsTo('/venues/comptoir/api/order'), 30, `(answers ${statuses(answers)})`)
}

// 3. The menu-change webhook: one signed message sent 20 times.
{
  await resetCalls()
  const body = JSON.stringify({ id: randomUUID(), venue: 'lumiere.localhost', pos_id: 100 })
  const answers = []
  for (let i = 0; i < 20; i++) {
    const timestamp = String(Math.floor(Date.now() / 1000))
    const signature = `v1=${createHmac('sha256', venueWebhookSecret('lumiere.localhost')).update(`${timestamp}.${body}`).digest('hex')}`
    answers.push(await send('127.0.0.1', '/api/hooks/menu-changed', { method: 'POST', body: JSON.parse(body), headers: { 'x-webhook-timestamp': timestamp, 'x-webhook-signature': signature } }))
  }
  row('menu-change webhook: 20 replays of one message', await callsTo(), 160, `(answers ${statuses(answers)})`)
}

// 4. Quick orders paid on site: six at once from one phone, then six friends at six tables.
{
  const order = (table) => ({ key: randomUUID(), table_uid: table, cart: [{ id: 300001, posId: 300, quantity: 1, items: [] }], amount: 2.8, payment_method: 'on_site', name: 'Bench', terms_accepted: true })
  await resetCalls()
  const phone = await newVisitor('comptoir.localhost')
  const burst = await Promise.all(TABLES.map(() => send('comptoir.localhost', '/api/quickcheckout', { method: 'POST', body: order(TABLES[0]), cookie: phone })))
  const placed = burst.filter(({ status }) => status === 200).length
  row('quick orders: 6 at once from one phone', await callsTo('/venues/comptoir/api/quickcheckout'), 2, `(${placed} placed; answers ${statuses(burst)})`)
  await resetCalls()
  const friends = await Promise.all(TABLES.map(() => newVisitor('comptoir.localhost')))
  const table = await Promise.all(friends.map((friend, index) => send('comptoir.localhost', '/api/quickcheckout', { method: 'POST', body: order(TABLES[index]), cookie: friend })))
  const all = table.filter(({ status }) => status === 200).length
  rows.push({ loop: 'quick orders: 6 friends at 6 tables, one address', calls: all, budget: 6, within: all === 6 ? 'yes' : 'NO', detail: `(${all} of 6 placed)` })
  console.log(`quick orders, 6 friends at 6 tables: ${all} of 6 placed`)
}

console.log('')
console.table(rows)
await stop()
process.exit(rows.every((r) => r.within === 'yes') ? 0 : 1)
