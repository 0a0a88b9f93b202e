import { useId } from 'react'
import { Dialog } from '../ui/Dialog'
import { useI18n } from '../ui/i18n'

/** Accept navigates to the site of origin; refuse (or Escape) removes its cookie and closes. */
export default function RedirectDialog({ url, onRefuse }: { url: string; onRefuse: () => void }) {
  const { t } = useI18n()
  const titleId = useId()
  const descriptionId = useId()
  const host = new URL(url).host
  return (
    <Dialog open onClose={onRefuse} labelledBy={titleId} describedBy={descriptionId} className="redirect-dialog">
      <h2 id={titleId}>{t('redirect.title')}</h2>
      <p id={descriptionId}>{t('redirect.text', { site: host })}</p>
      <div className="dialog-actions">
        <button type="button" className="button-secondary" onClick={onRefuse}>
          {t('redirect.refuse')}
        </button>
        <button type="button" className="button-primary" onClick={() => window.location.assign(url)}>
          {t('redirect.accept')}
        </button>
      </div>
    </Dialog>
  )
}
