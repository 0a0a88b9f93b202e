// `node scripts/put-webhook-secrets.mjs [persist-dir]`: the demo venues' webhook secrets into the app's
// local KV (default .wrangler/state, wrangler's layout) without serving the app: `npm run dev` runs it
// before Vite, whose Worker reads that KV. A served app writes them itself (scripts/serve.mjs).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Miniflare } from 'miniflare'
import { putVenueWebhookSecrets } from './venue-webhook-secrets.mjs'
import { parseJsonc, ROOT } from './worker-options.mjs'

const persistTo = process.argv[2] ?? '.wrangler/state'
const config = parseJsonc(readFileSync(join(ROOT, 'wrangler.jsonc'), 'utf8'))
const venues = config.kv_namespaces.find((namespace) => namespace.binding === 'VENUES')
const mf = new Miniflare({
  modules: true,
  script: 'export default { fetch: () => new Response(null, { status: 404 }) }',
  compatibilityDate: config.compatibility_date,
  kvNamespaces: { VENUES: venues.id },
  defaultPersistRoot: join(ROOT, persistTo, 'v3'),
  host: '127.0.0.1',
  port: 0,
})
try {
  await putVenueWebhookSecrets(await mf.getKVNamespace('VENUES'))
} finally {
  await mf.dispose()
}
