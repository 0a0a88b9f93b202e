// Does the app give back the memory of the WebSockets it served? In rounds, on the serving stack
// `npm start` uses: opens many watchers of one order as a browser opens them, waits until each has its
// first picture, closes them all with the close handshake, waits until the server has closed each one,
// and reads the resident memory of the app's workerd and of the Node process that runs its Miniflare.
//   node bench/sockets.mjs [--sockets 1000] [--rounds 5] [--settle 10] [--app-port 8898] [--origin-port 4398]
import { rmSync } from 'node:fs'
import { request } from 'node:http'
import { parseArgs } from 'node:util'
import WebSocket from 'ws'
import { startApp, startOrigin } from '../scripts/stack.mjs'
import { parentPid, rssMb, servingProcesses } from './serving-processes.mjs'

const { values: args } = parseArgs({
  options: {
    sockets: { type: 'string', default: '1000' },
    rounds: { type: 'string', default: '5' },
    settle: { type: 'string', default: '10' },
    'app-port': { type: 'string', default: '8898' },
    'origin-port': { type: 'string', default: '4398' },
  },
})
const SOCKETS = Number(args.sockets)
const ROUNDS = Number(args.rounds)
// The one fixed wait: after the last socket is closed, time for whatever frees memory lazily to run.
const SETTLE_MS = Number(args.settle) * 1000
const APP_PORT = Number(args['app-port'])
const ORIGIN_PORT = Number(args['origin-port'])
const OPEN_AT_ONCE = 50
const STATE_TIMEOUT_MS = 60_000
const VENUE = `comptoir.localhost:${APP_PORT}`
const TABLE_1 = 'ee165adf-9aa2-533d-ba19-6ff39ef1d8e0'
// What Chromium sends with a page's WebSocket, besides the handshake's own headers (ws offers
// permessage-deflate with client_max_window_bits, as Chromium does).
const BROWSER_HEADERS = {
  host: VENUE,
  origin: `http://${VENUE}`,
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
  'accept-encoding': 'gzip, deflate, br, zstd',
  'accept-language': 'en-GB,en;q=0.9',
  'cache-control': 'no-cache',
  pragma: 'no-cache',
}

const persist = { origin: '.wrangler/bench-sockets', app: '.wrangler/bench-sockets-app' }
for (const dir of Object.values(persist)) rmSync(dir, { recursive: true, force: true })
const origin = await startOrigin({ port: ORIGIN_PORT, persistTo: persist.origin, appPort: APP_PORT })
const app = await startApp({ port: APP_PORT, platformUrl: origin.url, persistTo: persist.app })
const stop = () => Promise.allSettled([app.stop(), origin.stop()])
process.on('SIGINT', () => void stop().then(() => process.exit(130)))

const workerd = servingProcesses({ [APP_PORT]: 'app' })[0]?.pid
const miniflareNode = workerd && parentPid(workerd)
if (!workerd) throw new Error(`no workerd serves port ${APP_PORT}`)
const memory = () => ({ workerd: rssMb(workerd), node: rssMb(miniflareNode) })

/** A drink at Le Comptoir's table 1, paid at the counter: accepted at once. (fetch would drop the Host.) */
function placeOrder() {
  const body = JSON.stringify({
    key: crypto.randomUUID(),
    table_uid: TABLE_1,
    cart: [{ id: 300001, posId: 300, quantity: 1, items: [] }],
    amount: 2.8,
    payment_method: 'on_site',
    name: 'Bench',
    terms_accepted: true,
  })
  const headers = { host: VENUE, origin: `http://${VENUE}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: APP_PORT, path: '/api/quickcheckout', method: 'POST', headers }, (res) => {
      let text = ''
      res.on('data', (chunk) => (text += chunk))
      res.on('end', () => (res.statusCode === 200 ? resolve(JSON.parse(text).order.uid) : reject(new Error(`quickcheckout: ${res.statusCode} ${text}`))))
    })
    req.on('error', reject)
    req.end(body)
  })
}

/** A watcher: resolves once it holds the order's first picture. */
function watch(uid) {
  const socket = new WebSocket(`ws://127.0.0.1:${APP_PORT}/api/order/${uid}/live`, { headers: BROWSER_HEADERS })
  return new Promise((resolve, reject) => {
    socket.once('message', () => resolve(socket))
    socket.once('error', reject)
    socket.once('unexpected-response', (_, response) => reject(new Error(`upgrade refused: ${response.statusCode}`)))
  })
}

/**
 * Closes with the handshake (1000) and resolves once the server has answered it and the connection is
 * gone; `answered` is false when the server never sent its close frame (ws then reports 1006).
 */
function closeCleanly(socket) {
  return new Promise((resolve) => {
    socket.once('close', (code) => resolve({ answered: code !== 1006 }))
    socket.close(1000, 'bye')
  })
}

async function inBatches(count, size, make) {
  const made = []
  for (let start = 0; start < count; start += size) made.push(...(await Promise.all(Array.from({ length: Math.min(size, count - start) }, make))))
  return made
}

const within = (promise, what) =>
  Promise.race([promise, new Promise((_, reject) => setTimeout(() => reject(new Error(`${what}: not within ${STATE_TIMEOUT_MS} ms`)), STATE_TIMEOUT_MS).unref())])
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

async function round(uid) {
  const before = memory()
  const sockets = await within(inBatches(SOCKETS, OPEN_AT_ONCE, () => watch(uid)), `opening ${SOCKETS} watchers`)
  const peak = memory()
  const closed = await within(Promise.all(sockets.map(closeCleanly)), `closing ${SOCKETS} watchers`)
  const afterClose = memory()
  await sleep(SETTLE_MS)
  return { before, peak, afterClose, settled: memory(), unanswered: closed.filter((c) => !c.answered).length }
}

const signed = (mb, from) => `${mb - from >= 0 ? '+' : ''}${mb - from}`
const percent = (mb, from) => `${mb - from >= 0 ? '+' : ''}${Math.round(((mb - from) / from) * 100)} %`
const row = (index, r, key) =>
  `| ${index} | ${r.before[key]} | ${r.peak[key]} (${signed(r.peak[key], r.before[key])}) | ${r.afterClose[key]} (${signed(r.afterClose[key], r.before[key])}) | ${r.settled[key]} (${signed(r.settled[key], r.before[key])}, ${percent(r.settled[key], r.before[key])}) | ${r.unanswered} |`

try {
  const uid = await placeOrder()
  // Warm-up: the route, the Durable Object and their code, before anything is measured.
  await Promise.all((await inBatches(OPEN_AT_ONCE, OPEN_AT_ONCE, () => watch(uid))).map(closeCleanly))
  await sleep(SETTLE_MS)
  const rounds = []
  for (let index = 1; index <= ROUNDS; index++) {
    rounds.push(await round(uid))
    console.error(`round ${index}: ${JSON.stringify(rounds.at(-1))}`)
  }
  for (const [key, label] of [['workerd', "app's workerd"], ['node', 'Node process running Miniflare']]) {
    console.log(`\n${label}, resident MB, ${SOCKETS} watchers a round, settle ${SETTLE_MS / 1000} s`)
    console.log('| round | before | peak | after close | after settle | closes unanswered |')
    console.log('|---|---|---|---|---|---|')
    rounds.forEach((r, i) => console.log(row(i + 1, r, key)))
  }
} finally {
  await stop()
}
