import type { z } from 'zod'
import type { Config } from '../env'
import { PlatformError } from '../http-error'
import { serviceToken } from './service-token'

export type PlatformClient = {
  /** GET a platform path and validate the answer; `null` when the platform says 404. */
  get<S extends z.ZodType>(path: string, schema: S): Promise<z.infer<S> | null>
}

/** The provider platform API (SPEC §7), called with the service token; answers validated with zod. */
export function platformClient(config: Config, kv: KVNamespace): PlatformClient {
  async function call(path: string, token: string): Promise<Response> {
    try {
      return await fetch(new URL(path, config.PLATFORM_URL), {
        headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
        signal: AbortSignal.timeout(config.PLATFORM_TIMEOUT_MS),
      })
    } catch {
      throw new PlatformError(path, 'timeout')
    }
  }

  return {
    async get(path, schema) {
      let response = await call(path, await serviceToken(config, kv))
      // A token revoked or expired early: renew once, then give up.
      if (response.status === 401) response = await call(path, await serviceToken(config, kv, true))
      if (response.status === 404) return null
      if (!response.ok) throw new PlatformError(path, response.status)
      const parsed = schema.safeParse(await response.json().catch(() => undefined))
      if (!parsed.success) throw new PlatformError(path, 'invalid')
      return parsed.data
    },
  }
}
