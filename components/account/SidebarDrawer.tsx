import type { CustomerView } from '../../domain/customer-view'
import type { VenueView } from '../../domain/venue-view'
import { Dialog, DialogCloseButton } from '../ui/Dialog'
import { useI18n } from '../ui/i18n'
import { SidebarContent } from './CustomerSidebar'

export const DRAWER_ID = 'customer-drawer'

/**
 * The sidebar below 768 px: a modal drawer from the left, opened by the hamburger. The dialog keeps
 * focus inside, closes on Escape or a tap beside it, and gives focus back to the hamburger.
 */
export default function SidebarDrawer({ venue, customer, onClose }: { venue: VenueView; customer: CustomerView; onClose: () => void }) {
  const { t } = useI18n()
  return (
    <Dialog open onClose={onClose} labelledBy={`${DRAWER_ID}-title`} className="sidebar-drawer">
      <div id={DRAWER_ID}>
        <DialogCloseButton onClick={onClose} />
        <h2 id={`${DRAWER_ID}-title`} className="visually-hidden">
          {t('sidebar.title')}
        </h2>
        <SidebarContent venue={venue} customer={customer} onNavigate={onClose} />
      </div>
    </Dialog>
  )
}
