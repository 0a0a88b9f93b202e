// Many venues read from many data centres, on this machine (docs/decisions/075 and 076):
//   - the sandbox platform with the demo venues and generated ones (origin/seed/grand-venue.mjs):
//     EDGE_SCALE_VENUES (300), the first EDGE_SCALE_LARGE (30) of them with 600 products;
//   - the app as 1 data centre, then as EDGE_SCALE_DATA_CENTRES (10): one workerd, each data centre a
//     Worker of its own (its own isolate and Cache API namespaces), the KV namespace and the Durable
//     Objects shared by all, as on Cloudflare (scripts/worker-options.mjs `dataCentreWorkers`);
//   - diners reading menu pages for EDGE_SCALE_MINUTES (10) in each run, EDGE_SCALE_VIEWS_PER_SECOND
//     (3) in all, each at a random data centre, venues by popularity (Zipf, s = 1: a few are busy at
//     lunch, most are quiet), in the diners' languages;
//   - at the end of the run with many data centres, a price changed at one venue: how long until every
//     data centre serves it.
// It prints platform calls per venue per hour (1 and many data centres within 10 %), the time for a
// change to reach every data centre (≤ 5 s), each isolate's JavaScript heap (≤ 64 MB), and the menu
// page's p50 and p99 under load against a single venue read alone on the same machine (within 20 %);
// it exits 1 when a goal is missed.
// Every venue's record is read once first, and the diners' first EDGE_SCALE_WARM_MINUTES (1) are not counted: the figures are those of a day under
// way, not of a cold start, which costs one load per menu whatever the number of data centres. Both
// runs draw the same diners in the same order. MENU_TTL_SECONDS is production's (60 s); this machine's
// sandbox answers some 50 platform calls a second, which bounds the diners' pace: at 3 views a second,
// a few dozen venues are read every minute, the busiest many times a minute in every data centre.
//   npm run bench:edge-scale        EDGE_SCALE_MINUTES=2 npm run bench:edge-scale   (a shorter run)
//   EDGE_SCALE_APP_PORT (8940; the data centres take the ports after it), EDGE_SCALE_ORIGIN_PORT (4440),
//   EDGE_SCALE_INSPECTOR_PORT (9229)
import { rmSync } from 'node:fs'
import { readFileSync } from 'node:fs'
import { Agent, request } from 'node:http'
import WebSocket from 'ws'
import { generatedVenueSpecs } from '../origin/seed/grand-venue.mjs'
import { startApp, startOrigin } from '../scripts/stack.mjs'
import { venueWebhookSecret } from '../scripts/venue-webhook-secrets.mjs'
import { servingProcesses } from './serving-processes.mjs'

const env = (name, fallback) => Number(process.env[name] ?? fallback)
const MINUTES = env('EDGE_SCALE_MINUTES', 10)
const VENUES = env('EDGE_SCALE_VENUES', 300)
const LARGE = env('EDGE_SCALE_LARGE', 30)
const DATA_CENTRES = env('EDGE_SCALE_DATA_CENTRES', 10)
const VIEWS_PER_SECOND = env('EDGE_SCALE_VIEWS_PER_SECOND', 3)
const APP_PORT = env('EDGE_SCALE_APP_PORT', 8940)
const ORIGIN_PORT = env('EDGE_SCALE_ORIGIN_PORT', 4440)
const INSPECTOR_PORT = env('EDGE_SCALE_INSPECTOR_PORT', 9229)
const MENU_TTL = env('EDGE_SCALE_MENU_TTL', 60)
const WARM_MINUTES = env('EDGE_SCALE_WARM_MINUTES', 1)
// Diners' requests in flight at most; past it a view is counted as not sent (the machine is saturated).
const MAX_IN_FLIGHT = 64
const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36'
const GOALS = { callsSpread: 0.1, changeSeconds: 5, heapMb: 64, latencySpread: 0.2 }

const specs = generatedVenueSpecs({ count: VENUES, large: LARGE })
// Popularity rank: the large venues spread among the ranks (every tenth), not all at the top.
const byRank = (() => {
  const [large, small] = [specs.slice(0, LARGE), specs.slice(LARGE)]
  const step = VENUES / Math.max(1, LARGE)
  return specs.map((_, rank) => (Math.floor(rank % step) === 0 ? large.shift() : small.shift()) ?? large.shift() ?? small.shift())
})()
const zipf = byRank.map((_, rank) => 1 / (rank + 1))
const zipfTotal = zipf.reduce((sum, weight) => sum + weight, 0)
const LANGUAGES = [['en', 0.4], ['fr', 0.3], ['nl', 0.2], ['de', 0.1]]

