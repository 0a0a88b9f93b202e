// A returning visitor's menu page: Lighthouse mobile on a browser that has seen the menu before, its
// service worker installed and the menu kept on the device (decision 021). Against a running app.
//   node bench/repeat-visit.mjs [url=http://lumiere.localhost:8787/en] [runs=5]
// Debian's Chromium; Lighthouse 12.8 from the npm registry on first use. Both throttling methods are
// reported: simulated (Lighthouse's default, which models every request, the device's too) and devtools
// (the network really slowed, which answers from the service worker do not cross).
import { execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from '@playwright/test'

const [url = 'http://lumiere.localhost:8787/en', runs = '5'] = process.argv.slice(2)
const PORT = 9333
const profile = mkdtempSync(join(tmpdir(), 'repeat-visit-'))
const out = mkdtempSync(join(tmpdir(), 'repeat-visit-lh-'))
// One browser and profile for every visit; Lighthouse drives it through its debugging port.
const chrome = spawn('/usr/bin/chromium', [
  '--headless=new', `--remote-debugging-port=${PORT}`, `--user-data-dir=${profile}`, '--no-sandbox', '--disable-gpu', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync', 'about:blank',
], { stdio: 'ignore' })

try {
  // The first visit: the service worker installs and the page keeps the menu. Playwright leaves the
  // browser (and its default profile) as it is when it disconnects.
  let browser
  for (let tries = 0; !browser; tries++) {
    browser = await chromium.connectOverCDP(`http://127.0.0.1:${PORT}`).catch((error) => {
      if (tries === 50) throw error
      return new Promise((resolve) => setTimeout(() => resolve(null), 100))
    })
  }
  const page = await browser.contexts()[0].newPage()
  await page.goto(url)
  const kept = () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration()
      return registration?.active?.state === 'activated' && !!(await caches.match(location.href)) && (await (await caches.open('images')).keys()).length > 0
    })
  for (let tries = 0; !(await kept()); tries++) {
    if (tries === 300) throw new Error('the menu was not kept for offline use')
    await page.waitForTimeout(100)
  }
  await page.close()
  await browser.close()

  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]
  for (const throttling of ['simulate', 'devtools']) {
    const results = []
    for (let run = 1; run <= Number(runs); run++) {
      const file = join(out, `${throttling}-${run}.json`)
      execFileSync('npx', ['--yes', 'lighthouse@12.8.2', url, `--port=${PORT}`, '--disable-storage-reset', `--throttling-method=${throttling}`, '--only-categories=performance', '--output=json', `--output-path=${file}`, '--quiet'], {
        stdio: ['ignore', 'ignore', 'inherit'],
      })
      const { audits, categories } = JSON.parse(readFileSync(file, 'utf8'))
      // Nothing crossed the network for the page itself: the service worker answered it from the device.
      const page = audits['network-requests'].details.items.find((item) => item.resourceType === 'Document')
      results.push({
        score: Math.round(categories.performance.score * 100),
        fcp: audits['first-contentful-paint'].numericValue,
        lcp: audits['largest-contentful-paint'].numericValue,
        cls: audits['cumulative-layout-shift'].numericValue,
        documentFromWorker: page?.transferSize === 0,
      })
    }
    const s = (ms) => `${(ms / 1000).toFixed(2)} s`
    console.log(
      `${throttling}: score ${median(results.map((r) => r.score))} (${results.map((r) => r.score).join(' ')}), ` +
        `FCP ${s(median(results.map((r) => r.fcp)))}, LCP ${s(median(results.map((r) => r.lcp)))} (${results.map((r) => s(r.lcp)).join(' ')}), ` +
        `CLS ${Math.max(...results.map((r) => r.cls))}, document from the service worker in ${results.filter((r) => r.documentFromWorker).length}/${results.length} runs`,
    )
  }
} finally {
  chrome.kill()
  await new Promise((resolve) => chrome.once('exit', resolve))
  rmSync(profile, { recursive: true, force: true })
  rmSync(out, { recursive: true, force: true })
}
