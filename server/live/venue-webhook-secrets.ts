import { z } from 'zod/mini'
import { ByteLru, stringBytes } from '../byte-lru'
import { isolateCaches } from '../isolate-caches'

// Each venue signs its webhooks with a secret of its own, kept in KV under `webhook-secrets:<host>` as
// {"secrets": [newest, previous]}: two verify at once, so a venue's secret is changed without a moment
// when its messages are refused (decision 024). An operator writes the entry with `wrangler kv key put`;
// a venue without one sends no webhook the Worker takes.

const entrySchema = z.object({ secrets: z.array(z.string().check(z.minLength(32), z.maxLength(512))).check(z.minLength(1), z.maxLength(2)) })

export const webhookSecretsKey = (host: string) => `webhook-secrets:${host}`

// A burst of webhooks costs one KV read per isolate. A removed secret stops verifying once this memo and
// KV's own edge cache (up to 60 s) have let it go. Misses are kept too, charged to the isolate's caches
// by their bytes, so messages naming made-up hosts neither grow the isolate nor read KV each time.
const MEMO_MS = 30_000
const ENTRY_BYTES = 64
type Memo = { secrets: string[] | null; until: number }
const memo = new ByteLru<string, Memo>(isolateCaches, (kept, host) => ENTRY_BYTES + stringBytes(host) + (kept.secrets ?? []).reduce((sum, secret) => sum + stringBytes(secret), 0))

/** The secrets a venue's webhooks may be signed with, newest first; null when the venue has none (an unreadable entry is told to `notify`). */
export async function venueWebhookSecrets(kv: KVNamespace, host: string, notify: (notice: string) => void): Promise<string[] | null> {
  const kept = memo.get(host)
  if (kept && kept.until > Date.now()) return kept.secrets
  const stored = await kv.get(webhookSecretsKey(host), 'json')
  const entry = stored === null ? null : entrySchema.safeParse(stored)
  if (entry && !entry.success) notify(`webhook secrets of ${host}: the KV entry is unreadable, its webhooks are refused`)
  const secrets = entry?.success ? entry.data.secrets : null
  memo.set(host, { secrets, until: Date.now() + MEMO_MS })
  return secrets
}
