import type { z } from 'zod'
import type { Config } from '../env'
import { UpstreamError } from '../http-error'
import { readSignal } from '../deadline'
import { fetchRepeatable } from '../upstream-fetch'
import { serviceToken } from './service-token'

export type PlatformClient = {
  /** GET a platform path and validate the answer; `null` when the platform says 404. */
  get<S extends z.ZodType>(path: string, schema: S): Promise<z.infer<S> | null>
}

/**
 * The provider platform API (SPEC §7), called with the service token; answers validated with zod.
 * Each call ends by the request's `deadline`, or after PAGE_TIMEOUT_MS for work done in the background.
 */
export function platformClient(config: Config, kv: KVNamespace, deadline?: number): PlatformClient {
  const signal = () => readSignal(deadline ?? Date.now() + config.PAGE_TIMEOUT_MS)
  async function call(path: string, token: string): Promise<Response> {
    const ends = signal()
    try {
      return await fetchRepeatable(new URL(path, config.PLATFORM_URL), {
        headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
        signal: ends,
      })
    } catch {
      throw new UpstreamError('platform', path, ends.aborted ? 'timeout' : 'unreachable')
    }
  }

  return {
    async get(path, schema) {
      let response = await call(path, await serviceToken(config, kv, false, signal))
      // A token revoked or expired early: renew once, then give up.
      if (response.status === 401) response = await call(path, await serviceToken(config, kv, true, signal))
      if (response.status === 404) return null
      if (!response.ok) throw new UpstreamError('platform', path, response.status)
      const parsed = schema.safeParse(await response.json().catch(() => undefined))
      if (!parsed.success) throw new UpstreamError('platform', path, 'invalid')
      return parsed.data
    },
  }
}
