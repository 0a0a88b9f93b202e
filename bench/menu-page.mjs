// Menu page benchmark against a running app and sandbox origin (npm start, or pass URLs):
// first-load JavaScript and HTML (gzip), time to first byte and to the full page (warm), and the
// platform calls made by 100 menu views in a row.
//   node bench/menu-page.mjs [appUrl=http://127.0.0.1:8787] [originUrl=http://127.0.0.1:4000] [host=lumiere.localhost]
import { request } from 'node:http'
import { gzipSync } from 'node:zlib'
import { firstLoadJs } from './first-load-js.mjs'

const [appUrl = 'http://127.0.0.1:8787', originUrl = 'http://127.0.0.1:4000', host = 'lumiere.localhost'] =
  process.argv.slice(2)
const port = new URL(appUrl).port
const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36'

/** GET on the venue host; resolves with the body and the times of the first byte and the end (ms). */
function get(path, headers = {}) {
  return new Promise((resolve, reject) => {
    const start = performance.now()
    let firstByte
    const chunks = []
    const req = request({ host: '127.0.0.1', port, path, headers: { host: `${host}:${port}`, 'user-agent': UA, ...headers } }, (res) => {
      res.on('data', (chunk) => {
        firstByte ??= performance.now() - start
        chunks.push(chunk)
      })
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks), firstByte, total: performance.now() - start }))
    })
    req.on('error', reject)
    req.end()
  })
}

const kb = (bytes) => (bytes / 1024).toFixed(1)
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

const page = await get('/en')
if (page.status !== 200) throw new Error(`/en answered ${page.status}`)
const js = await firstLoadJs(`http://${host}:${port}/en`, (url, headers) => get(new URL(url).pathname, headers))

for (let i = 0; i < 5; i++) await get('/en') // warm
const runs = []
for (let i = 0; i < 20; i++) runs.push(await get('/en'))

await fetch(`${originUrl}/__sandbox/calls`, { method: 'DELETE' })
for (let i = 0; i < 100; i++) await get('/en')
const calls = await (await fetch(`${originUrl}/__sandbox/calls`)).json()

console.log(`menu page ${host}/en`)
console.log(`  first-load JavaScript: ${kb(js.gzip)} KB gzip in ${js.files} files`)
console.log(`  HTML: ${kb(page.body.length)} KB, ${kb(gzipSync(page.body, { level: 9 }).length)} KB gzip`)
console.log(`  warm, median of 20: first byte ${median(runs.map((r) => r.firstByte)).toFixed(1)} ms, full page ${median(runs.map((r) => r.total)).toFixed(1)} ms`)
console.log(`  platform calls for 100 menu views: ${calls.total}`)
