import { rmSync } from 'node:fs'
import type { TestProject } from 'vitest/node'
import { startApp, startOrigin } from '../../scripts/stack.mjs'

// Ports and state of their own, so the tests never touch a running demo (a second checkout may set others).
const ORIGIN_PORT = Number(process.env.TEST_ORIGIN_PORT ?? 4310)
const APP_PORT = Number(process.env.TEST_APP_PORT ?? 8810)

declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string
    originUrl: string
  }
}

/** The real app Worker and sandbox origin in workerd, with a 2 s menu freshness to observe staleness. */
export default async function setup(project: TestProject) {
  // A fresh KV and cache every run: the tests count the platform calls a cold Worker makes.
  rmSync('.wrangler/test-worker-app', { recursive: true, force: true })
  const origin = await startOrigin({ port: ORIGIN_PORT, persistTo: '.wrangler/test-worker', appPort: APP_PORT })
  const app = await startApp({
    port: APP_PORT,
    platformUrl: origin.url,
    persistTo: '.wrangler/test-worker-app',
    vars: { MENU_TTL_SECONDS: '2', PAGE_TIMEOUT_MS: '1500' },
  }).catch(async (error) => {
    await origin.stop()
    throw error
  })
  project.provide('appUrl', app.url)
  project.provide('originUrl', origin.url)
  return async () => {
    await app.stop()
    await origin.stop()
  }
}
