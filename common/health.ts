// GET /healthz: what an operator's monitor reads (docs/operating.md), on any host.

export const HEALTH_PATH = '/healthz'

/** How long an isolate reuses its last look at KV and the platform, so /healthz cannot flood the platform. */
export const HEALTH_PROBE_MS = 5_000

/** One dependency: reachable or not, how long it took to answer, and why not (no secret, no address). */
export type HealthCheck = { ok: boolean; ms: number; error?: string }

export type HealthAnswer = {
  /** KV and the platform both reachable, and the configuration complete: the answer is 200, else 503. */
  ok: boolean
  /** The Worker version that answered (`wrangler versions list`); its tag is the one given at deploy. */
  version: { id: string; tag: string; timestamp: string } | null
  /** Names the settings missing or invalid, when some are (never their values). */
  config?: { ok: false; error: string }
  kv: HealthCheck
  platform: HealthCheck
  /** When KV and the platform were last looked at by this isolate (ISO). */
  checkedAt: string
}
