// The whole journey's speed in one run: each page as Lighthouse sees it, each tap on a simulated phone,
// and the Worker's size and startup.
//   npm run bench:journey [-- --runs 3 --tap-runs 5 --pages menu,schedule --skip-taps --skip-peer --skip-worker]
// The app is served as `npm start` serves it (scripts/stack.mjs), on ports of its own with a fresh
// state. Lighthouse 12.8 (mobile, simulated throttling, as the peer's measure.sh runs it) drives
// Debian's Chromium; the taps use Playwright with the CPU 4x slower and time, inside the page, from
// the tap's input event to the frame that shows its answer. The Next.js peer (bench/peer.mjs) has one
// of the taps, adding to the cart: it is measured the same way, in the same runs.
import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync } from 'node:fs'
import { request } from 'node:http'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'
import { startApp, startOrigin } from '../scripts/stack.mjs'
import { ROOT } from '../scripts/worker-options.mjs'
import { firstLoadJs } from './first-load-js.mjs'
import { peerUrl } from './peer.mjs'

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'tap-runs': { type: 'string', default: '5' },
    pages: { type: 'string' },
    'skip-pages': { type: 'boolean', default: false },
    'skip-taps': { type: 'boolean', default: false },
    'skip-peer': { type: 'boolean', default: false },
    'skip-worker': { type: 'boolean', default: false },
  },
})

const ORIGIN_PORT = 4402
const APP_PORT = 8902
const OUT = join(ROOT, '.bench/journey', new Date().toISOString().replace(/[:.]/g, '-'))
const CHROME_FLAGS = '--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync'
const DEMO_PAID_ORDER = '5239edc1-2f37-5311-81dd-e30769e34ac6'
const COMPTOIR_TABLE_1 = 'ee165adf-9aa2-533d-ba19-6ff39ef1d8e0'

/** The journey's pages, as a diner first reaches each (goal 1 of the speed work). */
const PAGES = [
  { name: 'menu', host: 'lumiere', path: '/en' },
  { name: 'schedule', host: 'lumiere', path: '/en/schedule' },
  { name: 'checkout account', host: 'lumiere', path: '/en/checkout/account' },
  { name: 'delivery address', host: 'lumiere', path: '/en/checkout/delivery-address' },
  { name: 'payment', host: 'lumiere', path: '/en/checkout/payment-method' },
  { name: 'order result', host: 'lumiere', path: `/en/my-order?uid=${DEMO_PAID_ORDER}` },
  { name: 'login', host: 'lumiere', path: '/en/customer/login' },
  { name: 'dashboard', host: 'lumiere', path: '/en/dashboard', cookie: 'customer-access-token=demo-token-camille' },
  { name: 'home', host: 'lumiere', path: '/en/home' },
  { name: 'quick order', host: 'comptoir', path: `/en/quickorder/${COMPTOIR_TABLE_1}` },
]

const log = (line) => process.stderr.write(`${line}\n`)
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted.length === 0 ? NaN : sorted[Math.floor((sorted.length - 1) / 2)]
}
const url = (page) => `http://${page.host}.localhost:${APP_PORT}${page.path}`

/** A GET as a browser on the venue's host sends it; a connection the server dropped is tried twice more. */
async function get(address, headers = {}) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await getOnce(address, headers)
    } catch (error) {
      if (attempt === 3 || error.code !== 'ECONNRESET') throw error
    }
  }
}

function getOnce(address, headers) {
  const target = new URL(address)
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: target.port, path: target.pathname + target.search, headers: { host: target.host, ...headers } }, (res) => {
      const chunks = []
      res.on('data', (chunk) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }))
    })
    req.on('error', reject)
    req.end()
  })
}

// ---------------------------------------------------------------------------------------------------
// Pages: Lighthouse, median of `runs`, and the first-load JavaScript.

