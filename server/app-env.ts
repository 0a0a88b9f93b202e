import type { Locale } from '../domain/locale'
import type { Bindings, Config } from './env'
import type { VenueRecord } from './venue/venue-record'

/** Per-request values the middleware chain sets for later handlers. */
export type Variables = {
  config: Config
  nonce: string
  venue: VenueRecord | null
  locale: Locale
}

export type AppEnv = { Bindings: Bindings; Variables: Variables }
