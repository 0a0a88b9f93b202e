import { rmSync } from 'node:fs'
import { startApp, type Running } from '../../scripts/stack.mjs'

// The Worker tests that need an app of their own (other settings, a proxy before the platform, an edge
// with nothing kept yet), each on a port beside the shared app's (TEST_APP_PORT): one table, so no two
// files take the same port.
const OFFSETS = {
  'debug-panel': 3,
  'unknown-hosts': 4,
  'lost-connections-proxy': 5,
  'lost-connections': 6,
  'webhook-secrets': 7,
  'app-icon-logo-proxy': 8,
  'app-icon-logo': 9,
  'venue-hostnames': 10,
  'journey-logs': 11,
  tracker: 12,
  'cold-menu-checkout': 13,
  // Two data centres: this port and the next.
  'data-centres': 14,
  // Beside an origin of their own (ownOriginPort).
  'no-webhooks': 20,
  faults: 21,
} as const
type OwnApp = keyof typeof OFFSETS

export const ownPort = (name: OwnApp) => Number(process.env.TEST_APP_PORT ?? 8810) + OFFSETS[name]

// The files that start a sandbox origin of their own (or an app beside it, or a receiver of its
// webhooks), each on a port beside the shared origin's (TEST_ORIGIN_PORT), so that a second checkout
// that moves the two ports runs every file beside this one.
const ORIGIN_OFFSETS = {
  'no-webhooks': 20,
  faults: 21,
  origin: 22,
  'origin-kitchen': 23,
  'origin-kitchen-receiver': 24,
  'origin-order-progress': 25,
  'origin-webhook': 26,
  'origin-webhook-receiver': 27,
  'venue-api-checkout': 28,
  'venue-api-customers': 29,
  'venue-api-records': 30,
  'venue-api-slots': 31,
} as const

/** The port of a file's own sandbox origin, or of what stands beside it (a webhook receiver). */
export const ownOriginPort = (name: keyof typeof ORIGIN_OFFSETS) => Number(process.env.TEST_ORIGIN_PORT ?? 4310) + ORIGIN_OFFSETS[name]

/** Where an app of its own keeps its KV and Cache API state. */
export const ownState = (name: OwnApp) => `.wrangler/test-${name}-app`

/** An app of its own on its port, with a fresh edge: nothing kept from an earlier run. */
export function startOwnApp(name: OwnApp, options: Omit<Parameters<typeof startApp>[0], 'port' | 'persistTo'>): Promise<Running> {
  rmSync(ownState(name), { recursive: true, force: true })
  return startApp({ port: ownPort(name), persistTo: ownState(name), ...options })
}
