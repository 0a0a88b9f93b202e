import type { ReactNode } from 'react'
import { useI18n } from '../ui/i18n'

type Props = {
  connection: string
  status: string
  count: number
  onOpen?: () => void
  /** What the bar says to a screen reader only (the other phones' changes). */
  children?: ReactNode
}

/**
 * A table's shared cart in one line under the table's number: who is at the table, and the way to
 * everyone's lines. The page and its first client render show it joining; the live part
 * (SharedTable.tsx), whose code comes after, renders the same line, so nothing below it moves.
 */
export function TableBar({ connection, status, count, onOpen, children }: Props) {
  const { t } = useI18n()
  return (
    <div className="table-bar" data-connection={connection}>
      <p className="table-bar-status">{status}</p>
      <button type="button" className="button-secondary table-bar-open" aria-haspopup="dialog" onClick={onOpen}>
        {t('quickorder.shared.open', { count })}
      </button>
      {children}
    </div>
  )
}

/** The bar before the table has been joined. */
export function JoiningTableBar() {
  const { t } = useI18n()
  return <TableBar connection="joining" status={t('quickorder.shared.joining')} count={0} />
}
