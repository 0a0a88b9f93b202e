import { existsSync } from 'node:fs'
import { defineConfig } from '@playwright/test'

/**
 * Journeys run in WORKERS processes at once, each against a stack of its own (tests/e2e/global-setup.ts):
 * an app and a sandbox origin with their own storage, clock and injected faults, so that a journey that
 * moves the venue's clock or resets the demo customers meets no other journey's. Two, one per core: a
 * third gains a little on a fast machine, and on a slow one makes the sandbox answer past the page's
 * read budget (decision 061).
 */
export const WORKERS = Number(process.env.E2E_WORKERS ?? 2)
/** The ports of stack `index`: the app's, its sandbox origin's, and its sandbox push service's. */
export const stackPorts = (index: number) => ({
  app: Number(process.env.E2E_APP_PORT ?? 8820) + index,
  origin: Number(process.env.E2E_ORIGIN_PORT ?? 4320) + index,
  push: Number(process.env.E2E_PUSH_PORT ?? Number(process.env.E2E_ORIGIN_PORT ?? 4320) + 200) + index,
})
/** The stack of this worker process (Playwright numbers them from 0; the runner's own process is 0). */
const stack = stackPorts(Number(process.env.TEST_PARALLEL_INDEX ?? 0))
export const APP_PORT = stack.app
export const ORIGIN_PORT = stack.origin
export const PUSH_PORT = stack.push

/**
 * Debian's Chromium, off the closed network: no background or component fetches. The journeys run in
 * its headless shell (package chromium-headless-shell, the same build), as Playwright runs headless
 * pages by default: a quarter less time than the full browser's headless mode (decision 061); the full
 * browser where the shell is not installed. The benchmarks measure in the full browser.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
export const CHROMIUM = {
  executablePath: existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium',
  args: ['--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
}

// Journeys run in Debian's Chromium against the built app and the sandbox origin (tests/e2e/global-setup.ts).
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  // A file's journeys run in order in one worker; files are shared out between the workers.
  fullyParallel: false,
  workers: WORKERS,
  retries: 0,
  // Only what stops a journey that hangs: a journey waits for states, and its longest takes some 25 s
  // where starting a process or growing a heap is slow (decision 061).
  timeout: 60_000,
  reporter: [['list']],
  projects: [
    // A few journeys through the whole app first: a broken build fails in a minute, not at the end.
    { name: 'smoke', grep: /@smoke/ },
    { name: 'journeys', grepInvert: /@smoke/, dependencies: ['smoke'] },
  ],
  use: {
    launchOptions: CHROMIUM,
    // Chromium resolves *.localhost to the loopback address by itself.
    baseURL: `http://lumiere.localhost:${APP_PORT}`,
    trace: 'off',
  },
})
