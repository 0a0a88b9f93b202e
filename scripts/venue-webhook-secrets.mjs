// Each demo venue's webhook secrets in the app's KV (`webhook-secrets:<host>`, decision 024), as an
// operator puts a real venue's with `wrangler kv key put`. The sandbox origin derives the same secret
// from its ORDER_WEBHOOK_SECRET (origin/src/webhook-signature.ts), so its webhooks verify out of the box.
import { createHmac } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { GRAND_HOST } from '../origin/seed/grand-venue.mjs'
import { ROOT, sandboxWebhookSecret } from './worker-options.mjs'

const DEMO_VENUES = join(ROOT, 'origin/seed/demo/venues')

export const webhookSecretsKey = (host) => `webhook-secrets:${host}`

/** A venue's secret as the sandbox derives it: hex HMAC-SHA256 of "venue-webhook:<host>" keyed by the platform's. */
export const venueWebhookSecret = (host, platformSecret = sandboxWebhookSecret()) =>
  createHmac('sha256', platformSecret).update(`venue-webhook:${host}`).digest('hex')

/** The hosts of the demo venues the sandbox seeds (origin/seed/build-seed.mjs). */
export function demoVenueHosts() {
  const files = readdirSync(DEMO_VENUES).filter((name) => name.endsWith('.json'))
  return [...files.map((file) => JSON.parse(readFileSync(join(DEMO_VENUES, file), 'utf8')).host.toLowerCase()), GRAND_HOST]
}

/**
 * Writes every demo venue's secret into `kv`. `overrides` (host → secrets, newest first) replace a
 * venue's entry, or remove it when empty: how a test rotates a secret, or takes a venue's away.
 */
export async function putVenueWebhookSecrets(kv, overrides = {}) {
  const derived = Object.fromEntries(demoVenueHosts().map((host) => [host, [venueWebhookSecret(host)]]))
  const entries = Object.entries({ ...derived, ...overrides })
  await Promise.all(
    entries.map(([host, secrets]) =>
      secrets.length > 0 ? kv.put(webhookSecretsKey(host), JSON.stringify({ secrets })) : kv.delete(webhookSecretsKey(host)),
    ),
  )
}
