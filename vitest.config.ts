import { defineConfig } from 'vitest/config'
import { compiledMessages } from './vite-plugins/compiled-messages.ts'

// Two layers run here (the browser journeys run in Playwright, see playwright.config.ts):
// - unit: pure rules of domain/ and friends, in Node;
// - worker: HTTP tests against the real Worker and sandbox origin running in workerd (scripts/stack.mjs).
export default defineConfig({
  test: {
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
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
