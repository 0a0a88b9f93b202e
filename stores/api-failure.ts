import { z } from 'zod'
import { ApiError } from './api-error'

// The Worker's failed answers, read at the seam: every reason (stores/api-client.ts) with the fields
// its answer carries, checked here so that screens branch on the reason and read typed fields. Apart
// from the client itself: the menu's first load carries no zod (tests/e2e/menu-scripts.spec.ts).

/** Entries of the expected shape; one that is not is left out, not the whole list. */
const entriesOf = <T>(entry: z.ZodType<T>) =>
  z.array(z.unknown()).transform((items) => items.flatMap((item) => {
    const read = entry.safeParse(item)
    return read.success ? [read.data] : []
  }))

const issue = z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string() })
const refusal = z.object({ code: z.string(), message: z.string() })

// What the Worker said ({ error }), in the page's language where it is meant for the diner.
const told = { message: z.string().nullable().catch(null) }
const plain = <R extends string>(reason: R) => z.object({ reason: z.literal(reason), ...told })

const failureSchema = z.discriminatedUnion('reason', [
  plain('offline'),
  // A refused body: the field issues, as translation keys (server/http-error.ts).
  z.object({ reason: z.literal('invalid'), ...told, issues: entriesOf(issue).nullable().catch(null) }),
  plain('not-logged-in'),
  plain('forbidden'),
  plain('not-found'),
  plain('conflict'),
  // The venue's reasons for refusing an order.
  z.object({ reason: z.literal('rejected'), ...told, reasons: entriesOf(refusal).catch([]) }),
  plain('visitor-required'),
  plain('limit-reached'),
  plain('refused'),
  plain('unreachable'),
  plain('failed'),
])

/** A failed call, by its reason, with what the Worker's answer said. */
export type ApiFailure = z.infer<typeof failureSchema>

/** What a failed call's error says: a failure that is not the Worker's answer (a bug) is 'failed'. */
export function failureOf(error: unknown): ApiFailure {
  if (!(error instanceof ApiError)) return { reason: 'failed', message: null }
  const body: object = typeof error.body === 'object' && error.body !== null ? error.body : {}
  const field = (name: string): unknown => Reflect.get(body, name)
  return failureSchema.parse({ reason: error.reason, message: field('error'), issues: field('issues'), reasons: field('reasons') })
}

/** The Worker refused the request (a 4xx): nothing to try again as it is. */
export const refusedByWorker = ({ reason }: ApiFailure): boolean =>
  reason !== 'offline' && reason !== 'unreachable' && reason !== 'failed'

/**
 * What the Worker said when a limit was reached (why, and until when) or a cookie it needs was
 * refused, in the page's language; null for any other failure.
 */
export const limitMessage = (failure: ApiFailure): string | null =>
  failure.reason === 'limit-reached' || failure.reason === 'visitor-required' ? failure.message : null
