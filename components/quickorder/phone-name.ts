import type { TableView } from '../../domain/table-cart'
import type { Translate } from '../../locales/intl'

/** What the table calls a phone: its chosen name, else 'Guest N' by the order they joined in. */
export function phoneName(t: Translate, table: TableView, phone: string): string {
  const index = table.phones.findIndex((known) => known.id === phone)
  return table.phones[index]?.name ?? t('quickorder.shared.guest', { number: index + 1 })
}

/** A phone's name above its lines, as `you` reads it: 'You', 'You (Alex)', or the other phone's name. */
export function phoneHeading(t: Translate, table: TableView, phone: string, you: string): string {
  if (phone !== you) return phoneName(t, table, phone)
  const own = table.phones.find((known) => known.id === you)?.name
  return own ? t('quickorder.shared.youNamed', { name: own }) : t('quickorder.shared.you')
}
