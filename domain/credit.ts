import { toCents, type Cents } from './money'
import { DEFAULT_TIME_ZONE, displayDate, wallClock } from './venue-time'

// The prepaid balance screens (SPEC §2 "my balance with history, credit top-up, credit ok, refund
// request", §3 Refund and Credit, §9 money and dates).

/** Amounts offered with one tap on the top-up form, in euros. */
export const TOP_UP_PRESETS = [10, 20, 50] as const

/**
 * An amount as people type it ('10', '12.5', '12,50', '€ 20') in euros; NaN when it is not one, so
 * the form schema reports it. At most two decimals.
 */
export function parseEuros(input: string): number {
  const cleaned = input.replace(/[€\s\u00a0\u202f]/g, '').replace(',', '.')
  return /^\d{1,6}(\.\d{1,2})?$/.test(cleaned) ? Number(cleaned) : Number.NaN
}

export type CreditHistoryEntry = {
  date: string
  type: string
  label: string | null
  amount: number
  balance?: number | null
}

export type CreditHistoryRow = {
  /** DD/MM/YYYY in the venue's time zone (SPEC §9), or the raw value when it is not a date. */
  date: string
  type: string
  label: string | null
  /** Signed: a top-up adds, an order takes away. */
  amountCents: Cents
  balanceCents: Cents | null
}

const instantOf = (date: string) => {
  const time = Date.parse(date)
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time
}

/** The history as the balance page lists it: newest first, in cents, dates DD/MM/YYYY. */
export function creditHistoryRows(entries: readonly CreditHistoryEntry[], timeZone: string = DEFAULT_TIME_ZONE): CreditHistoryRow[] {
  return entries
    .map((entry, index) => ({ entry, index }))
    // Newest first; entries of the same instant keep the order the venue gave, which is newest first
    // too (a balance taken by an order and given back within the same second reads back first).
    .sort((a, b) => instantOf(b.entry.date) - instantOf(a.entry.date) || a.index - b.index)
    .map(({ entry }) => ({
      date: dateOf(entry.date, timeZone),
      type: entry.type,
      label: entry.label,
      amountCents: toCents(entry.amount),
      balanceCents: entry.balance == null ? null : toCents(entry.balance),
    }))
}

/** An instant or a calendar date as DD/MM/YYYY in the venue's time zone. */
export function dateOf(value: string, timeZone: string = DEFAULT_TIME_ZONE): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return displayDate(value)
  const clock = wallClock(value, timeZone)
  return clock ? displayDate(clock.date) : value
}

/** The sign an amount is shown with: '+' for money in, '−' (minus sign) for money out, none for 0. */
export function amountSign(cents: Cents): '+' | '−' | '' {
  return cents > 0 ? '+' : cents < 0 ? '−' : ''
}
