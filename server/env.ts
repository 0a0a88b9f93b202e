import type { AttemptCounter } from './limits/attempt-counter'
import type { OrderWatch } from './live/order-watch'
import type { TableRoom } from './live/table-room'
import type { MenuOwnerCalls } from './menu/menu-owner-calls'
import { z } from 'zod/mini'
import { DINER_READ_TIMEOUT_MS, PAGE_READ_TIMEOUT_MS } from '../common/read-budgets'

/** Worker bindings, as wrangler.jsonc and the secrets declare them. */
export type Bindings = {
  /** Venue records, and each venue's webhook secrets (`webhook-secrets:<host>`, live/venue-webhook-secrets.ts). */
  VENUES: KVNamespace
  ATTEMPTS: DurableObjectNamespace<AttemptCounter>
  ORDER_WATCH: DurableObjectNamespace<OrderWatch>
  TABLE_ROOM: DurableObjectNamespace<TableRoom>
  /** Each point of sale's menu, one owner for the world (decision 075). */
  MENU_OWNER: DurableObjectNamespace<MenuOwnerCalls>
  /** Which Worker version answers (GET /healthz); locally a new id at each start. */
  CF_VERSION_METADATA?: WorkerVersionMetadata
  PLATFORM_URL: string
  PLATFORM_CLIENT_ID: string
  PLATFORM_CLIENT_SECRET: string
  PLATFORM_USERNAME: string
  PLATFORM_PASSWORD: string
  /** Signs the visitor cookie (decision 022): at least 32 characters, never sent anywhere. */
  VISITOR_KEY: string
  /** Signs Web Push messages (VAPID, RFC 8292; decision 079): a P-256 private key as a JWK. A secret. */
  VAPID_PRIVATE_KEY: string
  /** Whom a push service may contact about our messages: a mailto: or https: address. */
  VAPID_CONTACT: string
  /** Push services beyond the browsers' own (server/push/push-services.ts): the sandbox's, locally. */
  PUSH_SERVICE_ORIGINS?: string
  VENUE_TTL_SECONDS: string
  UNKNOWN_HOST_SECONDS?: string
  MENU_TTL_SECONDS: string
  MENU_CHECK_SECONDS?: string
  DATA_CENTRE?: string
  BOOKING_DAYS_TTL_SECONDS?: string
  PAGE_TIMEOUT_MS?: string
  VENUE_API_TIMEOUT_MS?: string
  DEBUG_PANEL?: string
  PUBLIC_PORT?: string
  /** The business metrics (server/metrics/layout.ts); locally a sink the tests read. */
  METRICS?: AnalyticsEngineDataset
  /** Where errors are reported (server/tracker/); none: not reported. A secret. */
  SENTRY_DSN?: string
}

const configSchema = z.object({
  PLATFORM_URL: z.url(),
  PLATFORM_CLIENT_ID: z.string().check(z.minLength(1)),
  PLATFORM_CLIENT_SECRET: z.string().check(z.minLength(1)),
  PLATFORM_USERNAME: z.string().check(z.minLength(1)),
  PLATFORM_PASSWORD: z.string().check(z.minLength(1)),
  VISITOR_KEY: z.string().check(z.minLength(32)),
  // Checked as a key where it is used (server/push/vapid.ts): a bad one refuses pushes, not pages.
  VAPID_PRIVATE_KEY: z.string().check(z.minLength(1)),
  VAPID_CONTACT: z.string().check(z.regex(/^(mailto:[^@\s]+@[^@\s]+|https:\/\/\S+)$/)),
  // Comma-separated origins (scheme, host, port), for a sandbox push service; none in production.
  PUSH_SERVICE_ORIGINS: z._default(z.string(), ''),
  // How old a venue may be before it is refreshed (in the background: server/venue/venue-cache.ts).
  VENUE_TTL_SECONDS: z.coerce.number().check(z.int(), z.gte(1)),
  // How long an isolate remembers a host the platform did not know: the longest a venue whose
  // hostname went live before the platform's record waits to be served (docs/operating.md).
  UNKNOWN_HOST_SECONDS: z._default(z.coerce.number().check(z.int(), z.gte(1)), 60),
  MENU_TTL_SECONDS: z.coerce.number().check(z.int(), z.gte(1)),
  // How often a data centre asks a menu's owner whether its copy is still the latest (decision 075):
  // the longest a menu change takes to be served everywhere, bar the time to ask.
  MENU_CHECK_SECONDS: z._default(z.coerce.number().check(z.int(), z.gte(1)), 2),
  // Only where several data centres are simulated on one machine (bench/edge-scale.mjs): this one's
  // name, which keeps its Cache API namespaces apart from the others'.
  DATA_CENTRE: z.optional(z.string().check(z.regex(/^[a-z0-9-]{1,32}$/))),
  // How long the edge keeps whether a day has a free slot (the booking calendar); 0 keeps nothing.
  BOOKING_DAYS_TTL_SECONDS: z._default(z.coerce.number().check(z.int(), z.gte(0)), 60),
  // What one request may spend on platform and venue reads in all, so a page renders within 3 s
  // (with what it has, or a 503 that says the venue cannot be reached) however slow the platform is.
  // The menu and its data, and every page's own reads, keep it (decision 025).
  PAGE_TIMEOUT_MS: z._default(z.coerce.number().check(z.int(), z.positive()), PAGE_READ_TIMEOUT_MS),
  // What the diner waits for waits as long as the venue's own agents do (SPEC §7, 60 s): a write
  // (checkout, payment, credit, account), where giving up early would leave the diner unsure whether
  // it happened, and a read of their own data asked by its screen (domain/read-budgets.ts).
  VENUE_API_TIMEOUT_MS: z._default(z.coerce.number().check(z.int(), z.positive()), DINER_READ_TIMEOUT_MS),
  // The hidden debug panel (SPEC §2 /debug) exists only where this is 'on'.
  DEBUG_PANEL: z._default(z.enum(['on', 'off']), 'off'),
  // The port venues' sites are served on, when not the scheme's own (local runs): links sent away
  // name it instead of trusting the request's Host header.
  PUBLIC_PORT: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(65_535))),
})

export type Config = z.infer<typeof configSchema>

const parsed = new WeakMap<object, Config>()

/** Reads and validates the Worker configuration once per env object; names every missing setting. */
export function readConfig(env: Bindings): Config {
  const cached = parsed.get(env)
  if (cached) return cached
  const result = configSchema.safeParse(env)
  if (!result.success) {
    const names = result.error.issues.map((issue) => issue.path.join('.')).join(', ')
    throw new Error(`Worker configuration is invalid or missing: ${names}`)
  }
  parsed.set(env, result.data)
  return result.data
}
