import type { OrderAmounts as Amounts } from '../../domain/order-amounts'
import { useI18n } from '../ui/i18n'
import { DetailList } from '../ui/DetailList'

/**
 * Under the lines: the total, what the voucher and the balance took off it, and what is left (paid,
 * to pay, or not paid), adding up to the total; and, after a payment that did not go through, that
 * the balance's part went back to the balance.
 */
export function OrderAmounts({ amounts, voucherCode }: { amounts: Amounts; voucherCode: string | null }) {
  const { t, price } = useI18n()
  const rows: [string, string][] = [[t('cart.total'), price(amounts.totalCents)]]
  if (amounts.voucherCents > 0) {
    rows.push([voucherCode ? t('order.voucherCode', { code: voucherCode }) : t('order.voucher'), `−${price(amounts.voucherCents)}`])
  }
  if (amounts.balanceCents > 0) rows.push([t('order.fromBalance'), `−${price(amounts.balanceCents)}`])
  if (amounts.rest) rows.push([t(`order.rest.${amounts.rest.state}`), price(amounts.rest.cents)])
  return (
    <>
      <DetailList className="order-amounts" rows={rows} />
      {amounts.balanceReturned && <p className="order-balance-returned">{t('order.balanceReturned', { amount: price(amounts.balanceCents) })}</p>}
    </>
  )
}
