import { usePageContext } from 'vike-react/usePageContext'
import { useOrder } from '../../stores/ordering'
import { localePath, useI18n } from '../ui/i18n'

/** How and when the order is planned, with a way to change it (SPEC §2 slot summary banner). */
export function SlotSummary() {
  const { t, locale } = useI18n()
  const { venue } = usePageContext()
  const consumptionType = useOrder((state) => state.consumptionType)
  const allowed = venue?.consumptionTypes ?? []
  return (
    <div className="slot-summary">
      <div>
        {consumptionType === null ? (
          <>
            <p className="slot-title">{t('slot.none')}</p>
            <p className="slot-detail">{allowed.map((type) => t(`consumption.${type}`)).join(' / ')}</p>
          </>
        ) : (
          <>
            <p className="slot-title">{t(`consumption.${consumptionType}`)}</p>
            <p className="slot-detail">{t('slot.noTime')}</p>
          </>
        )}
      </div>
      <a className="button-secondary" href={localePath(locale, '/schedule')}>
        {t('slot.change')}
      </a>
    </div>
  )
}
