// Load on the serving stack `npm start` uses (workerd through Miniflare), on loopback only:
//   1. a mix of requests (pages of every venue, API reads, POSTs refused and POSTs that succeed),
//      counting connection errors and 5xx;
//   2. many connections on one menu page for a while, with latency percentiles and the memory of the
//      serving processes sampled every 10 s.
// By default it starts an app and a sandbox origin of its own (fresh state, ports 4390 / 8890).
//   node bench/load.mjs [--mix 10000] [--connections 200] [--duration 120] [--path /en] [--host lumiere.localhost]
//                       [--app http://127.0.0.1:8787]   (measure a running `npm start` instead)
import { rmSync } from 'node:fs'
import { Agent, request } from 'node:http'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { startApp, startOrigin } from '../scripts/stack.mjs'
import { rssMb, servingProcesses as findServingProcesses } from './serving-processes.mjs'

const { values: args } = parseArgs({
  options: {
    mix: { type: 'string', default: '10000' },
    connections: { type: 'string', default: '200' },
    duration: { type: 'string', default: '120' },
    path: { type: 'string', default: '/en' },
    host: { type: 'string', default: 'lumiere.localhost' },
    app: { type: 'string' },
  },
})
const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36'

const stack = []
let appUrl = args.app
if (!appUrl) {
  for (const dir of ['.wrangler/bench-load', '.wrangler/bench-load-app']) rmSync(dir, { recursive: true, force: true })
  const origin = await startOrigin({ port: 4390, persistTo: '.wrangler/bench-load' })
  stack.push(origin)
  const app = await startApp({ port: 8890, platformUrl: origin.url, persistTo: '.wrangler/bench-load-app' })
  stack.push(app)
  appUrl = app.url
}
const port = Number(new URL(appUrl).port)
const stopStack = () => Promise.allSettled(stack.reverse().map((server) => server.stop()))
process.on('SIGINT', () => void stopStack().then(() => process.exit(130)))

// ---------------------------------------------------------------------------------------------------
// The serving processes: the app's workerd and, when started here, the origin's.

const servingLabels = () =>
  Object.fromEntries([[String(port), 'app workerd'], ...stack.filter((server) => !server.url.endsWith(`:${port}`)).map((server) => [new URL(server.url).port, 'origin workerd'])])
const servingProcesses = () => findServingProcesses(servingLabels())

// ---------------------------------------------------------------------------------------------------
// 1. The mix.

