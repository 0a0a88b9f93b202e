import { invalidRequest } from '../http-error'

/**
 * A path on the platform or a venue's API, and its pattern: the same path with every value put in
 * replaced by `{}` (`/customer/{}`, `/order?uids={}`). The pattern is what logs, metrics and errors
 * name: a value may be a customer's token, an order's uid, an e-mail or a code.
 */
export type UpstreamPath = { readonly path: string; readonly pattern: string }

/** Stands for a value in a pattern. */
export const PLACEHOLDER = '{}'

/**
 * A path built from a template, each value encoded as one segment (or one query value), so no value,
 * whoever sent it, can change which route it reaches: upstreamPath`/customer/${token}`.
 */
export function upstreamPath(strings: TemplateStringsArray, ...values: (string | number)[]): UpstreamPath {
  let path = strings[0]!
  values.forEach((raw, index) => {
    const value = String(raw)
    // Empty, `.` or `..` would walk the path.
    if (value === '' || value === '.' || value === '..') throw invalidRequest()
    path += encodeURIComponent(value) + strings[index + 1]!
  })
  return { path, pattern: strings.join(PLACEHOLDER) }
}

/**
 * What may be said of a path given as a plain string, meant for a fixed route ('/login'): a segment
 * of words ('customer-credit-refund') or a version ('v4') is kept, any other (digits, dots, '@', a long
 * run) and every query value is left out, in case a value was put in without upstreamPath.
 */
function patternOfText(text: string): string {
  const [path = '', query] = text.split('?', 2)
  const segments = path.split('/').map((segment) => (segment === '' || /^(?:[A-Za-z-]{1,40}|v\d{1,2})$/.test(segment) ? segment : PLACEHOLDER))
  const names = query?.split('&').map((pair) => `${pair.split('=', 1)[0]}=${PLACEHOLDER}`)
  return segments.join('/') + (names ? `?${names.join('&')}` : '')
}

/** The path to call and the pattern to name it by. */
export const pathOf = (path: string | UpstreamPath): UpstreamPath => (typeof path === 'string' ? { path, pattern: patternOfText(path) } : path)
