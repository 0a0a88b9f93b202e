import { useCallback, useEffect, useMemo, useState } from 'react'
import { splitLocalePath } from '../../domain/locale'
import { LOGIN_PATH } from '../../domain/route-access'
import { apiGet, preloadedAnswer, type ApiAnswer, type ApiInput, type ApiPath } from '../../stores/api-client'
import { failureOf, type ApiFailure } from '../../stores/api-failure'
import { usePageData } from '../ui/page-data'
import { localePath, useI18n } from '../ui/i18n'

export type AccountLoad<T> = { state: 'loading' } | { state: 'loaded'; data: T } | { state: 'failed'; reason: ApiFailure['reason']; error: unknown }

/**
 * One of the Worker's account reads: the answer the page arrived with (its +data hook asked the same
 * route within the page's budget), else asked after hydration, where the Worker waits for the venue as
 * long as SPEC §7 says (decision 025), and again on retry. A session that ended meanwhile (401) sends
 * the customer to login, as the page guard would have.
 */
export function useAccountData<P extends ApiPath<'$get'>>(path: P | null, input: ApiInput<P, '$get'>) {
  const { locale } = useI18n()
  // The input by its text: a new object each render names the same read.
  const inputKey = JSON.stringify(input)
  const answers = usePageData()?.answers
  // Parsed once per read, not on every render of the screen.
  const preloaded = useMemo(
    () => (path === null ? undefined : preloadedAnswer(answers, path, JSON.parse(inputKey) as typeof input)),
    [answers, path, inputKey],
  )
  const [load, setLoad] = useState<AccountLoad<ApiAnswer<P>>>(() =>
    preloaded === undefined ? { state: 'loading' } : { state: 'loaded', data: preloaded },
  )
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    if (path === null) return
    if (attempt === 0 && preloaded !== undefined) {
      // A read that waited for another (the history after the balance) starts from the page's answer too.
      setLoad({ state: 'loaded', data: preloaded })
      return
    }
    let current = true
    setLoad({ state: 'loading' })
    apiGet(path, JSON.parse(inputKey) as typeof input, locale).then(
      (data) => {
        if (current) setLoad({ state: 'loaded', data })
      },
      (error: unknown) => {
        if (!current) return
        const { reason } = failureOf(error)
        if (reason === 'not-logged-in') {
          // Back here once logged in again (domain/login-landing.ts reads ?next).
          const here = splitLocalePath(window.location.pathname).rest + window.location.search
          window.location.assign(`${localePath(locale, LOGIN_PATH)}?next=${encodeURIComponent(here)}`)
        }
        setLoad({ state: 'failed', reason, error })
      },
    )
    return () => {
      current = false
    }
  }, [path, inputKey, locale, attempt, preloaded])

  const retry = useCallback(() => setAttempt((count) => count + 1), [])
  return { load, retry }
}

/** The venue's own message of a refusal ({error}), if any. */
export const refusalMessage = (error: unknown): string | null => failureOf(error).message
