import { localePath, useI18n } from '../../components/ui/i18n'

/** The schedule step: choosing the time slot arrives with checkout; the cart stays as it is. */
export default function Page() {
  const { t, locale } = useI18n()
  return (
    <article className="info-page">
      <h1>{t('schedule.title')}</h1>
      <p>{t('schedule.placeholder')}</p>
      <a className="button-secondary" href={localePath(locale, '/')}>
        {t('schedule.openMenu')}
      </a>
    </article>
  )
}