const json = (body) => ({ method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', origin: `http://lumiere.localhost:${port}` } })
// [kind, host, path, init?, expected status]
const MIX = [
  ['page', 'lumiere.localhost', '/en', undefined, 200],
  ['page', 'lumiere.localhost', '/fr', undefined, 200],
  ['page', 'halles.localhost', '/nl', undefined, 200],
  ['page', 'comptoir.localhost', '/de', undefined, 200],
  ['page', 'club.localhost', '/en/customer/login', undefined, 200],
  ['page', 'ferme.localhost', '/en', undefined, 503], // an inactive venue: 'POS unavailable'
  ['page', 'lumiere.localhost', '/en/info/privacy', undefined, 200],
  ['page', 'lumiere.localhost', '/en/nothing-here', undefined, 404],
  ['page', 'nowhere.localhost', '/en', undefined, 404],
  ['read', 'lumiere.localhost', '/api/menu/100', undefined, 200],
  ['read', 'lumiere.localhost', '/api/menu/100/products/100010', undefined, 200],
  ['read', 'comptoir.localhost', '/api/dinnertable/ee165adf-9aa2-533d-ba19-6ff39ef1d8e0', undefined, 200],
  ['read', 'lumiere.localhost', '/api/payment-methods?amount=21.00', undefined, 200],
  ['read', 'lumiere.localhost', '/api/voucher/LUM-GIFT-2025', undefined, 200],
  ['refused', 'lumiere.localhost', '/api/nothing-here', json({ a: 1 }), 404],
  ['refused', 'lumiere.localhost', '/api/credit', json({ amount: 10 }), 401],
  ['refused', 'lumiere.localhost', '/api/checkout', json({ cart: [] }), 400],
  ['refused', 'lumiere.localhost', '/api/auth/register', json({ email: 'not an email' }), 400],
  ['refused', 'lumiere.localhost', '/api/auth/login', json({ login: 'x'.repeat(70_000) }), 413],
  ['succeeds', 'lumiere.localhost', '/api/auth/logout', json({}), 204],
  ['succeeds', 'lumiere.localhost', '/api/auth/checkemail/someone@example.com', undefined, 200],
]

const agent = new Agent({ keepAlive: true, maxSockets: 50 })
/** One request of the mix; `diner` numbers who sends it (the edge names each client's address). */
function send([, host, path, init = {}], diner) {
  return new Promise((resolve) => {
    const started = performance.now()
    const address = `10.${(diner >> 16) & 255}.${(diner >> 8) & 255}.${diner & 255}`
    const headers = { host: `${host}:${port}`, 'user-agent': UA, 'x-locale': 'en', 'cf-connecting-ip': address, ...init.headers }
    if (init.body !== undefined) headers['content-length'] = String(Buffer.byteLength(init.body))
    const req = request({ agent, host: '127.0.0.1', port, path, method: init.method ?? 'GET', headers }, (res) => {
      res.resume()
      res.on('end', () => resolve({ status: res.statusCode, ms: performance.now() - started }))
    })
    req.setTimeout(10_000, () => req.destroy(new Error('timeout')))
    req.on('error', (error) => resolve({ status: error.code ?? error.message, ms: performance.now() - started }))
    req.end(init.body)
  })
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]

async function runMix(total, concurrency = 20) {
  let next = 0
  const results = new Map()
  const unexpected = new Map()
  const times = []
  const started = performance.now()
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const index = next++
        const entry = MIX[index % MIX.length]
        // A few requests each, as diners come and go: no one reaches the per-address limits.
        const { status, ms } = await send(entry, Math.floor(index / 5))
        times.push(ms)
        const key = `${entry[0]} ${status}`
        results.set(key, (results.get(key) ?? 0) + 1)
        if (status !== entry[4]) unexpected.set(`${entry[2]} ${status}`, (unexpected.get(`${entry[2]} ${status}`) ?? 0) + 1)
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  const statuses = [...results.entries()].sort()
  times.sort((a, b) => a - b)
  return { total, seconds, statuses, unexpected: [...unexpected.entries()], p50: percentile(times, 50), p99: percentile(times, 99), max: times.at(-1) }
}

const mix = await runMix(Number(args.mix))
console.log(`\nmix: ${mix.total} requests in ${mix.seconds.toFixed(1)} s (20 at a time), p50 ${mix.p50.toFixed(1)} ms, p99 ${mix.p99.toFixed(1)} ms, slowest ${mix.max.toFixed(0)} ms`)
for (const [key, n] of mix.statuses) console.log(`  ${key.padEnd(16)} ${n}`)
console.log(`  answers other than expected (connection errors, 5xx, anything else): ${mix.unexpected.reduce((sum, [, n]) => sum + n, 0)}`)
for (const [key, n] of mix.unexpected) console.log(`    ${key}: ${n}`)

// ---------------------------------------------------------------------------------------------------
// 2. Many connections on one page, memory sampled every 10 s.

const duration = Number(args.duration)
const connections = Number(args.connections)
const samples = []
const sampler = setInterval(() => {
  samples.push({ at: samples.length * 10 + 10, rss: servingProcesses().map(({ pid, label }) => ({ label, mb: rssMb(pid) })) })
}, 10_000)
const before = servingProcesses().map(({ pid, label }) => ({ label, mb: rssMb(pid) }))
// Every answer other than 2xx, with when it came and what it said, so a failure can be explained.
const started = Date.now()
const failures = []
const result = await autocannon({
  url: `http://127.0.0.1:${port}${args.path}`,
  connections,
  duration,
  headers: { host: `${args.host}:${port}`, 'user-agent': UA },
  requests: [
    {
      onResponse(status, body) {
        if (status >= 200 && status < 300) return
        const text = String(body).replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim()
        failures.push({ at: (Date.now() - started) / 1000, status, text: text.slice(0, 160) })
      },
    },
  ],
})
clearInterval(sampler)

const { latency, requests } = result
console.log(`\n${connections} connections for ${duration} s on ${args.host}${args.path}:`)
console.log(`  ${requests.average.toFixed(1)} req/s, ${requests.total} requests; latency p50 ${latency.p50} ms, p99 ${latency.p99} ms (p99/p50 ${(latency.p99 / latency.p50).toFixed(2)})`)
console.log(`  errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}`)
for (const { at, status, text } of failures.slice(0, 10)) console.log(`    ${status} at ${at.toFixed(1)} s: ${text}`)
if (failures.length > 10) console.log(`    … and ${failures.length - 10} more, the last at ${failures.at(-1).at.toFixed(1)} s`)
const at = (seconds) => samples.find((sample) => sample.at === seconds)
const line = (sample) => sample?.rss.map(({ label, mb }) => `${label} ${mb} MB`).join(', ') ?? 'n/a'
console.log(`  memory before: ${before.map(({ label, mb }) => `${label} ${mb} MB`).join(', ')}`)
for (const seconds of [60, 120, 300, 600].filter((s) => s <= duration)) console.log(`  memory at ${seconds} s: ${line(at(seconds))}`)
const first = at(60)?.rss.find(({ label }) => label === 'app workerd')?.mb
const last = at(Math.floor(duration / 10) * 10)?.rss.find(({ label }) => label === 'app workerd')?.mb
if (first && last && duration >= 120) console.log(`  app workerd from 60 s to ${Math.floor(duration / 10) * 10} s: ${(((last - first) / first) * 100).toFixed(1)} %`)

await stopStack()
