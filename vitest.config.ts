import { playwright } from '@vitest/browser-playwright'
import { existsSync } from 'node:fs'
import { defineConfig } from 'vitest/config'
import { compiledMessages } from './vite-plugins/compiled-messages.ts'

// Debian's Chromium, its headless shell where installed, as the journeys use it (playwright.config.ts).
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
const CHROMIUM = existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'

// Three layers run here (the browser journeys run in Playwright, see playwright.config.ts):
// - unit: pure rules of domain/ and friends, in Node;
// - components: a widget or a form rendered alone in Chromium, driven as a diner would (decision 078);
// - worker: HTTP tests against the real Worker and sandbox origin running in workerd (scripts/stack.mjs).
export default defineConfig({
  test: {
    // Two files at once: with three, a slower machine's sandbox answered a shared stack past the page's
    // read budget (decision 061).
    // A Worker test file's stack is its vitest worker's (VITEST_POOL_ID).
    maxWorkers: 2,
    projects: [
      {
        // The Worker's catalogues, parsed as the build parses them (locales/messages.server.ts).
        plugins: [compiledMessages()],
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        plugins: [compiledMessages()],
        // Bundled before the first test, so no test is reloaded when a module first imports them.
        optimizeDeps: { include: ['react', 'react/jsx-dev-runtime', 'react-dom', 'react-dom/client', 'vitest-browser-react', 'zod/mini', 'intl-messageformat', '@formatjs/icu-messageformat-parser'] },
        test: {
          name: 'components',
          include: ['tests/components/**/*.test.tsx'],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: CHROMIUM } }),
            instances: [{ browser: 'chromium' }],
            // A phone's width: widgets are laid out as a diner first sees them.
            viewport: { width: 390, height: 844 },
          },
        },
      },
      {
        test: {
          name: 'worker',
          include: ['tests/worker/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/worker/global-setup.ts'],
          // Files run at once, each vitest worker with an app and a sandbox origin of its own
          // (tests/worker/global-setup.ts); a file that starts its own servers has ports no other file takes.
          fileParallelism: true,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