// A deterministic sequence, so two runs draw the same diners.
function random(seed) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
function pick(draw, weights, total) {
  let left = draw() * total
  for (let index = 0; index < weights.length; index++) if ((left -= weights[index]) <= 0) return index
  return weights.length - 1
}

const agent = new Agent({ keepAlive: true, maxSockets: MAX_IN_FLIGHT })
/** GET on a venue's host at one data centre: status, body, the times to the first and the last byte (ms). */
async function get(url, host, path, headers = {}) {
  // A kept-alive connection the server has just closed is reset: asked again on a new one.
  for (let attempt = 1; ; attempt++) {
    try {
      return await getOnce(url, host, path, headers)
    } catch (error) {
      if (attempt === 3 || error.code !== 'ECONNRESET') throw error
    }
  }
}

function getOnce(url, host, path, headers) {
  const { port } = new URL(url)
  return new Promise((resolve, reject) => {
    const start = performance.now()
    const chunks = []
    let firstByte
    request({ host: '127.0.0.1', port, path, agent, headers: { host: `${host}:${port}`, 'user-agent': UA, ...headers } }, (res) => {
      res.on('data', (chunk) => {
        firstByte ??= performance.now() - start
        chunks.push(chunk)
      })
      res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString('utf8'), ms: performance.now() - start, firstByte }))
    })
      .on('error', reject)
      .end()
  })
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN
}
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

// ---------------------------------------------------------------------------------------------------
// The isolates' heaps, through the V8 inspector of workerd.

async function heapMb(workerName, collect) {
  const socket = new WebSocket(`ws://127.0.0.1:${INSPECTOR_PORT}/core:user:${workerName}`)
  const timeout = new Promise((_, reject) => setTimeout(() => reject(new Error(`no answer from the inspector of ${workerName}`)), 20_000).unref())
  let id = 0
  const send = (method) =>
    new Promise((resolve) => {
      const mine = ++id
      socket.on('message', (data) => {
        const message = JSON.parse(String(data))
        if (message.id === mine) resolve(message.result)
      })
      socket.send(JSON.stringify({ id: mine, method }))
    })
  const read = async () => {
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject))
    if (collect) await send('HeapProfiler.collectGarbage')
    return (await send('Runtime.getHeapUsage')).usedSize / 1024 / 1024
  }
  try {
    return await Promise.race([read(), timeout])
  } finally {
    socket.terminate()
  }
}

/** CPU time (ms) the app's workerd has used, every data centre and the Durable Objects in it. */
function appCpuMs() {
  const [app] = servingProcesses({ [APP_PORT]: 'app' })
  const fields = readFileSync(`/proc/${app.pid}/stat`, 'utf8').split(') ')[1].split(' ')
  // utime and stime, in clock ticks of 10 ms.
  return (Number(fields[11]) + Number(fields[12])) * 10
}

const workerNames = (count) => Array.from({ length: count }, (_, index) => (index === 0 ? 'ordering-webapp' : `ordering-webapp-dc${index}`))

// ---------------------------------------------------------------------------------------------------

const origin = await startOrigin({ port: ORIGIN_PORT, persistTo: '.wrangler/bench-edge-scale', generatedVenues: { count: VENUES, large: LARGE }, appPort: APP_PORT })
const sandbox = async (path, init) => {
  const response = await fetch(`${origin.url}/__sandbox${path}`, init)
  if (!response.ok) throw new Error(`sandbox ${path}: ${response.status}`)
  return response
}
/** Platform calls since the count was reset, and the menu loads among them (one items call each). */
async function platformCalls() {
  const { total, byPath } = await (await sandbox('/calls')).json()
  const loads = Object.entries(byPath).reduce((sum, [path, count]) => sum + (path.startsWith('/api/v4/items/CustomerWebApp/') ? count : 0), 0)
  return { total, loads }
}
let running = null
const stopAll = async () => {
  await running?.stop()
  await origin.stop()
}
process.on('SIGINT', () => void stopAll().then(() => process.exit(130)))

