import type { CreditHistoryRow } from './credit'

// What a line of the balance history says. The venue writes each entry's label once, in the language
// of the moment ("Commande LUM-001204", "Online top-up"), so a history read later in another language
// would mix them: the page says each known kind in its own words, and keeps the venue's label only for
// a kind it does not know.

/** The kinds the page words itself; an order's entry gives money back when its amount is positive. */
export type CreditEntryKind = 'topup' | 'order' | 'orderReturned' | 'refund' | 'card'

export type CreditEntryDescription =
  /** `reference`: what names the order, the bank account or the card ("LUM-001204"), where the label has one. */
  | { kind: CreditEntryKind; reference: string | null }
  /** A kind the page does not know: the venue's label as it wrote it. */
  | { kind: 'venue'; text: string }

/**
 * The reference in a venue's label: it follows the words, which never hold a digit, and runs to the
 * end ("Solde rendu, commande LUM-001381" → "LUM-001381", "Remboursement BE12 …3456" → "BE12 …3456").
 */
export function labelReference(label: string | null): string | null {
  const words = (label ?? '').trim().split(/\s+/)
  const first = words.findIndex((word) => /\d/.test(word))
  return first === -1 ? null : words.slice(first).join(' ')
}

/** What one row of the history says, by its kind. */
export function creditEntryDescription(row: Pick<CreditHistoryRow, 'type' | 'label' | 'amountCents'>): CreditEntryDescription {
  const reference = labelReference(row.label)
  switch (row.type) {
    case 'topup':
      return { kind: 'topup', reference: null }
    case 'order':
      return { kind: row.amountCents > 0 ? 'orderReturned' : 'order', reference }
    case 'refund':
    case 'card':
      return { kind: row.type, reference }
    default:
      return { kind: 'venue', text: row.label ?? row.type }
  }
}
