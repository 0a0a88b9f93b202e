import { ApiError, type FailureReason } from './api-error'

// The Worker's failed answers, read at the seam: every reason (stores/api-error.ts) with the fields its
// answer carries, checked here so that screens branch on the reason and read typed fields. Read by hand,
// not with zod: the schedule, the order's page and the menu branch on failures, and zod would be most
// of what they load beyond the menu (tests/e2e/first-load-budgets.spec.ts).

type Issue = { path: (string | number)[]; message: string }
type Refusal = { code: string; message: string }

/** A failed call, by its reason, with what the Worker said (`message`, in the page's language where it is meant for the diner). */
export type ApiFailure =
  | { reason: Exclude<FailureReason, 'invalid' | 'rejected'>; message: string | null }
  // A refused body: the field issues, as translation keys (server/http-error.ts).
  | { reason: 'invalid'; message: string | null; issues: Issue[] | null }
  // The venue's reasons for refusing an order.
  | { reason: 'rejected'; message: string | null; reasons: Refusal[] }

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

const isIssue = (value: unknown): value is Issue =>
  isRecord(value) && typeof value.message === 'string' && Array.isArray(value.path) && value.path.every((key) => typeof key === 'string' || typeof key === 'number')

const isRefusal = (value: unknown): value is Refusal => isRecord(value) && typeof value.code === 'string' && typeof value.message === 'string'

/** Entries of the expected shape; one that is not is left out, not the whole list. */
const entriesOf = <T>(value: unknown, isEntry: (entry: unknown) => entry is T): T[] | null => (Array.isArray(value) ? value.filter(isEntry) : null)

/** What a failed call's error says: a failure that is not the Worker's answer (a bug) is 'failed'. */
export function failureOf(error: unknown): ApiFailure {
  if (!(error instanceof ApiError)) return { reason: 'failed', message: null }
  const body = isRecord(error.body) ? error.body : {}
  const message = typeof body.error === 'string' ? body.error : null
  const { reason } = error
  if (reason === 'invalid') return { reason, message, issues: entriesOf(body.issues, isIssue) }
  if (reason === 'rejected') return { reason, message, reasons: entriesOf(body.reasons, isRefusal) ?? [] }
  return { reason, message }
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
