import { usePageContext } from '../ui/page-context'
import { useI18n } from '../ui/i18n'

/** A legal page (terms of use, privacy) written for the venue of this host. */
export function InfoPage({ kind }: { kind: 'terms' | 'privacy' }) {
  const { t } = useI18n()
  const { venue } = usePageContext()
  const values = { name: venue?.name ?? '', email: venue?.email ?? '' }
  const paragraphs = kind === 'terms' ? ['intro', 'orders', 'alcohol', 'contact'] : ['intro', 'cookies', 'rights']
  return (
    <article className="info-page">
      <h1>{t(`info.${kind}.title`)}</h1>
      {paragraphs.map((key) => (
        <p key={key}>{t(`info.${kind}.${key}`, values)}</p>
      ))}
    </article>
  )
}
