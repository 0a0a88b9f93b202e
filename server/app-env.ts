import type { Locale } from '../domain/locale'
import type { Bindings, Config } from './env'
import type { VenueRecord } from './venue/venue-record'

/** Per-request values the middleware chain sets for later handlers. */
export type Variables = {
  /** The request's id (logs/request-id.ts): on each of its log lines, its error report and its answer. */
  requestId: string
  /** An error status that is an expected answer (an inactive venue's 503): outside the 5xx alert. */
  expectedAnswer?: boolean
  /** The Vike page a page request rendered (its log line and datapoint). */
  page?: string
  config: Config
  nonce: string
  venue: VenueRecord | null
  locale: Locale
  /** When this request's upstream reads must be done (epoch ms): PAGE_TIMEOUT_MS, or longer for a read the diner waits for (middleware/read-budget.ts). */
  deadline: number
}

export type AppEnv = { Bindings: Bindings; Variables: Variables }
