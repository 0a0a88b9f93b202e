import type { Translate } from '../../locales/intl'
import { failureOf, limitMessage } from '../../stores/api-failure'

/**
 * What a form says when sending failed, or a page when a read did: no connection, the venue out of
 * reach (SPEC §8 texts are for the rest), or its own message. Apart from the form helpers
 * (form-errors.ts), so that a page that only reads loads none of the forms' messages and limits.
 */
export function failureText(t: Translate, error: unknown, fallbackId = 'error.message'): string {
  const failure = failureOf(error)
  // A limit reached, or a cookie refused: the Worker says why (and until when) in the page's language.
  const told = limitMessage(failure)
  if (told) return told
  return failure.reason === 'offline' ? t('error.offline') : failure.reason === 'unreachable' ? t('error.unreachable') : t(fallbackId)
}
