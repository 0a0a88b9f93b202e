import { rmSync } from 'node:fs'
import { refuseTakenPort, startApp, startOrigin } from '../../scripts/stack.mjs'
import { APP_PORT } from '../../playwright.config'
import { venueRequest } from '../support/venue-http'
import { ORIGIN_URL } from './support/origin'

const ORIGIN_PORT = Number(new URL(ORIGIN_URL).port)

// What the servers print goes with the run's report, but for the app's line per request and per
// platform call (server/logs/): a journey that meets an error page then shows the failure behind it.
const routine = (line: string) => /^\{"type":"(request|upstream)"/.test(line)
const onLine = (label: string, line: string) => {
  if (line.trim() && !routine(line)) process.stderr.write(`[${label}] ${line}\n`)
}

/** The built app and the sandbox origin, fresh state, on ports of their own; the returned function stops both. */
export default async function globalSetup() {
  // A run already on these ports keeps its state in the same folders: refuse before touching them.
  await refuseTakenPort('sandbox origin', ORIGIN_PORT)
  await refuseTakenPort('app Worker', APP_PORT)
  rmSync('.wrangler/test-e2e-app', { recursive: true, force: true })
  const origin = await startOrigin({ port: ORIGIN_PORT, persistTo: '.wrangler/test-e2e', appPort: APP_PORT, onLine })
  // The journeys move the sandbox clock between them: days the edge kept for a minute under one clock
  // would stand in the next journey's calendar, so the app keeps none here (tests/worker covers keeping them).
  const app = await startApp({
    port: APP_PORT,
    platformUrl: origin.url,
    persistTo: '.wrangler/test-e2e-app',
    vars: { BOOKING_DAYS_TTL_SECONDS: '0' },
    onLine,
  }).catch(async (error) => {
    await origin.stop()
    throw error
  })
  await menuAtTheEdge(app.url, 'grand.localhost')
  return async () => {
    await app.stop()
    await origin.stop()
  }
}

/**
 * Le Grand Café's 600 products take some 600 platform calls to load. A first visitor may be told to
 * try again while they load (the page keeps its budget), which the journeys about that menu are not
 * about: it is loaded once before them, asking again until the page shows it.
 */
async function menuAtTheEdge(appUrl: string, host: string) {
  for (let attempt = 1; ; attempt++) {
    const page = await venueRequest(appUrl, host, '/en', { headers: { accept: 'text/html' } })
    if (page.status === 200 && page.body.includes('class="product-card')) return
    if (attempt === 30) throw new Error(`the menu of ${host} never loaded (last answer ${page.status})`)
    await new Promise((resolve) => setTimeout(resolve, 1_000))
  }
}
