// A food court's lunch rush behind its Wi-Fi (decision 022): many diners, one public address, each
// with their own browser cookies, pre-booking a time slot and checking out at Les Halles within a few
// minutes, over the slots a real rush would use. What counts: no diner refused by the Worker's limits
// (429 or 428), none lost (every diner ends with an order, unless the venue filled every slot they
// could take, which it says with 409).
//   node bench/venue-wifi.mjs [--diners 200] [--minutes 10]
import { randomUUID } from 'node:crypto'
import { rmSync } from 'node:fs'
import { Agent, request } from 'node:http'
import { parseArgs } from 'node:util'
import { startApp, startOrigin } from '../scripts/stack.mjs'

const { values: args } = parseArgs({ options: { diners: { type: 'string', default: '200' }, minutes: { type: 'string', default: '10' } } })
const DINERS = Number(args.diners)
const MINUTES = Number(args.minutes)
const ORIGIN_PORT = 4395
const APP_PORT = 8895
const HOST = 'halles.localhost'
const ADDRESS = '198.51.100.20'
const TIME_ZONE = 'Europe/Brussels'
// Two stands' dishes, taken away or eaten in (the same lists price both at Les Halles).
const CART = [
  { id: 201005, posId: 201, quantity: 2, items: [] },
  { id: 202009, posId: 202, quantity: 1, items: [] },
  { id: 202005, posId: 202, quantity: 1, items: [] },
]
const AMOUNT = 44.5

for (const dir of ['.wrangler/bench-wifi', '.wrangler/bench-wifi-app']) rmSync(dir, { recursive: true, force: true })
const origin = await startOrigin({ port: ORIGIN_PORT, persistTo: '.wrangler/bench-wifi', appPort: APP_PORT })
const app = await startApp({ port: APP_PORT, platformUrl: origin.url, persistTo: '.wrangler/bench-wifi-app' })
const stop = () => Promise.allSettled([app.stop(), origin.stop()])
process.on('SIGINT', () => void stop().then(() => process.exit(130)))

const agent = new Agent({ keepAlive: true, maxSockets: 64 })
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
const today = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(new Date())
const month = today.slice(0, 7)
const nextMonth = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5)), 1)).toISOString().slice(0, 7)

// The venue's clock at 11:45 today, before the rush (the sandbox clock stands still once set).
for (const offset of ['+01:00', '+02:00']) {
  const instant = `${today}T11:45:00${offset}`
  const hour = new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, hour: '2-digit', hourCycle: 'h23' }).format(new Date(instant))
  if (hour === '11') await fetch(`${origin.url}/__sandbox/clock`, { method: 'POST', body: JSON.stringify({ now: instant }) })
}

/** One diner's browser: its own cookie jar, the food court's address. */
function browser() {
  const jar = new Map()
  // A kept-alive connection the server closed while idle fails as it is reused, before anything was
  // sent on it: asked again on a fresh one (Node's documented way).
  const send = (path, init) => once(path, init).catch((error) => (error.reusedSocket && error.code === 'ECONNRESET' ? once(path, init) : Promise.reject(error)))
  return send
  function once(path, { method = 'GET', body } = {}) {
    const payload = body === undefined ? undefined : JSON.stringify(body)
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
    return new Promise((resolve, reject) => {
      const req = request(
        {
          agent,
          host: '127.0.0.1',
          port: APP_PORT,
          path,
          method,
          headers: {
            host: `${HOST}:${APP_PORT}`,
            'cf-connecting-ip': ADDRESS,
            'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/130.0 Mobile Safari/537.36',
            accept: path.startsWith('/api/') ? 'application/json' : 'text/html',
            'x-locale': 'en',
            ...(cookie ? { cookie } : {}),
            ...(payload === undefined ? {} : { 'content-type': 'application/json', origin: `http://${HOST}:${APP_PORT}` }),
          },
        },
        (res) => {
          for (const set of [res.headers['set-cookie'] ?? []].flat()) {
            const [pair] = set.split(';')
            const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]
            if (/max-age=0/i.test(set)) jar.delete(name)
            else jar.set(name, value)
          }
          let text = ''
          res.on('data', (chunk) => (text += chunk))
          res.on('end', () => resolve({ status: res.statusCode, body: text }))
        },
      )
      req.on('error', (error) => reject(Object.assign(error, { reusedSocket: req.reusedSocket })))
      req.end(payload)
    })
  }
}