function lighthouse(page, run) {
  const output = join(OUT, `${page.name.replaceAll(' ', '-')}-${run}.json`)
  const extra = page.cookie ? [`--extra-headers=${JSON.stringify({ Cookie: page.cookie })}`] : []
  for (let attempt = 1; ; attempt++) {
    const result = spawnSync(
      'npx',
      ['--yes', 'lighthouse@12.8.2', url(page), '--quiet', '--only-categories=performance', '--output=json', `--output-path=${output}`, `--chrome-flags=${CHROME_FLAGS}`, ...extra],
      { env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' }, encoding: 'utf8' },
    )
    // Lighthouse now and then fails to record a trace whatever the page: two more tries.
    if (result.status === 0) break
    if (attempt === 3) {
      const reason = /\(([A-Z_]+)\)/.exec(result.stderr)?.[1] ?? 'failed'
      log(`lighthouse ${url(page)}: ${reason}`)
      return { failed: reason }
    }
  }
  const report = JSON.parse(readFileSync(output, 'utf8'))
  const audits = report.audits
  const scripts = (audits['network-requests']?.details?.items ?? []).filter((item) => item.resourceType === 'Script')
  return {
    score: Math.round(report.categories.performance.score * 100),
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    js: scripts.reduce((sum, item) => sum + (item.transferSize || 0), 0),
    scriptUrls: scripts.map((item) => item.url),
    // Lighthouse's measure of the machine's speed in that run: the same page scores lower on a slower one.
    benchmarkIndex: report.environment.benchmarkIndex,
    finalUrl: report.finalDisplayedUrl,
  }
}

/**
 * Of the scripts one run fetched, how many files and how much of what they transferred was response
 * headers: the run's transfer less the files' bodies, fetched again as Chromium asks for them (gzip first).
 */
async function headerShare(run, headers) {
  let bodies = 0
  for (const address of run.scriptUrls) bodies += (await get(address, { ...headers, 'accept-encoding': 'gzip, deflate, br, zstd' })).body.length
  return { jsFiles: run.scriptUrls.length, jsHeaders: run.js - bodies }
}

async function measurePages(pages, runs) {
  const rows = []
  for (const page of pages) {
    log(`page ${page.name}: ${url(page)}`)
    const headers = page.cookie ? { cookie: page.cookie } : {}
    const firstLoad = await firstLoadJs(url(page), (address, more = {}) => get(address, { ...headers, ...more }))
    const all = Array.from({ length: runs }, (_, run) => lighthouse(page, run + 1))
    const results = all.filter((result) => !result.failed)
    const failures = all.filter((result) => result.failed).map((result) => result.failed)
    if (results.length === 0) {
      rows.push({ page: page.name, failed: failures.join(', '), firstLoad: firstLoad.gzip })
      continue
    }
    const moved = results.find((result) => !result.finalUrl.includes(page.path.split('?')[0]))
    const typical = results.find((result) => result.js === median(results.map((other) => other.js)))
    rows.push({
      page: page.name,
      scores: results.map((result) => result.score),
      score: median(results.map((result) => result.score)),
      lcp: median(results.map((result) => result.lcp)),
      tbt: median(results.map((result) => result.tbt)),
      clsMax: Math.max(...results.map((result) => result.cls)),
      js: median(results.map((result) => result.js)),
      ...(await headerShare(typical, headers)),
      firstLoad: firstLoad.gzip,
      benchmarkIndex: median(results.map((result) => result.benchmarkIndex)),
      note: [moved ? `ended on ${new URL(moved.finalUrl).pathname}` : '', failures.length > 0 ? `${failures.length} run(s) failed: ${failures.join(', ')}` : ''].filter(Boolean).join('; '),
    })
  }
  return rows
}

// ---------------------------------------------------------------------------------------------------
// Taps on a simulated phone: from the tap's input event to the frame that shows its answer.

/**
 * In the page: watches the next tap; `window.tapTiming` resolves with the time from its pointerdown to
 * the frame where `selector` is visible (or reads `text`), and the longest event meanwhile.
 */
function watchTap({ selector, text }) {
  const shown = () => {
    const element = document.querySelector(selector)
    return !!element && (text === undefined ? element.checkVisibility() : element.textContent.trim() === text)
  }
  window.tapTiming = new Promise((resolve) => {
    const events = []
    const observer = new PerformanceObserver((list) => events.push(...list.getEntries()))
    observer.observe({ type: 'event', durationThreshold: 16, buffered: false })
    addEventListener(
      'pointerdown',
      (event) => {
        const start = event.timeStamp
        const check = () => {
          if (!shown()) return requestAnimationFrame(check)
          // The frame after the one that committed it: what is painted.
          requestAnimationFrame(() => {
            const at = performance.now()
            // Event Timing entries come once their frame is presented.
            setTimeout(() => {
              observer.disconnect()
              const mine = events.filter((entry) => entry.startTime >= start - 1)
              resolve({ ms: at - start, longestEvent: Math.max(0, ...mine.map((entry) => entry.duration)) })
            }, 300)
          })
        }
        requestAnimationFrame(check)
      },
      { once: true, capture: true },
    )
  })
}

// Each tap's target as a selector, in the first product card reading `card` when there is one. The
// pages measured are prepared with scripts of their own (`page.evaluate`) and never with Playwright's
// locators, `waitForFunction` or actions: those put Playwright's injected script in the page, whose
// listeners on the window (pointerdown, touchstart, click…, capturing and not passive) then run in
// every tap measured: 3 to 24 ms of the slowed phone's pointerdown in a trace.
const TAPS = [
  {
    name: 'add to cart (in-page update)',
    target: { card: 'Cola (33 cl)', selector: 'button[aria-label^="Add one "]' },
    shown: { selector: 'aside.cart-drawer .cart-count', text: '1' },
  },
  {
    // What the diner waits for: the first step's choices, not the dialog around them.
    name: 'composed menu (Burger meal), its first step',
    target: { card: 'Burger meal', selector: 'button.product-open' },
    shown: { selector: '[role="dialog"].composition .step-options .step-option' },
    close: 'Escape',
  },
  {
    name: 'product details (Salmon tartare)',
    target: { card: 'Salmon tartare', selector: 'button.product-open' },
    shown: { selector: '[role="dialog"].product-details' },
    close: 'Escape',
  },
  {
    name: 'cart',
    target: { selector: 'aside.cart-drawer button.cart-bar' },
    shown: { selector: '#cart-panel' },
    close: 'Escape',
  },
  {
    name: 'allergen filter',
    target: { selector: '#avoid-button' },
    shown: { selector: '#allergen-filter' },
    close: 'Escape',
  },
]

/** The slot tap: on the schedule, a takeaway for 2 on the first bookable day; the tap that holds a time. */
const SLOT_TAP = {
  name: 'choose a time slot (schedule, held by the venue)',
  target: { selector: '.slot-button:not([aria-disabled="true"]):not([disabled])' },
  shown: { selector: '.slot-button[aria-pressed="true"]' },
}
/** The peer's one tap: its add button, and its cart bar's count. */
const PEER_ADD = {
  name: 'add to cart (in-page update)',
  target: { selector: 'button[aria-label="Add Cola (33 cl) to cart"]' },
  shown: { selector: '[data-testid="cart-count"]', text: '1 item' },
}

/**
 * In the page: the target's centre once React has made it its own, after scrolling it to the middle of
 * the screen when `scroll`; null while it is not there or not hydrated yet.
 */
function targetCentre({ card, selector, scroll }) {
  const scope = card ? [...document.querySelectorAll('.product-card')].find((element) => element.textContent.includes(card)) : document
  const element = scope?.querySelector(selector)
  if (!element) return null
  if (scroll) element.scrollIntoView({ block: 'center' })
  if (!Object.keys(element).some((key) => key.startsWith('__reactProps$'))) return null
  const box = element.getBoundingClientRect()
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
}

/** Asks the page `inPage(arg)` every 50 ms until it answers something truthy; fails after 10 s. */
async function untilPage(page, inPage, arg, what) {
  for (let tries = 0; tries < 200; tries++) {
    const answer = await page.evaluate(inPage, arg)
    if (answer) return answer
    await page.waitForTimeout(50)
  }
  throw new Error(`${what}: not there after 10 s`)
}

/** A phone: 390 px wide, touch, the CPU 4x slower. */
async function phone(browser) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 })
  const page = await context.newPage()
  await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 })
  return { context, page }
}

