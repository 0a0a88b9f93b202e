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
} as const
type OwnApp = keyof typeof OFFSETS

export const ownPort = (name: OwnApp) => Number(process.env.TEST_APP_PORT ?? 8810) + OFFSETS[name]

/** Where an app of its own keeps its KV and Cache API state. */
export const ownState = (name: OwnApp) => `.wrangler/test-${name}-app`

/** An app of its own on its port, with a fresh edge: nothing kept from an earlier run. */
export function startOwnApp(name: OwnApp, options: Omit<Parameters<typeof startApp>[0], 'port' | 'persistTo'>): Promise<Running> {
  rmSync(ownState(name), { recursive: true, force: true })
  return startApp({ port: ownPort(name), persistTo: ownState(name), ...options })
}
