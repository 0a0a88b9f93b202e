// Money travels as integer cents; upstream amounts are two-decimal strings (SPEC §5, §9).

/** Integer euro cents. */
export type Cents = number

/** Rounds half away from zero, after trimming binary noise such as 1.005 * 100 = 100.49999999999999. */
function roundHalfAwayFromZero(value: number): number {
  const cleaned = Number(value.toPrecision(12))
  const rounded = Math.sign(cleaned) * Math.round(Math.abs(cleaned))
  // Avoid -0, which would print as "-0.00".
  return rounded === 0 ? 0 : rounded
}

function assertFinite(value: number, what: string): void {
  if (!Number.isFinite(value)) throw new RangeError(`${what} must be a finite number, got ${value}`)
}

/** Decimal euros (as the platform sends them, e.g. 12.5) to integer cents. */
export function toCents(decimalEuros: number): Cents {
  assertFinite(decimalEuros, 'amount')
  return roundHalfAwayFromZero(decimalEuros * 100)
}

/** Whether decimal euros have at most two decimals: a whole number of cents (12.5 yes, 12.505 no). */
export function inWholeCents(decimalEuros: number): boolean {
  return Number.isFinite(decimalEuros) && Math.abs(decimalEuros * 100 - Math.round(decimalEuros * 100)) < 1e-6
}

/** Cents to the two-decimal amount the venue API expects: 1250 → '12.50'. */
export function centsToAmount(cents: Cents): string {
  assertFinite(cents, 'cents')
  const whole = roundHalfAwayFromZero(cents)
  const sign = whole < 0 ? '-' : ''
  const abs = Math.abs(whole)
  const euros = Math.floor(abs / 100)
  const rest = String(abs % 100).padStart(2, '0')
  return `${sign}${euros}.${rest}`
}

/**
 * A price after a percentage discount, rounded to the cent (demo README "Prices").
 * The rate is clamped to 0–100 so a bad platform value never yields a negative price.
 */
export function applyDiscount(cents: Cents, ratePercent: number | null | undefined): Cents {
  assertFinite(cents, 'cents')
  const rate = Math.min(100, Math.max(0, Number.isFinite(ratePercent) ? Number(ratePercent) : 0))
  if (rate === 0) return roundHalfAwayFromZero(cents)
  // (100 − rate) / 100 keeps integer rates exact, unlike 1 − rate / 100.
  return roundHalfAwayFromZero((cents * (100 - rate)) / 100)
}
