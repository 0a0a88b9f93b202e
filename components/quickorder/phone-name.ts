import type { TableView } from '../../domain/table-cart'
import type { Translate } from '../../locales/intl'

/** What the table calls a phone: its chosen name, else 'Guest N' by the order they joined in. */
export function phoneName(t: Translate, table: TableView, phone: string): string {
  const index = table.phones.findIndex((known) => known.id === phone)
  return table.phones[index]?.name ?? t('quickorder.shared.guest', { number: index + 1 })
}
