import type { ReactNode } from 'react'
import type { Cents } from '../../domain/money'
import { useI18n } from '../ui/i18n'

type Props = {
  connection: string
  status: string
  /** The table's items and their total, as the way to them says; null before the table is known. */
  sum: { count: number; totalCents: Cents } | null
  onOpen?: () => void
  /** What the bar says to a screen reader only (the other phones' changes). */
  children?: ReactNode
}

/**
 * A table's shared cart under the table's number: who is at the table, and the way to everyone's lines
 * with their count and total, in the same money as the phone's own cart at the foot of the screen. The
 * page and its first client render show it joining; the live part (SharedTable.tsx), whose code comes
 * after, renders the same bar, so nothing below it moves.
 */
export function TableBar({ connection, status, sum, onOpen, children }: Props) {
  const { t, price } = useI18n()
  // The frame is what the bar's layout asks the width of (checkout.css).
  return (
    <div className="table-bar-frame">
      <div className="table-bar" data-connection={connection}>
        <p className="table-bar-status">{status}</p>
        <button type="button" className="button-secondary table-bar-open" aria-haspopup="dialog" onClick={onOpen}>
          <span>{t('quickorder.shared.open')}</span>{' '}
          <span className="table-bar-sum">{sum ? t('quickorder.shared.sum', { count: sum.count, total: price(sum.totalCents) }) : '…'}</span>
        </button>
        {children}
      </div>
    </div>
  )
}

/** The bar before the table has been joined. */
export function JoiningTableBar() {
  const { t } = useI18n()
  return <TableBar connection="joining" status={t('quickorder.shared.joining')} sum={null} />
}
