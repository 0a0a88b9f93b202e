// Bank details for a refund of the prepaid balance (SPEC §3 Refund, §5 'Invalid IBAN is rejected').

/** An IBAN as people type it: spaces and lower case allowed, compared without them. */
export function normalizeIban(input: string): string {
  return input.replace(/[\s-]+/g, '').toUpperCase()
}

// Lengths per country (ISO 13616 registry) for the countries whose customers the venues serve;
// other countries are checked on the general shape and the checksum only.
const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  BE: 16, NL: 18, LU: 20, FR: 27, DE: 22, GB: 22, IE: 22, ES: 24, IT: 27, PT: 25, AT: 20, CH: 21, DK: 18,
  FI: 18, SE: 24, NO: 15, PL: 28, CZ: 24, SK: 24, HU: 28, SI: 19, HR: 21, GR: 27, RO: 24, BG: 22, EE: 20,
  LV: 21, LT: 20, MT: 31, CY: 28, MC: 27,
}

/** ISO 7064 mod 97-10 over the rearranged IBAN, digit by digit so no big integers are needed. */
function mod97(rearranged: string): number {
  let remainder = 0
  for (const char of rearranged) {
    const value = char >= 'A' && char <= 'Z' ? String(char.charCodeAt(0) - 55) : char
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97
  }
  return remainder
}

/** Whether an IBAN is well formed and its check digits are right: 'BE68 5390 0754 7034' is, '…7035' is not. */
export function isValidIban(input: string): boolean {
  const iban = normalizeIban(input)
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return false
  const expected = IBAN_LENGTHS[iban.slice(0, 2)]
  if (expected !== undefined && iban.length !== expected) return false
  return mod97(iban.slice(4) + iban.slice(0, 4)) === 1
}

/** A BIC (ISO 9362): bank, country, location and an optional branch, 8 or 11 characters. */
export function isValidBic(input: string): boolean {
  return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(input.replace(/\s+/g, '').toUpperCase())
}

/** Groups of four for display: 'BE68 5390 0754 7034'. */
export function formatIban(input: string): string {
  return normalizeIban(input).replace(/(.{4})(?=.)/g, '$1 ')
}
