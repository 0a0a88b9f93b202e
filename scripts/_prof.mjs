import { Miniflare } from 'miniflare'
import WebSocket from 'ws'
import { execSync } from 'node:child_process'
import { request } from 'node:http'
import { writeFileSync } from 'node:fs'
import { startOrigin } from './stack.mjs'
import { miniflareOptions } from './worker-options.mjs'
const path = process.argv[2] ?? '/en'
const origin = await startOrigin({ port: 4000, persistTo: '.wrangler/state', reset: false })
const mf = new Miniflare({ ...miniflareOptions({ kind: 'app', port: 8787, persistTo: '.wrangler/state', vars: { PLATFORM_URL: origin.url } }), inspectorPort: 9229 })
await mf.ready
const UA = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36'
const get = (p) => new Promise((resolve) => { const r = request({ host: '127.0.0.1', port: 8787, path: p, headers: { host: 'lumiere.localhost:8787', 'user-agent': UA } }, (res) => { res.resume(); res.on('end', resolve) }); r.on('error', resolve); r.end() })
const list = await (await fetch('http://127.0.0.1:9229/json')).json()
const ws = new WebSocket(list.find((t) => t.id === 'core:user:ordering-webapp').webSocketDebuggerUrl, { maxPayload: 2 ** 31 })
await new Promise((r) => ws.on('open', r))
let id = 0; const pending = new Map()
ws.on('message', (m) => { const d = JSON.parse(m); if (d.id && pending.has(d.id)) { pending.get(d.id)(d); pending.delete(d.id) } })
const call = async (method, params = {}) => { const i = ++id; const p = new Promise((r) => pending.set(i, r)); ws.send(JSON.stringify({ id: i, method, params })); for (let k = 0; k < 100; k++) { if (await Promise.race([p.then(() => true), new Promise((r) => setTimeout(() => r(false), 50))])) return p; await get(path) } return p }
for (let i = 0; i < 300; i++) await get(path)
await call('Profiler.enable'); await call('Profiler.setSamplingInterval', { interval: 100 }); await call('Profiler.start')
const t0 = Date.now()
execSync(`npx autocannon -c 1 -a 1000 -H "host=lumiere.localhost:8787" -H "user-agent=${UA}" http://127.0.0.1:8787${path}`, { stdio: 'inherit' })
console.log('1000 sequential requests in', Date.now() - t0, 'ms')
const { result } = await call('Profiler.stop')
writeFileSync('/tmp/prof/app.cpuprofile', JSON.stringify(result.profile))
ws.close(); await mf.dispose(); await origin.stop()
