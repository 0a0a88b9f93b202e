import { rmSync } from 'node:fs'
import type { TestProject } from 'vitest/node'
import { startPushService } from '../../scripts/push-service.mjs'
import { startApp, startOrigin } from '../../scripts/stack.mjs'

// Ports and state of their own, so the tests never touch a running demo (a second checkout may set others).
const ORIGIN_PORT = Number(process.env.TEST_ORIGIN_PORT ?? 4310)
const APP_PORT = Number(process.env.TEST_APP_PORT ?? 8810)
const PUSH_PORT = Number(process.env.TEST_PUSH_PORT ?? ORIGIN_PORT + 200)

/** The app, sandbox origin and sandbox push service the test files of one vitest worker share. */
export type SharedStack = { appUrl: string; originUrl: string; pushUrl: string }

declare module 'vitest' {
  export interface ProvidedContext {
    /** One stack per vitest worker (VITEST_POOL_ID 1, 2, …): files running at once never share one. */
    stacks: SharedStack[]
  }
}

/**
 * The real app Worker and sandbox origin in workerd, with a 2 s menu freshness to observe staleness and
 * the app's own page budget (2.5 s, common/read-budgets.ts): a shorter one turned ordinary reads into
 * 504s whenever the machine was busy.
 */
async function startStack(index: number) {
  // A fresh KV and cache every run: the tests count the platform calls a cold Worker makes.
  const appState = `.wrangler/test-worker-app-${index}`
  rmSync(appState, { recursive: true, force: true })
  const push = await startPushService(PUSH_PORT + index)
  const origin = await startOrigin({ port: ORIGIN_PORT + index, persistTo: `.wrangler/test-worker-${index}`, appPort: APP_PORT + index }).catch(async (error) => {
    await push.stop()
    throw error
  })
  const app = await startApp({
    port: APP_PORT + index,
    platformUrl: origin.url,
    persistTo: appState,
    vars: { MENU_TTL_SECONDS: '2', PUSH_SERVICE_ORIGINS: push.url },
  }).catch(async (error) => {
    await Promise.all([origin.stop(), push.stop()])
    throw error
  })
  return { app, origin, push }
}

export default async function setup(project: TestProject) {
  // As vitest resolves it: the project's own, else the run's (vitest.config.ts).
  const workers = Number(project.config.maxWorkers || project.vitest.config.maxWorkers) || 1
  const started = await Promise.allSettled(Array.from({ length: workers }, (_, index) => startStack(index)))
  const stacks = started.flatMap((stack) => (stack.status === 'fulfilled' ? [stack.value] : []))
  const stopAll = async () => {
    await Promise.all(stacks.map(({ app }) => app.stop()))
    await Promise.all(stacks.flatMap(({ origin, push }) => [origin.stop(), push.stop()]))
  }
  const failed = started.find((stack) => stack.status === 'rejected')
  if (failed) {
    await stopAll()
    throw failed.reason
  }
  project.provide(
    'stacks',
    stacks.map(({ app, origin, push }) => ({ appUrl: app.url, originUrl: origin.url, pushUrl: push.url })),
  )
  return stopAll
}
