import '../checkout/checkout.css'
import { useEffect } from 'react'
import { ConsumptionType } from '../../domain/consumption-type'
import { useOrder } from '../../stores/ordering'
import { MenuScreen } from '../menu/MenuScreen'
import { useI18n } from '../ui/i18n'
import { QuickCheckoutForm } from './QuickCheckoutForm'
import { TablePrompt } from './TablePrompt'
import { useQuickTable } from './use-quick-table'

/**
 * Ordering at the table (SPEC §2 Quick order): without a table, the scan-a-QR prompt and number entry;
 * with one, its number above the menu, and the diner's details and payment once the cart is ready.
 */
export function QuickOrderScreen({ tableUid, paying }: { tableUid: string | null; paying: boolean }) {
  const { t } = useI18n()
  const table = useQuickTable(tableUid)
  const restored = useOrder((state) => state.restored)
  const chooseConsumptionType = useOrder((state) => state.chooseConsumptionType)

  // A diner at a table eats in: the menu shows eat-in prices.
  useEffect(() => {
    if (restored) chooseConsumptionType(ConsumptionType.EatIn)
  }, [restored, chooseConsumptionType])

  if (table.state === 'none') return <TablePrompt />
  if (table.state === 'loading') return <p role="status" className="checkout-loading">{t('quickorder.tableLoading')}</p>
  if (table.state === 'missing') return <TablePrompt refusal="missing" />
  if (table.state === 'unavailable') return <TablePrompt refusal="unavailable" />
  return (
    <div className="quickorder">
      {table.number !== null && (
        <p className="quickorder-table" role="status">
          {t('quickorder.table', { number: table.number })}
        </p>
      )}
      {/* The form is the cart's: it waits for the cart kept on the device, read once hydrated. */}
      {!paying ? (
        <MenuScreen />
      ) : restored ? (
        <QuickCheckoutForm tableUid={table.uid} />
      ) : (
        <p role="status" className="checkout-loading">
          {t('checkout.loading')}
        </p>
      )}
    </div>
  )
}
