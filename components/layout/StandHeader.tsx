import { useRef } from 'react'
import type { StandView } from '../../domain/stand'
import { usePointOfSale } from '../../stores/point-of-sale'
import { useI18n } from '../ui/i18n'
import { HideOnError } from '../ui/HideOnError'

/** Food court header: the stand switcher and the card of the current stand (SPEC §2 multi-entity). */
export function StandHeader({ stands }: { stands: StandView[] }) {
  const { t, price } = useI18n()
  const posId = usePointOfSale((state) => state.posId)
  const choose = usePointOfSale((state) => state.choose)
  const switcher = useRef<HTMLUListElement>(null)
  const current = stands.find((stand) => stand.posId === posId) ?? stands[0]

  function select(stand: StandView) {
    if (stand.posId === posId) return
    choose(stand.posId)
    // Keep the choice in the address so a reload or a shared link opens the same stand.
    const url = new URL(window.location.href)
    url.searchParams.set('pos', String(stand.posId))
    window.history.replaceState(window.history.state, '', url)
  }

  return (
    <div className="stand-header">
      <nav aria-label={t('pos.switcher')}>
        <ul className="stand-switcher" ref={switcher}>
          {stands.map((stand) => (
            <li key={stand.posId}>
              <button type="button" aria-pressed={stand.posId === current?.posId} onClick={() => select(stand)}>
                {stand.title}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      {current && (
        <section className="current-stand" aria-label={t('pos.current')}>
          {current.logoUrl && <HideOnError src={current.logoUrl} alt="" width={40} height={40} />}
          <div>
            <p className="current-stand-label">{t('pos.current')}</p>
            <p className="current-stand-title">{current.title}</p>
            {current.minimumOrderCents != null && (
              <p className="current-stand-minimum">{t('pos.minimum', { amount: price(current.minimumOrderCents) })}</p>
            )}
          </div>
          <button
            type="button"
            className="button-secondary"
            onClick={() => switcher.current?.querySelector<HTMLButtonElement>('[aria-pressed="true"]')?.focus()}
          >
            {t('pos.change')}
          </button>
        </section>
      )}
    </div>
  )
}