const outcomes = { placed: 0, limited: 0, lost: 0, venueFull: 0, slotTaken: 0 }
const limits = []
const minute = (ms) => ms * 60_000

/** A diner's time: 12:15 to 14:45, most around 12:45 (a lunch rush). */
function wantedTime() {
  const rush = Math.min(9, Math.max(0, Math.round((Math.random() + Math.random() + Math.random()) * 3 - 1.5)))
  const minutes = 12 * 60 + 15 + rush * 15
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
}

async function diner(index) {
  const send = browser()
  const type = Math.random() < 0.6 ? 2 : 1
  const guests = type === 1 ? 1 + Math.floor(Math.random() * 4) : 1
  const refusedByUs = (answer, step) => {
    if (answer.status !== 429 && answer.status !== 428) return false
    outcomes.limited++
    limits.push(`${step}: ${answer.status} ${answer.body.slice(0, 160)}`)
    return true
  }
  await send('/en')
  await send('/en/schedule')
  for (const shown of [month, nextMonth]) if (refusedByUs(await send(`/api/booking-days/${type}/${guests}/${shown}`), 'booking days')) return
  await sleep(2_000 + Math.random() * 8_000)
  const wanted = wantedTime()
  for (let attempt = 0; attempt < 6; attempt++) {
    const slots = await send(`/api/slots/${type}/${guests}/${today}`)
    if (refusedByUs(slots, 'slots')) return
    if (slots.status !== 200) return void outcomes.lost++
    const free = JSON.parse(slots.body).filter((slot) => slot.free_tables > 0 && slot.id.slice(11, 16) >= wanted)
    const chosen = free[0] ?? JSON.parse(slots.body).find((slot) => slot.free_tables > 0)
    if (!chosen) return void outcomes.venueFull++
    const held = await send('/api/slot-prebook', { method: 'POST', body: { consumption_type: type, guest_count: guests, slot_id: chosen.id } })
    if (refusedByUs(held, 'prebook')) return
    if (held.status === 409) {
      outcomes.slotTaken++
      continue
    }
    if (held.status !== 200) return void (outcomes.lost++, limits.push(`prebook: ${held.status} ${held.body.slice(0, 160)}`))
    // Filling in the checkout: half a minute to two and a half.
    await sleep(30_000 + Math.random() * 120_000)
    if (refusedByUs(await send(`/api/payment-methods?amount=${AMOUNT}&type=${type}`), 'payment methods')) return
    const contact = { email: `diner.${index}@example.com`, first_name: 'Diner', last_name: `Number ${index}`, phone: '+32 470 00 00 00' }
    const placed = await send('/api/checkout', {
      method: 'POST',
      body: { key: randomUUID(), consumption_type: type, guest_count: type === 1 ? guests : null, slot_id: chosen.id, cart: CART, amount: AMOUNT, payment_method: 'bancontact', contact, terms_accepted: true },
    })
    if (refusedByUs(placed, 'checkout')) return
    if (placed.status === 200 && JSON.parse(placed.body).order?.uid) return void outcomes.placed++
    outcomes.lost++
    limits.push(`checkout: ${placed.status} ${placed.body.slice(0, 200)}`)
    return
  }
  outcomes.venueFull++
}

console.log(`${DINERS} diners behind ${ADDRESS}, arriving over ${MINUTES} minutes at ${HOST} (${today})`)
const started = Date.now()
const arrivals = Array.from({ length: DINERS }, () => Math.random() * minute(MINUTES)).sort((a, b) => a - b)
await Promise.all(arrivals.map((at, index) => sleep(at).then(() => diner(index))))
const seconds = Math.round((Date.now() - started) / 1000)

const orders = (await (await fetch(`${origin.url}/__sandbox/orders`)).json()).filter((order) => order.number?.startsWith('HSG'))
console.log(`\nafter ${seconds} s:`)
console.table([{ ...outcomes, 'orders at the venue': orders.length }])
for (const line of limits.slice(0, 10)) console.log(`  ${line}`)
await stop()
process.exit(outcomes.limited === 0 && outcomes.lost === 0 ? 0 : 1)
