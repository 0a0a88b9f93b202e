import type { z } from 'zod/mini'
import type { Config } from '../env'
import { UpstreamError } from '../http-error'
import { readSignal } from '../deadline'
import { fetchRepeatable } from '../upstream/upstream-fetch'
import { watchedCall, type CallWatch } from '../upstream/upstream-calls'
import { pathOf, upstreamPath, type UpstreamPath } from '../upstream/upstream-path'
import { serviceToken } from './service-token'

export type PlatformClient = {
  /** GET a platform path and validate the answer; `null` when the platform says 404. */
  get<S extends z.ZodMiniType>(path: string | UpstreamPath, schema: S): Promise<z.infer<S> | null>
}

/** A platform path and its pattern: platformPath`/api/v4/stores/${id}` (server/upstream/upstream-path.ts). */
export const platformPath = upstreamPath

// The platform refused the service token: it is renewed once.
const RENEW = Symbol('renew')

/**
 * The provider platform API (SPEC §7), called with the service token; answers validated with zod.
 * Each call ends by the request's `deadline`, or after PAGE_TIMEOUT_MS for work done in the background,
 * and is told to `watch` (its log line and datapoint).
 */
export function platformClient(config: Config, kv: KVNamespace, { deadline, watch }: { deadline?: number; watch?: CallWatch } = {}): PlatformClient {
  const signal = () => readSignal(deadline ?? Date.now() + config.PAGE_TIMEOUT_MS)

  async function getOnce<S extends z.ZodMiniType>({ path, pattern }: UpstreamPath, schema: S, renewToken: boolean) {
    const token = await serviceToken(config, kv, renewToken, signal, watch)
    const ends = signal()
    const send = async () => {
      try {
        return await fetchRepeatable(new URL(path, config.PLATFORM_URL), {
          headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
          signal: ends,
        })
      } catch {
        throw new UpstreamError('platform', pattern, ends.aborted ? 'timeout' : 'unreachable')
      }
    }
    return watchedCall(watch, { upstream: 'platform', method: 'GET', pattern }, send, async (response): Promise<z.infer<S> | null | typeof RENEW> => {
      if (response.status === 401 && !renewToken) return RENEW
      if (response.status === 404) return null
      if (!response.ok) throw new UpstreamError('platform', pattern, response.status)
      const parsed = schema.safeParse(await response.json().catch(() => undefined))
      if (!parsed.success) throw new UpstreamError('platform', pattern, 'invalid')
      return parsed.data
    })
  }

  return {
    async get(given, schema) {
      const path = pathOf(given)
      const answer = await getOnce(path, schema, false)
      // A token revoked or expired early: renew once, then give up.
      return answer === RENEW ? (getOnce(path, schema, true) as Promise<z.infer<typeof schema> | null>) : answer
    },
  }
}
