import { serviceTokenSchema } from '../../domain/schemas/platform'
import type { Config } from '../env'
import { fetchRepeatable } from '../upstream/upstream-fetch'
import { UpstreamError } from '../http-error'
import { watchedCall, type CallWatch } from '../upstream/upstream-calls'

const KV_KEY = 'platform:service-token'
// Renew this long before the platform's expiry so a token never dies mid-request.
const EXPIRY_MARGIN_SECONDS = 120

type CachedToken = { token: string; expiresAt: number }

// In-isolate memo: saves the KV read on every request of a warm isolate.
const memo = new Map<string, CachedToken>()

const nowSeconds = () => Math.floor(Date.now() / 1000)

/** The platform service token, from memo, then KV, then the password grant. Never leaves the Worker. */
export async function serviceToken(config: Config, kv: KVNamespace, forceRenew: boolean, signal: () => AbortSignal, watch?: CallWatch): Promise<string> {
  const key = config.PLATFORM_URL
  if (!forceRenew) {
    const cached = memo.get(key) ?? (await kv.get<CachedToken>(KV_KEY, 'json'))
    if (cached && cached.expiresAt > nowSeconds()) {
      memo.set(key, cached)
      return cached.token
    }
  }
  const fresh = await requestToken(config, signal(), watch)
  memo.set(key, fresh)
  const ttl = Math.max(60, fresh.expiresAt - nowSeconds())
  await kv.put(KV_KEY, JSON.stringify(fresh), { expirationTtl: ttl })
  return fresh.token
}

const TOKEN_PATH = '/connect/token'

async function requestToken(config: Config, signal: AbortSignal, watch?: CallWatch): Promise<CachedToken> {
  const body = new URLSearchParams({
    grant_type: 'password',
    username: config.PLATFORM_USERNAME,
    password: config.PLATFORM_PASSWORD,
    client_id: config.PLATFORM_CLIENT_ID,
    client_secret: config.PLATFORM_CLIENT_SECRET,
  })
  const send = () =>
    fetchRepeatable(new URL(TOKEN_PATH, config.PLATFORM_URL), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body,
      signal,
    }).catch(() => {
      throw new UpstreamError('platform', TOKEN_PATH, signal.aborted ? 'timeout' : 'unreachable')
    })
  return watchedCall(watch, { upstream: 'platform', method: 'POST', pattern: TOKEN_PATH }, send, async (response) => {
    if (!response.ok) throw new UpstreamError('platform', TOKEN_PATH, response.status)
    const parsed = serviceTokenSchema.safeParse(await response.json().catch(() => undefined))
    if (!parsed.success) throw new UpstreamError('platform', TOKEN_PATH, 'invalid')
    const lifetime = Math.max(60, parsed.data.expires_in - EXPIRY_MARGIN_SECONDS)
    return { token: parsed.data.access_token, expiresAt: nowSeconds() + lifetime }
  })
}
