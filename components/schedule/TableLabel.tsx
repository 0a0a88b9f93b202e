import type { HeldSlot } from '../../domain/order-state'
import { zoneName } from '../../domain/order-state'
import { useI18n } from '../ui/i18n'
import { useTableNumber } from './use-table-number'

/** The booked table by number (its uid until the number is known) and the zone in the page's language. */
export function useTableText(slot: HeldSlot | null): { table: string | null; zone: string | null } {
  const { locale } = useI18n()
  const uid = slot?.dinnerTableUid ?? null
  const number = useTableNumber(uid)
  return {
    table: uid === null ? null : String(number ?? uid),
    zone: slot ? zoneName(slot.zone, locale) : null,
  }
}

/** Once an eat-in slot is held: which table and in which zone (SPEC §2 Schedule). */
export function HeldTable({ slot }: { slot: HeldSlot }) {
  const { t } = useI18n()
  const { table, zone } = useTableText(slot)
  if (table === null && zone === null) return null
  return (
    <section className="held-table" aria-labelledby="held-table-title" aria-live="polite">
      <h2 id="held-table-title">{t('slot.bookingTable')}</h2>
      <p>
        {table !== null && <span className="held-table-number">{t('slot.table', { table })}</span>}
        {zone !== null && <span className="held-table-zone">{zone}</span>}
      </p>
    </section>
  )
}
