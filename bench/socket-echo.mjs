// The control for bench/sockets.mjs: a ten-line Worker that holds WebSockets as the app does, served by
// Miniflare in this process, so that what workerd and Miniflare cost per socket shows apart from ours.
// Each round opens the sockets (each waits for its first message), closes them all and waits until
// the server has closed each one, then 3 s of settling; workerd's resident memory before, at the peak
// and after.
//   node bench/socket-echo.mjs [--object] [--assets] [--direct] [--deflate] [--close client|object|drop]
//     --object   the Worker hands the socket to a Durable Object that accepts it for hibernation
//     --assets   with static assets, as the app is served (Miniflare's assets proxy and router in the way)
//     --direct   a socket of workerd's straight to the Worker, not through Miniflare's entry Worker
//     --deflate  the client offers permessage-deflate, as browsers do
//     --close    who ends each socket: the client (handshake), the object (asked to), or nobody (dropped)
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { Miniflare } from 'miniflare'
import WebSocket from 'ws'
import { rssMb } from './serving-processes.mjs'

const { values: args } = parseArgs({
  options: {
    object: { type: 'boolean' },
    assets: { type: 'boolean' },
    direct: { type: 'boolean' },
    deflate: { type: 'boolean' },
    close: { type: 'string', default: 'client' },
    sockets: { type: 'string', default: '1000' },
    rounds: { type: 'string', default: '3' },
    port: { type: 'string', default: '8899' },
  },
})
const PORT = Number(args.port)
const SOCKETS = Number(args.sockets)
const SETTLE_MS = 3_000

const script = `
import { DurableObject } from 'cloudflare:workers'
export class Holder extends DurableObject {
  async fetch() {
    const [client, server] = Object.values(new WebSocketPair())
    this.ctx.acceptWebSocket(server)
    server.send('hello')
    return new Response(null, { status: 101, webSocket: client })
  }
  webSocketMessage(ws, message) { if (message === 'bye') ws.close(1000, 'bye') }
  webSocketClose(ws, code) { try { ws.close(code === 1005 || code === 1006 ? 1000 : code) } catch {} }
}
export default {
  async fetch(request, env) {
    if (${Boolean(args.object)}) return env.HOLDERS.get(env.HOLDERS.idFromName('one')).fetch(request)
    const [client, server] = Object.values(new WebSocketPair())
    server.accept()
    server.send('hello')
    server.addEventListener('message', (event) => event.data === 'bye' && server.close(1000, 'bye'))
    server.addEventListener('close', () => { try { server.close(1000) } catch {} })
    return new Response(null, { status: 101, webSocket: client })
  },
}`
const assets = mkdtempSync(join(tmpdir(), 'socket-echo-'))
writeFileSync(join(assets, 'index.txt'), 'an asset')
const mf = new Miniflare({
  modules: true,
  script,
  compatibilityDate: '2026-04-20',
  durableObjects: { HOLDERS: { className: 'Holder', useSQLite: true } },
  ...(args.assets ? { assets: { directory: assets, routerConfig: { has_user_worker: true } } } : {}),
  host: '127.0.0.1',
  port: args.direct ? 0 : PORT,
  ...(args.direct ? { unsafeDirectSockets: [{ host: '127.0.0.1', port: PORT }] } : {}),
  cf: false,
})
await mf.ready

// The workerd this Miniflare started: the child of this process.
const workerd = readdirSync('/proc').find((pid) => {
  try {
    return /^\d+$/.test(pid) && readFileSync(`/proc/${pid}/status`, 'utf8').includes(`\nPPid:\t${process.pid}\n`)
  } catch {
    return false
  }
})

function open() {
  const socket = new WebSocket(`ws://127.0.0.1:${PORT}/`, { perMessageDeflate: Boolean(args.deflate) })
  return new Promise((resolve, reject) => {
    socket.once('message', () => resolve(socket))
    socket.once('error', reject)
  })
}

const end = {
  client: (socket) => socket.close(1000),
  object: (socket) => socket.send('bye'),
  drop: (socket) => socket.terminate(),
}[args.close]
function closed(socket) {
  return new Promise((resolve) => {
    socket.once('close', resolve)
    end(socket)
  })
}
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

const rounds = []
for (let round = 1; round <= Number(args.rounds); round++) {
  const before = rssMb(workerd)
  const sockets = []
  for (let start = 0; start < SOCKETS; start += 50) sockets.push(...(await Promise.all(Array.from({ length: Math.min(50, SOCKETS - start) }, open))))
  const peak = rssMb(workerd)
  await Promise.all(sockets.map(closed))
  await sleep(SETTLE_MS)
  rounds.push(`${before} → ${peak} → ${rssMb(workerd)}`)
}
const shape = ['object', 'assets', 'direct', 'deflate'].filter((flag) => args[flag]).join(', ') || 'plain'
console.log(`${shape}, close by ${args.close}: workerd MB per round of ${SOCKETS}, before → peak → after: ${rounds.join(' | ')}`)
await mf.dispose()
