import { rmSync } from 'node:fs'
import { startPushService } from '../../scripts/push-service.mjs'
import { refuseTakenPort, startApp, startOrigin } from '../../scripts/stack.mjs'
import { stackPorts, WORKERS } from '../../playwright.config'
import { venueRequest } from '../support/venue-http'

// What the servers print goes with the run's report, but for the app's line per request and per
// platform call (server/logs/): a journey that meets an error page then shows the failure behind it.
const routine = (line: string) => /^\{"type":"(request|upstream)"/.test(line)
const onLine = (label: string, line: string) => {
  if (line.trim() && !routine(line)) process.stderr.write(`[${label}] ${line}\n`)
}

/** One stack per worker, each the built app and a sandbox origin with fresh state; the returned function stops them all. */
export default async function globalSetup() {
  const stacks = await Promise.allSettled(Array.from({ length: WORKERS }, (_, index) => startStack(index)))
  const started = stacks.flatMap((stack) => (stack.status === 'fulfilled' ? [stack.value] : []))
  const stopAll = () => Promise.all(started.map((stop) => stop())).then(() => undefined)
  const failed = stacks.find((stack) => stack.status === 'rejected')
  if (failed) {
    await stopAll()
    throw failed.reason
  }
  return stopAll
}

/** Stack `index`: the built app, its sandbox origin and push service, on ports and in folders of their own. */
async function startStack(index: number): Promise<() => Promise<void>> {
  const ports = stackPorts(index)
  // A run already on these ports keeps its state in the same folders: refuse before touching them.
  await refuseTakenPort('sandbox origin', ports.origin)
  await refuseTakenPort('app Worker', ports.app)
  await refuseTakenPort('push service', ports.push)
  const appState = `.wrangler/test-e2e-app-${index}`
  rmSync(appState, { recursive: true, force: true })
  const numbered = (name: string, line: string) => onLine(WORKERS > 1 ? `${name} ${index}` : name, line)
  const push = await startPushService(ports.push)
  const origin = await startOrigin({ port: ports.origin, persistTo: `.wrangler/test-e2e-${index}`, appPort: ports.app, onLine: numbered }).catch(async (error) => {
    await push.stop()
    throw error
  })
  // The journeys move the sandbox clock between them: days the edge kept for a minute under one clock
  // would stand in the next journey's calendar, so the app keeps none here (tests/worker covers keeping them).
  const app = await startApp({
    port: ports.app,
    platformUrl: origin.url,
    persistTo: appState,
    vars: { BOOKING_DAYS_TTL_SECONDS: '0', PUSH_SERVICE_ORIGINS: push.url },
    onLine: numbered,
  }).catch(async (error) => {
    await Promise.all([origin.stop(), push.stop()])
    throw error
  })
  await menuAtTheEdge(app.url, 'grand.localhost')
  return async () => {
    await app.stop()
    await Promise.all([origin.stop(), push.stop()])
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
