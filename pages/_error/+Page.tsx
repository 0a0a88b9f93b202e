import { usePageContext } from 'vike-react/usePageContext'
import { ErrorScreen } from '../../components/ui/ErrorScreen'
import { localePath, useI18n } from '../../components/ui/i18n'

/** 404: 'This page could not be found'; any other failure: 'Error' with a way back (SPEC §2, §8). */
export default function Page() {
  const { is404, abortStatusCode } = usePageContext()
  const { t, locale } = useI18n()
  const home = (
    <a className="button-primary" href={localePath(locale, '/')}>
      {is404 ? t('error.backToMenu') : t('error.tryAgain')}
    </a>
  )
  if (is404) return <ErrorScreen title="404" message={t('error.notFound')} action={home} />
  const status = typeof abortStatusCode === 'number' ? abortStatusCode : 500
  return <ErrorScreen title={status === 500 ? t('error.title') : t('error.status', { status })} message={t('error.message')} action={home} />
}
