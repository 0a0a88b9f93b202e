import { usePageContext } from 'vike-react/usePageContext'
import { ErrorScreen } from '../../components/ui/ErrorScreen'
import { localePath, useI18n } from '../../components/ui/i18n'

/**
 * 404: 'This page could not be found'; any other failure: its status and message, with a way back
 * (SPEC §2, §8: 'other route errors show the status with its message', e.g. 500 'Unknown middleware').
 * A reason that names one of our texts (`error.unreachable`) is shown in the page's language.
 */
export default function Page() {
  const { is404, abortStatusCode, abortReason, urlOriginal } = usePageContext()
  const { t, locale } = useI18n()
  const retry = abortStatusCode === 503
  const action = (
    <a className="button-primary" href={retry ? urlOriginal : localePath(locale, '/')}>
      {is404 ? t('error.backToMenu') : t('error.tryAgain')}
    </a>
  )
  if (is404) return <ErrorScreen title="404" message={t('error.notFound')} action={action} />
  const status = typeof abortStatusCode === 'number' ? abortStatusCode : 500
  const reason = typeof abortReason === 'string' ? (abortReason.startsWith('error.') ? t(abortReason) : abortReason) : null
  return (
    <ErrorScreen title={status === 500 ? t('error.title') : t('error.status', { status })} message={reason ?? t('error.message')} action={action} />
  )
}