/** One run: the app as `dataCentres` data centres, read by diners for MINUTES. */
async function run(dataCentres, { baseline = false, change = false } = {}) {
  const state = `.wrangler/bench-edge-scale-app-${dataCentres}`
  rmSync(state, { recursive: true, force: true })
  const changed = specs[0]
  running = await startApp({
    port: APP_PORT,
    platformUrl: origin.url,
    persistTo: state,
    dataCentres,
    inspectorPort: INSPECTOR_PORT,
    webhookSecrets: { [changed.host]: [venueWebhookSecret(changed.host)] },
    // Venues served before, as a group's are: not held back by the cap on look-ups of unknown hosts.
    knownVenueHosts: specs.map((spec) => spec.host),
    vars: { MENU_TTL_SECONDS: String(MENU_TTL) },
  })
  const urls = running.urls
  const result = { dataCentres }

  if (baseline) {
    // Today's single-venue figure, as bench/menu-page.mjs takes it: one venue's page read alone, warm.
    for (let i = 0; i < 20; i++) await get(urls[0], 'lumiere.localhost', '/en')
    const runs = []
    for (let i = 0; i < 200; i++) runs.push(await get(urls[0], 'lumiere.localhost', '/en'))
    const [times, firstBytes] = [runs.map((r) => r.ms), runs.map((r) => r.firstByte)]
    result.baseline = { p50: percentile(times, 50), p99: percentile(times, 99), firstByteP50: percentile(firstBytes, 50), firstByteP99: percentile(firstBytes, 99) }
  }

  // Every venue's record, as a day under way has them (a page waits for its venue, not for its menu).
  const hosts = [...specs]
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let venue = hosts.shift(); venue; venue = hosts.shift()) await get(urls[0], venue.host, '/en/info/privacy')
    }),
  )

  const draw = random(52)
  const times = []
  const firstBytes = []
  const statuses = new Map()
  const viewed = new Set()
  let inFlight = 0
  let notSent = 0
  let heapPeak = 0
  const begun = Date.now()
  // Counted from here: the platform's calls, the views and their times.
  const started = begun + WARM_MINUTES * 60_000
  let counting = false
  const ends = started + MINUTES * 60_000
  const views = []
  let sampling = false
  const heapTimer = setInterval(async () => {
    if (sampling) return
    sampling = true
    // After a collection: what the isolate holds, not the garbage it has not collected yet.
    for (const name of workerNames(dataCentres)) heapPeak = Math.max(heapPeak, await heapMb(name, true).catch(() => 0))
    sampling = false
  }, 15_000)
  for (let next = begun; next < ends; next += 1000 / VIEWS_PER_SECOND) {
    if (next > Date.now()) await sleep(next - Date.now())
    if (!counting && next >= started) {
      await sandbox('/calls', { method: 'DELETE' })
      result.cpuAtStart = appCpuMs()
      counting = true
    }
    const venue = byRank[pick(draw, zipf, zipfTotal)]
    const language = LANGUAGES[pick(draw, LANGUAGES.map(([, weight]) => weight), 1)][0]
    const url = urls[Math.floor(draw() * urls.length)]
    if (inFlight >= MAX_IN_FLIGHT) {
      if (counting) notSent++
      continue
    }
    inFlight++
    const counted = counting
    if (counted) viewed.add(venue.host)
    views.push(
      get(url, venue.host, `/${language}`)
        .then(({ status, ms, firstByte }) => {
          if (!counted) return
          statuses.set(status, (statuses.get(status) ?? 0) + 1)
          times.push(ms)
          firstBytes.push(firstByte)
        })
        .catch(() => counted && statuses.set('error', (statuses.get('error') ?? 0) + 1))
        .finally(() => inFlight--),
    )
  }
  await Promise.all(views)
  clearInterval(heapTimer)
  const hours = (Date.now() - started) / 3_600_000
  result.cpuMsPerView = (appCpuMs() - result.cpuAtStart) / times.length
  const calls = await platformCalls()
  result.callsPerVenueHour = calls.total / viewed.size / hours
  result.loadsPerVenueHour = calls.loads / viewed.size / hours
  result.venuesViewed = viewed.size
  result.views = times.length
  result.notSent = notSent
  result.statuses = Object.fromEntries(statuses)
  result.p50 = percentile(times, 50)
  result.p99 = percentile(times, 99)
  result.firstByteP50 = percentile(firstBytes, 50)
  result.firstByteP99 = percentile(firstBytes, 99)

  console.log(`  ${dataCentres} data centre(s): diners done`)
  if (change) result.change = await menuChange(urls, changed)

  const heaps = []
  for (const name of workerNames(dataCentres)) heaps.push(await heapMb(name, true).catch(() => NaN))
  result.heapEndMb = Math.max(...heaps)
  result.heapPeakMb = Math.max(heapPeak, result.heapEndMb)
  await running.stop()
  running = null
  print(result)
  return result
}

