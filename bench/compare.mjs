// Side by side with the Next.js peer (../shared/peers/nextjs-menu), one right after the other, with the
// peer's own measure.sh: HTML and first-load JavaScript, throughput, Lighthouse mobile (median of 5).
//   npm run bench:compare [-- --venue lumiere --locale en --runs 5]
// The peer is prepared and started by bench/peer.mjs. Our app is served as `npm start` serves it
// (scripts/stack.mjs), on ports of its own with a fresh state, unless --app names a running one.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { Agent, request } from 'node:http'
import { cpus } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { startApp, startOrigin } from '../scripts/stack.mjs'
import { firstLoadJs } from './first-load-js.mjs'
import { copyPeer, PEER, peerUrl } from './peer.mjs'
import { ROOT } from '../scripts/worker-options.mjs'

const { values: args } = parseArgs({
  options: {
    venue: { type: 'string', default: 'lumiere' },
    locale: { type: 'string', default: 'en' },
    runs: { type: 'string', default: '5' },
    app: { type: 'string' },
    'skip-peer': { type: 'boolean', default: false },
  },
})

const OUT = join(ROOT, '.bench/results', new Date().toISOString().replace(/[:.]/g, '-'))
mkdirSync(OUT, { recursive: true })

const log = (line) => process.stderr.write(`${line}\n`)

// ---------------------------------------------------------------------------------------------------
// Our app: started as `npm start` starts it, or the one named by --app.

async function ourUrl() {
  if (args.app) return { url: `${args.app.replace(/\/$/, '')}/${args.locale}`, stop: async () => {} }
  for (const dir of ['.wrangler/bench-compare', '.wrangler/bench-compare-app']) rmSync(join(ROOT, dir), { recursive: true, force: true })
  const origin = await startOrigin({ port: 4395, persistTo: '.wrangler/bench-compare' })
  const app = await startApp({ port: 8895, platformUrl: origin.url, persistTo: '.wrangler/bench-compare-app' })
  return {
    url: `http://${args.venue}.localhost:8895/${args.locale}`,
    stop: async () => {
      await app.stop()
      await origin.stop()
    },
  }
}

// ---------------------------------------------------------------------------------------------------
// Measurements.

const agent = new Agent({ keepAlive: true })
/**
 * GET with the Host of `url` over 127.0.0.1 (Node does not resolve *.localhost); body and timings. A
 * kept-alive socket the server closed while idle (during the Lighthouse runs) is retried on a new one.
 */
async function get(url, headers = {}) {
  try {
    return await getOnce(url, headers)
  } catch (error) {
    if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') throw error
    return getOnce(url, headers)
  }
}

function getOnce(url, headers) {
  const { hostname, port, pathname, search } = new URL(url)
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const req = request(
      { agent, host: '127.0.0.1', port, path: pathname + search, headers: { host: `${hostname}:${port}`, 'user-agent': 'Mozilla/5.0 Chrome/130', ...headers } },
      (res) => {
        const chunks = []
        res.on('data', (chunk) => chunks.push(chunk))
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks), ms: performance.now() - started }))
      },
    )
    req.on('error', reject)
    req.end()
  })
}

/** p50 of `count` sequential requests; `fresh`: each a page the server must render (distinct addresses). */
async function p50Ms(pageUrl, { count = 200, fresh = true } = {}) {
  const times = []
  for (let index = 0; index < count; index++) times.push((await get(fresh ? `${pageUrl}?render=${index}` : pageUrl)).ms)
  return times.sort((a, b) => a - b)[Math.floor(count / 2)]
}

function measure(url, label, extraEnv = {}) {
  const dir = join(OUT, label)
  // Lighthouse now and then fails to record a trace (NO_NAVSTART) whatever the page: two more tries.
  for (let attempt = 1; ; attempt++) {
    log(`measure.sh ${label}: ${url} ...`)
    try {
      execFileSync(join(PEER, 'measure.sh'), [url], { env: { ...process.env, LH_RUNS: args.runs, OUT_DIR: dir, ...extraEnv }, stdio: ['ignore', 'ignore', 'inherit'] })
      return { ...parseSummary(readFileSync(join(dir, 'summary.txt'), 'utf8')), mainThread: medianMainThread(dir) }
    } catch (error) {
      if (attempt === 3) throw error
      log(`measure.sh ${label} failed (${error.message.split('\n')[0]}); measuring again`)
    }
  }
}

/** The median over the Lighthouse runs of the main thread's work (ms, on the simulated phone). */
function medianMainThread(dir) {
  const values = []
  for (let run = 1; existsSync(join(dir, `lighthouse-${run}.json`)); run++) {
    values.push(JSON.parse(readFileSync(join(dir, `lighthouse-${run}.json`), 'utf8')).audits['mainthread-work-breakdown'].numericValue)
  }
  return values.sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]
}