/**
 * Taps `target` once the page has made it its own and is idle; the time until `shown` is on screen.
 * The finger is the browser's own touch input at the target's centre, as a phone sends it.
 */
async function timeTap(page, target, shown) {
  // Scrolled to, which hydrates its section (decision 060); the centre once nothing moves it any more.
  await untilPage(page, targetCentre, { ...target, scroll: true }, target.selector)
  await page.waitForLoadState('networkidle')
  const point = await page.evaluate(targetCentre, target)
  // Idle: the scroll's work and what the page does once idle are done before the finger comes down.
  // At most a second each: after a key moved the focus (Escape back to a popup's opener), Chromium
  // may go on without an idle period for as long as nothing else happens.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve, { timeout: 1000 }), { timeout: 1000 })))
  await page.evaluate(watchTap, shown)
  const input = await page.context().newCDPSession(page)
  await input.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] })
  await input.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  await input.detach()
  // A tap that shows nothing (missed, or the page broke) fails the run rather than waiting for ever.
  const timing = await page.evaluate(() => Promise.race([window.tapTiming, new Promise((resolve) => setTimeout(resolve, 15_000, null))]))
  if (!timing) throw new Error(`the tap on ${target.selector} showed no ${shown.selector} within 15 s`)
  return timing
}

/** In the page: clicks the first element of `selector` whose text is `text` (any when none is given). */
function clickIn({ selector, text }) {
  const element = [...document.querySelectorAll(selector)].find((candidate) => text === undefined || candidate.textContent.trim() === text)
  element?.click()
  return !!element
}

