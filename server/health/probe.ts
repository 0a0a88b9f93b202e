import { z } from 'zod/mini'
import { HEALTH_PROBE_MS, type HealthCheck } from '../../common/health'
import type { Config } from '../env'
import { UpstreamError } from '../http-error'
import { platformClient } from '../platform/platform-client'

// A monitor wants an answer within seconds, whatever the platform does.
const PROBE_TIMEOUT_MS = 2_500
// A small, static read that needs the service token: it shows the platform answers and takes our credentials.
const PLATFORM_PROBE_PATH = '/api/v4/allergens'
const KV_PROBE_KEY = 'healthz:probe'

export type Probe = { kv: HealthCheck; platform: HealthCheck; checkedAt: string }

// One look per isolate (and platform) every HEALTH_PROBE_MS, shared by every request in between,
// failed looks too: however often /healthz is asked, the platform gets one call per isolate per window.
const looks = new Map<string, { until: number; probe: Promise<Probe> }>()

/** KV and the platform, as this isolate last saw them (a new look when the last is too old). */
export function probe(config: Config | null, kv: KVNamespace): Promise<Probe> {
  const key = config?.PLATFORM_URL ?? ''
  const last = looks.get(key)
  if (last && last.until > Date.now()) return last.probe
  const look = lookNow(config, kv)
  looks.set(key, { until: Date.now() + HEALTH_PROBE_MS, probe: look })
  return look
}

async function lookNow(config: Config | null, kv: KVNamespace): Promise<Probe> {
  const checkedAt = new Date().toISOString()
  const [kvCheck, platform] = await Promise.all([
    timed(() => withTimeout(kv.get(KV_PROBE_KEY))),
    config ? timed(() => platformClient(config, kv, { deadline: Date.now() + PROBE_TIMEOUT_MS }).get(PLATFORM_PROBE_PATH, z.unknown())) : { ok: false, ms: 0, error: 'not configured' },
  ])
  return { kv: kvCheck, platform, checkedAt }
}

async function timed(check: () => Promise<unknown>): Promise<HealthCheck> {
  const started = Date.now()
  try {
    await check()
    return { ok: true, ms: Date.now() - started }
  } catch (error) {
    return { ok: false, ms: Date.now() - started, error: failureOf(error) }
  }
}

/** Why a look failed, in words that carry no secret: a status, a timeout, no connection. */
function failureOf(error: unknown): string {
  if (error instanceof UpstreamError) return `${error.pattern}: ${error.failure}`
  return error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'unreachable'
}

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  return Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new DOMException('timeout', 'TimeoutError')), PROBE_TIMEOUT_MS))])
}
