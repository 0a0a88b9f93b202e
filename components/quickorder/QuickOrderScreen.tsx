import '../checkout/checkout.css'
import { lazy, Suspense, useEffect } from 'react'
import { ConsumptionType } from '../../domain/consumption-type'
import { useOrder } from '../../stores/ordering'
import { MenuScreen } from '../menu/MenuScreen'
import { useI18n } from '../ui/i18n'
import { useHydrated } from '../ui/use-hydrated'
import { CheckoutForm, CheckoutFormLoading } from './checkout-form'
import { JoiningTableBar } from './TableBar'
import { TablePrompt } from './TablePrompt'
import { useQuickTable } from './use-quick-table'

// A table known by its uid has a shared cart (decision 056): its code comes once the page has hydrated,
// not during, where a boundary still loading would fall back to client rendering and move the menu.
const SharedTable = lazy(() => import('./SharedTable'))

/**
 * Ordering at the table (SPEC §2 Quick order): without a table, the scan-a-QR prompt and number entry;
 * with one, its number above the menu, the table's shared cart, and the diner's details and payment
 * once the cart is ready: of the phone's own lines, or (`paying: 'table'`) of the whole table's.
 */
export function QuickOrderScreen({ tableUid, paying }: { tableUid: string | null; paying: false | 'own' | 'table' }) {
  const { t } = useI18n()
  const table = useQuickTable(tableUid)
  const restored = useOrder((state) => state.restored)
  const chooseConsumptionType = useOrder((state) => state.chooseConsumptionType)
  const hydrated = useHydrated()

  // A diner at a table eats in: the menu shows eat-in prices.
  useEffect(() => {
    if (restored) chooseConsumptionType(ConsumptionType.EatIn)
  }, [restored, chooseConsumptionType])

  if (table.state === 'none') return <TablePrompt />
  if (table.state === 'loading') return <p role="status" className="checkout-loading">{t('quickorder.tableLoading')}</p>
  if (table.state === 'missing') return <TablePrompt refusal="missing" />
  if (table.state === 'unavailable') return <TablePrompt refusal="unavailable" />
  // Table mode 1 ('free') has no table to share.
  const { number } = table
  const shared = number !== null
  return (
    <div className="quickorder">
      {shared && (
        <>
          <p className="quickorder-table" role="status">
            {t('quickorder.table', { number })}
          </p>
          {hydrated ? (
            <Suspense fallback={<JoiningTableBar />}>
              <SharedTable uid={table.uid} view={paying === 'table' ? 'paying-for-table' : paying ? 'paying' : 'menu'} />
            </Suspense>
          ) : (
            <JoiningTableBar />
          )}
        </>
      )}
      {/* The form is the cart's: it waits for the cart kept on the device, read once hydrated, and for its code. */}
      {!paying ? (
        <MenuScreen />
      ) : paying === 'table' && shared ? null : restored ? (
        <CheckoutForm tableUid={table.uid} />
      ) : (
        <CheckoutFormLoading />
      )}
    </div>
  )
}
