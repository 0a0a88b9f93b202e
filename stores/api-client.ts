import { withProgress } from '../client/navigation-progress'
import type { ExtractSchema } from 'hono/types'
import type { SuccessStatusCode } from 'hono/utils/http-status'
import type { Locale } from '../domain/locale'
import { CACHES, SESSION_CHANGED_HEADER } from '../common/offline-caches'
import { BROWSER_READ_LIMIT_MS } from '../common/read-budgets'
import type { Api } from '../server/api'
import { ApiError } from './api-error'

export { ApiError, type FailureReason } from './api-error'

// The Worker's API is typed by its own routes (server/api.ts): a path is written as the Worker declares
// it ('/menu/:posId'), its parameters are required by name, and its answer has the type the Worker's
// handler gives it. Only the type crosses over; nothing of the Worker is bundled for the browser.
type Routes = ExtractSchema<Api>
type Method = '$get' | '$post' | '$put' | '$delete'
type Endpoint<P, M extends Method> = P extends keyof Routes ? (M extends keyof Routes[P] ? Routes[P][M] : never) : never
type Success<E> = E extends { output: infer O; status: infer S } ? ([Extract<S, SuccessStatusCode>] extends [never] ? never : O) : never

/** The API's paths that answer `M`, as the Worker declares them. */
export type ApiPath<M extends Method> = { [P in keyof Routes]: M extends keyof Routes[P] ? P : never }[keyof Routes]
/** What a path answers when it succeeds. */
export type ApiAnswer<P, M extends Method = '$get'> = Success<Endpoint<P, M>>

type Query = Record<string, string | number | null | undefined>
type PathInput<P, M extends Method> =
  Endpoint<P, M> extends { input: { param: infer Param } } ? { param: { [K in keyof Param]: string | number } } : { param?: undefined }
/** What goes with a call: the path's parameters by name, and a query. */
export type ApiInput<P, M extends Method> = PathInput<P, M> & { query?: Query }

type Filled = { param?: Record<string, string | number> | undefined; query?: Query | undefined }

/** A call's address under /api: the path with its parameters filled in, and the query. */
export function apiAddress(path: string, { param, query }: Filled): string {
  const filled = path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(param?.[name])))
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) if (value != null) search.set(key, String(value))
  // Not `search.size`: Safari before 17 has no such property.
  const queryString = search.toString()
  return `${filled}${queryString ? `?${queryString}` : ''}`
}

const url = (path: string, input: Filled) => `/api${apiAddress(path, input)}`

/**
 * The answer a page's +data hook already read for a call, if it did: pages/page-data.ts asks the same
 * route on the server and hands over its JSON, which is what the route declares, as over the network.
 */
export function preloadedAnswer<P extends ApiPath<'$get'>>(
  answers: Readonly<Record<string, string>> | undefined,
  path: P,
  input: ApiInput<P, '$get'>,
): ApiAnswer<P> | undefined {
  const json = answers?.[apiAddress(path, input)]
  return json === undefined ? undefined : parsed(json)
}

/**
 * GET one of the Worker's own JSON endpoints; the page's language travels as `X-Locale` (SPEC §4).
 * `fresh` asks past the browser's cache (a menu checked again once the network is back). A read that
 * outlasts the Worker's longest budget (a connection that hangs) ends as the Worker's would: a 504.
 */
export function apiGet<P extends ApiPath<'$get'>>(path: P, input: ApiInput<P, '$get'>, locale: Locale, { fresh = false } = {}): Promise<ApiAnswer<P, '$get'>> {
  const init: RequestInit = {
    method: 'GET',
    headers: { accept: 'application/json', 'x-locale': locale },
    signal: readLimit(),
    ...(fresh ? { cache: 'no-cache' } : {}),
  }
  return withProgress(() => call(url(path, input), init))
}

// Browsers before 2022 have no AbortSignal.timeout: their reads end when the Worker answers.
const readLimit = () => (typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(BROWSER_READ_LIMIT_MS) : undefined)

/** POST JSON to one of the Worker's own endpoints; a refusal's body travels with the ApiError. */
export function apiPost<P extends ApiPath<'$post'>>(
  path: P,
  input: ApiInput<P, '$post'> & { json: unknown },
  locale: Locale,
): Promise<ApiAnswer<P, '$post'>> {
  return write('POST', url(path, input), locale, input.json)
}

/** PUT JSON to one of the Worker's own endpoints: a record replaced (an address). */
export function apiPut<P extends ApiPath<'$put'>>(path: P, input: ApiInput<P, '$put'> & { json: unknown }, locale: Locale): Promise<ApiAnswer<P, '$put'>> {
  return write('PUT', url(path, input), locale, input.json)
}

/** DELETE one of the Worker's records (an address; a notification's subscription, named in a JSON body). */
export function apiDelete<P extends ApiPath<'$delete'>>(path: P, input: ApiInput<P, '$delete'> & { json?: unknown }, locale: Locale): Promise<ApiAnswer<P, '$delete'>> {
  return write('DELETE', url(path, input), locale, input.json)
}

// Every write says it is JSON, a body or none: the Worker takes a write only as the venue's own page's (same-origin.ts).
function write<Answer>(method: 'POST' | 'PUT' | 'DELETE', target: string, locale: Locale, json?: unknown): Promise<Answer> {
  return withProgress(() =>
    call(target, {
      method,
      headers: { accept: 'application/json', 'content-type': 'application/json', 'x-locale': locale },
      ...(json === undefined ? {} : { body: JSON.stringify(json) }),
    }),
  )
}

// 428: the call needs the visitor cookie, which its answer brings; the browser asks once more with it.
const VISITOR_REQUIRED = 428

async function call<Answer>(target: string, init: RequestInit): Promise<Answer> {
  const request = `${init.method} ${target}`
  const outOfTime = () => new ApiError(504, `${request} got no answer in time`)
  const send = () =>
    fetch(target, init).catch(() => {
      throw init.signal?.aborted ? outOfTime() : new ApiError(0, `${request} failed`)
    })
  let response = await send()
  if (response.status === VISITOR_REQUIRED) {
    await response.body?.cancel()
    response = await send()
  }
  if (response.headers.has(SESSION_CHANGED_HEADER)) await forgetKeptPages()
  const text = await response.text().catch(() => (init.signal?.aborted ? null : ''))
  if (text === null) throw outOfTime()
  const json = parsed(text)
  if (!response.ok) throw new ApiError(response.status, `${request} answered ${response.status}`, json ?? null)
  if (json === undefined) throw new ApiError(response.status, `${request} answered no JSON`)
  // The one point where the Worker's word is taken: it answers what its route declares (server/api.ts).
  return json
}

/** The menu pages the service worker keeps are a visitor's: not for whoever logs in, nor after a logout. */
async function forgetKeptPages() {
  if ('caches' in window) await caches.delete(CACHES.pages).catch(() => false)
}

/** An answer's JSON: null for an empty answer (204), undefined for one that is not JSON. */
function parsed(text: string) {
  try {
    return text ? JSON.parse(text) : null
  } catch {
    return undefined
  }
}
