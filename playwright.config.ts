import { defineConfig } from '@playwright/test'

export const APP_PORT = Number(process.env.E2E_APP_PORT ?? 8820)

/** Debian's Chromium, off the closed network: no background or component fetches. */
export const CHROMIUM = {
  executablePath: '/usr/bin/chromium',
  args: ['--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
}

// Journeys run in Debian's Chromium against the built app and the sandbox origin (tests/e2e/global-setup.ts).
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    launchOptions: CHROMIUM,
    // Chromium resolves *.localhost to the loopback address by itself.
    baseURL: `http://lumiere.localhost:${APP_PORT}`,
    trace: 'off',
  },
})