function parseSummary(text) {
  const num = (pattern) => Number(pattern.exec(text)?.[1])
  return {
    html: num(/html:\s+\d+ B raw, (\d+) B transferred/),
    htmlScriptsGzip: num(/first-load JS:\s+(\d+) B gzip/),
    lighthouseJs: num(/first-load JS \(LH\):\s+(\d+) B transferred/),
    reqPerSec: num(/throughput:\s+([\d.]+) req\/s/),
    p50: num(/latency p50 ([\d.]+) ms/),
    p99: num(/p99 ([\d.]+) ms/),
    score: num(/\): score (\d+)/),
    scores: /scores ([\d ]+)\)/.exec(text)?.[1] ?? '',
    fcp: num(/score \d+, FCP ([\d.]+) s/),
    lcp: num(/, LCP ([\d.]+) s, TBT/),
    tbt: num(/, TBT (\d+) ms, CLS/),
    cls: num(/, CLS ([\d.]+); per-metric/),
  }
}

// ---------------------------------------------------------------------------------------------------

const peer = args['skip-peer'] ? null : await peerUrl()
if (!existsSync(join(PEER, 'measure.sh'))) copyPeer()
const ours = await ourUrl()
try {
  for (let warm = 0; warm < 5; warm++) await get(ours.url)
  const results = {}
  if (peer) {
    // The peer's scripts are all in its HTML: measure.sh's own count is its first-load JavaScript.
    const measured = measure(peer.url, 'peer', { NEXT_BUILD_DIR: join(PEER, '.next') })
    results.peer = { ...measured, js: { gzip: measured.htmlScriptsGzip }, render: await p50Ms(peer.url, { count: 50 }) }
  }
  results.ours = { ...measure(ours.url, 'ours'), js: await firstLoadJs(ours.url, get), render: await p50Ms(ours.url), kept: await p50Ms(ours.url, { fresh: false }) }

  const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`
  const rows = [
    ['HTML, gzip', (r) => r.html, kb, 'lower'],
    ['first-load JS, gzip', (r) => r.js.gzip, kb, 'lower'],
    ['JS transferred during the Lighthouse run (headers included)', (r) => r.lighthouseJs, kb, 'lower'],
    ['throughput, 10 connections', (r) => r.reqPerSec, (v) => `${v.toFixed(0)} req/s`, 'higher'],
    ['latency p50 / p99 at 10 connections', (r) => r.p50, (v, r) => `${v} / ${r.p99} ms`, 'lower'],
    ['server time of a render (p50, 1 connection)', (r) => r.render, (v) => `${v.toFixed(1)} ms`, 'lower'],
    ['Lighthouse mobile score (median; runs)', (r) => r.score, (v, r) => `${v} (${r.scores})`, 'higher'],
    ['FCP', (r) => r.fcp, (v) => `${v.toFixed(2)} s`, 'lower'],
    ['LCP', (r) => r.lcp, (v) => `${v.toFixed(2)} s`, 'lower'],
    ['TBT', (r) => r.tbt, (v) => `${v} ms`, 'lower'],
    ['CLS', (r) => r.cls, (v) => v.toFixed(3), 'lower'],
    ['main-thread work (simulated phone, median)', (r) => r.mainThread, (v) => `${(v / 1000).toFixed(2)} s`, 'lower'],
  ]
  const when = new Date().toISOString().slice(0, 16).replace('T', ' ')
  console.log(`\n${args.venue} /${args.locale}, ${when} UTC, ${cpus().length} cores (${cpus()[0]?.model.trim()}), Node ${process.version}; raw outputs in ${OUT}\n`)
  console.log('| figure | ours | Next.js peer | ours vs peer |')
  console.log('|---|---|---|---|')
  for (const [name, value, show, better] of rows) {
    const mine = value(results.ours)
    const theirs = results.peer && value(results.peer)
    const ratio = theirs ? (better === 'higher' ? mine / theirs : theirs / mine) : null
    const ratioText = ratio === null || !Number.isFinite(ratio) ? '–' : `${ratio.toFixed(2)}× ${ratio >= 1 ? 'better' : 'worse'}`
    console.log(`| ${name} | ${show(mine, results.ours)} | ${theirs === null || theirs === undefined ? '–' : show(theirs, results.peer)} | ${ratioText} |`)
  }
  console.log(`\nOurs: a visitor's menu page kept after its first render answers in ${results.ours.kept.toFixed(1)} ms (p50, 1 connection); first-load JS in ${results.ours.js.files} files.`)
} finally {
  await ours.stop()
  await peer?.stop()
}