async function slotTap(page) {
  const schedule = PAGES.find((candidate) => candidate.name === 'schedule')
  await page.goto(url(schedule), { waitUntil: 'networkidle' })
  await untilPage(page, () => window.__replayEarlyTaps === undefined, undefined, 'the schedule, hydrated')
  await untilPage(page, clickIn, { selector: 'label.schedule-type', text: 'Takeaway' }, 'Takeaway')
  for (let more = 0; more < 2; more++) await page.evaluate(clickIn, { selector: 'button[aria-label="One person more"]' })
  await untilPage(page, () => document.querySelector('.slot-period-toggle') !== null, undefined, 'the slots')
  const free = await page.evaluate((selector) => document.querySelector(selector)?.checkVisibility() ?? false, SLOT_TAP.target.selector)
  if (!free) await page.evaluate(clickIn, { selector: '.slot-period-toggle[aria-expanded="false"]' })
  return timeTap(page, SLOT_TAP.target, SLOT_TAP.shown)
}

async function measureTaps(runs, peer) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
  const names = [...TAPS.map((tap) => tap.name), SLOT_TAP.name]
  const times = new Map(names.map((name) => [name, { ms: [], longestEvent: [] }]))
  const peerTimes = new Map([[PEER_ADD.name, { ms: [], longestEvent: [] }]])
  const record = (into, name, { ms, longestEvent }) => {
    into.get(name).ms.push(ms)
    into.get(name).longestEvent.push(longestEvent)
  }
  try {
    for (let run = 1; run <= runs; run++) {
      log(`taps, run ${run}/${runs}`)
      const { context, page } = await phone(browser)
      await page.goto(url(PAGES[0]), { waitUntil: 'networkidle' })
      for (const tap of TAPS) {
        record(times, tap.name, await timeTap(page, tap.target, tap.shown))
        if (tap.close) await page.keyboard.press(tap.close)
      }
      record(times, SLOT_TAP.name, await slotTap(page))
      await context.close()
      if (peer) {
        const { context: peerContext, page: peerPage } = await phone(browser)
        await peerPage.goto(peer.url, { waitUntil: 'networkidle' })
        record(peerTimes, PEER_ADD.name, await timeTap(peerPage, PEER_ADD.target, PEER_ADD.shown))
        await peerContext.close()
      }
    }
  } finally {
    await browser.close()
  }
  const baseline = median(times.get(TAPS[0].name).ms)
  const peerRow = (name) => {
    const measured = peerTimes.get(name)
    return peer && measured ? { ms: median(measured.ms), longestEvent: median(measured.longestEvent) } : null
  }
  return names.map((name) => {
    const { ms, longestEvent } = times.get(name)
    return { tap: name, ms: median(ms), overBaseline: median(ms) - baseline, longestEvent: median(longestEvent), runs: ms.map(Math.round), peer: peerRow(name) }
  })
}

