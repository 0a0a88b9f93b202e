import { defineConfig } from 'vitest/config'
import { compiledMessages } from './vite-plugins/compiled-messages.ts'

// Two layers run here (the browser journeys run in Playwright, see playwright.config.ts):
// - unit: pure rules of domain/ and friends, in Node;
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
