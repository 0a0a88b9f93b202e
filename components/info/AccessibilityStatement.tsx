import './info.css'
import { usePageContext } from '../ui/page-context'
import { useI18n } from '../ui/i18n'

// The day the statement was last reviewed against the site is in its last sentence
// (info.accessibility.written): change it with the statement, in the four catalogues.
const TESTS = ['axe', 'keyboard', 'reflow', 'motion', 'when'] as const
const LIMITATIONS = ['languages', 'slot', 'payment', 'documents', 'qr'] as const

/**
 * The venue's accessibility statement (European Accessibility Act, EN 301 549): the standard, how the
 * site is tested, what is known not to conform and what to do instead, and whom to write to: the
 * venue's own e-mail (SPEC §1 footer fields), or its address where it gives none.
 */
export function AccessibilityStatement() {
  const { t } = useI18n()
  const { venue } = usePageContext()
  const name = venue?.name ?? ''
  const address = venue ? [venue.address.line1, [venue.address.zipCode, venue.address.city].filter(Boolean).join(' ')].filter(Boolean).join(', ') : ''
  return (
    <article className="info-page accessibility-statement">
      <h1>{t('info.accessibility.title')}</h1>
      <p>{t('info.accessibility.intro', { name })}</p>

      <h2>{t('info.accessibility.standardTitle')}</h2>
      <p>{t('info.accessibility.standard')}</p>
      <p>{t('info.accessibility.status')}</p>

      <h2>{t('info.accessibility.testedTitle')}</h2>
      <ul>
        {TESTS.map((key) => (
          <li key={key}>{t(`info.accessibility.tested.${key}`)}</li>
        ))}
      </ul>

      <h2>{t('info.accessibility.limitsTitle')}</h2>
      <ul>
        {LIMITATIONS.map((key) => (
          <li key={key}>{t(`info.accessibility.limits.${key}`, { name })}</li>
        ))}
      </ul>

      <h2>{t('info.accessibility.contactTitle')}</h2>
      {venue?.email ? (
        <>
          <p>{t('info.accessibility.contact', { name })}</p>
          <p>
            <a href={`mailto:${venue.email}`}>{venue.email}</a>
          </p>
        </>
      ) : (
        <p>{t('info.accessibility.contactNoEmail', { name, address })}</p>
      )}
      <p>{t('info.accessibility.contactWhat')}</p>
      <p>{t('info.accessibility.enforcement')}</p>
      <p className="statement-date">{t('info.accessibility.written')}</p>
    </article>
  )
}