// ---------------------------------------------------------------------------------------------------
// The Worker: deploy:check's own figures.

function measureWorker() {
  log('worker: npm run deploy:check')
  // Its figures also when it refuses the Worker (over a budget): the refusal is one of the lines.
  const { stdout, stderr } = spawnSync('node', ['scripts/deploy-check.mjs'], { cwd: ROOT, encoding: 'utf8' })
  return `${stdout}${stderr}`.split('\n').filter((line) => /gzip|startup|KiB|KB|ms/.test(line))
}

// ---------------------------------------------------------------------------------------------------

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
const s = (ms) => `${(ms / 1000).toFixed(2)} s`

mkdirSync(OUT, { recursive: true })
const chosen = args.pages ? PAGES.filter((page) => args.pages.split(',').includes(page.name.split(' ')[0])) : PAGES
const started = new Date().toISOString()
rmSync(join(ROOT, '.wrangler/bench-journey-app'), { recursive: true, force: true })
const origin = await startOrigin({ port: ORIGIN_PORT, persistTo: '.wrangler/bench-journey' })
const app = await startApp({ port: APP_PORT, platformUrl: origin.url, persistTo: '.wrangler/bench-journey-app' })
let pages = []
let taps = []
try {
  // Each page once first, so the edge has the menus and venues a returning diner meets.
  for (const page of PAGES) await get(url(page), page.cookie ? { cookie: page.cookie } : {})
  if (!args['skip-pages']) pages = await measurePages(chosen, Number(args.runs))
  if (!args['skip-taps']) {
    const peer = args['skip-peer'] ? null : await peerUrl()
    try {
      taps = await measureTaps(Number(args['tap-runs']), peer)
    } finally {
      await peer?.stop()
    }
  }
} finally {
  await app.stop()
  await origin.stop()
}
const worker = args['skip-worker'] ? [] : measureWorker()

console.log(`bench:journey ${started}, Lighthouse 12.8.2 mobile (simulated), median of ${args.runs}; taps: median of ${args['tap-runs']}, CPU 4x slower\n`)
if (pages.length > 0) {
  console.log('| page | score, median (runs) | LCP | TBT | CLS, worst run | JS as Lighthouse saw it | files (their headers) | first-load JS | machine: benchmark index | |')
  console.log('|---|---|---|---|---|---|---|---|---|---|')
  for (const row of pages) {
    if (row.failed) {
      console.log(`| ${row.page} | Lighthouse failed every run (${row.failed}) | | | | | | ${kb(row.firstLoad)} | | |`)
      continue
    }
    console.log(`| ${row.page} | ${row.score} (${row.scores.join(' ')}) | ${s(row.lcp)} | ${Math.round(row.tbt)} ms | ${row.clsMax.toFixed(3)} | ${kb(row.js)} | ${row.jsFiles} (${kb(row.jsHeaders)}) | ${kb(row.firstLoad)} | ${Math.round(row.benchmarkIndex)} | ${row.note} |`)
  }
  console.log('')
}
if (taps.length > 0) {
  const ms = (value) => `${Math.round(value)} ms`
  console.log('| tap | on screen after (median) | more than an in-page update | longest event | runs (ms) | peer: on screen after | peer: longest event |')
  console.log('|---|---|---|---|---|---|---|')
  for (const row of taps) {
    console.log(`| ${row.tap} | ${ms(row.ms)} | ${ms(row.overBaseline)} | ${ms(row.longestEvent)} | ${row.runs.join(' ')} | ${row.peer ? ms(row.peer.ms) : '–'} | ${row.peer ? ms(row.peer.longestEvent) : '–'} |`)
  }
  console.log('')
}
if (worker.length > 0) {
  console.log('Worker (deploy:check):')
  for (const line of worker) console.log(`  ${line.trim()}`)
}
