import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../app-env'
import { counterFor } from '../limits/limits'
import { LIMITS } from '../../domain/limits'
import { platformClient } from '../platform/platform-client'
import { venueByHost } from '../venue/venue-cache'
import { callWatchOf } from '../logs/upstream-log'

/** Recognises the venue by the request's hostname (port ignored); `null` for an unknown host. */
export const venue = (): MiddlewareHandler<AppEnv> =>
  async function venue(c, next) {
    const config = c.get('config')
    const host = new URL(c.req.url).hostname
    const platform = () => platformClient(config, c.env.VENUES, { deadline: c.get('deadline'), watch: callWatchOf(c) })
    const mayAskPlatform = async () => (await counterFor(c, 'unknown-host-lookups').take(LIMITS.unknownHostLookups)).allowed
    c.set('venue', await venueByHost(host, config, c.env.VENUES, platform, mayAskPlatform, c.executionCtx))
    await next()
  }