function print(result) {
  console.log(
    `${result.dataCentres} data centre(s): ${result.views} views of ${result.venuesViewed} venues (${JSON.stringify(result.statuses)}, ${result.notSent} not sent), ` +
      `page p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms (first byte ${result.firstByteP50.toFixed(1)} / ${result.firstByteP99.toFixed(1)} ms), platform calls per venue per hour ${result.callsPerVenueHour.toFixed(0)} (${result.loadsPerVenueHour.toFixed(1)} menu loads), ` +
      `live heap at the end ${result.heapEndMb.toFixed(1)} MB (largest every 15 s ${result.heapPeakMb.toFixed(1)} MB), CPU ${result.cpuMsPerView.toFixed(1)} ms per view`,
  )
  if (result.baseline) console.log(`  single venue read alone before the diners: page p50 ${result.baseline.p50.toFixed(1)} ms, p99 ${result.baseline.p99.toFixed(1)} ms (first byte ${result.baseline.firstByteP50.toFixed(1)} / ${result.baseline.firstByteP99.toFixed(1)} ms)`)
  if (result.change) {
    const { seconds, spread, perDataCentre } = result.change
    console.log(`  a menu change reached every data centre in ${seconds.toFixed(2)} s (${perDataCentre.map((s) => s.toFixed(1)).join(', ')}): the owner's reload from the platform, then ${spread.toFixed(2)} s from the first data centre to the last`)
  }
}

/** The menu of a generated venue at one data centre, asked again until it is there (a first load may take longer than a page waits). */
async function menuOf(url, venue) {
  const posId = 900 + venue.number * 10_000_000
  for (let attempt = 1; ; attempt++) {
    const response = await get(url, venue.host, `/api/menu/${posId}`, { 'x-locale': 'en' })
    if (response.status === 200) return JSON.parse(response.body)
    if (attempt === 30) throw new Error(`the menu of ${venue.host} answered ${response.status}`)
    await sleep(500)
  }
}

/** A price changed at `venue` (the sandbox tells the first data centre): seconds until every data centre serves it. */
async function menuChange(urls, venue) {
  const menuAt = (url) => menuOf(url, venue)
  const product = (await menuAt(urls[0])).products[0]
  const cents = product.priceCents + 137
  // Every data centre holds the menu before it changes.
  for (const url of urls) await menuAt(url)
  const start = Date.now()
  await sandbox(`/items/${product.id}/price`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ price: cents / 100 }) })
  const reached = await Promise.all(
    urls.map(async (url) => {
      while (Date.now() - start < 30_000) {
        if ((await menuAt(url)).products.find((entry) => entry.id === product.id)?.priceCents === cents) return (Date.now() - start) / 1000
        await sleep(50)
      }
      return Infinity
    }),
  )
  // The first data centre has it once the owner has loaded it again (the platform's part); the others
  // follow within their check time (decision 075's part).
  return { seconds: Math.max(...reached), spread: Math.max(...reached) - Math.min(...reached), perDataCentre: reached }
}

let failed = false
const check = (ok, line) => {
  console.log(`  ${ok ? 'ok  ' : 'MISS'} ${line}`)
  if (!ok) failed = true
}
try {
  console.log(
    `edge scale: ${VENUES} generated venues (${LARGE} of 600 products), ${VIEWS_PER_SECOND} views/s, ${WARM_MINUTES} min not counted then ${MINUTES} min per run, MENU_TTL_SECONDS ${MENU_TTL}`,
  )
  const one = await run(1, { baseline: true })
  const many = await run(DATA_CENTRES, { change: true })
  console.log('goals:')
  const spread = Math.abs(many.callsPerVenueHour - one.callsPerVenueHour) / one.callsPerVenueHour
  check(spread <= GOALS.callsSpread, `platform calls per venue per hour, ${DATA_CENTRES} vs 1 data centre: ${(spread * 100).toFixed(1)} % apart (≤ 10 %)`)
  check(many.change.seconds <= GOALS.changeSeconds, `a menu change everywhere in ${many.change.seconds.toFixed(2)} s, the platform's reload included (≤ ${GOALS.changeSeconds} s)`)
  check(many.change.spread <= GOALS.changeSeconds, `from the first data centre serving it to the last: ${many.change.spread.toFixed(2)} s (≤ ${GOALS.changeSeconds} s)`)
  const heap = Math.max(one.heapPeakMb, many.heapPeakMb)
  check(heap <= GOALS.heapMb, `largest live isolate heap, sampled every 15 s and at the end, ${heap.toFixed(1)} MB (≤ ${GOALS.heapMb} MB)`)
  for (const result of [one, many]) {
    for (const p of ['p50', 'p99']) {
      const limit = one.baseline[p] * (1 + GOALS.latencySpread)
      check(result[p] <= limit, `menu page ${p} with ${result.dataCentres} data centre(s): ${result[p].toFixed(1)} ms (≤ ${limit.toFixed(1)} ms)`)
    }
  }
} finally {
  await stopAll()
}
process.exit(failed ? 1 : 0)
