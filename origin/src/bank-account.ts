// The bank account a wallet refund is paid to: an IBAN that passes the ISO 13616 mod-97 check and a
// well-formed BIC (ISO 9362). Spaces are allowed in both, as people type them.

const compact = (value: string) => value.replace(/\s+/g, '').toUpperCase()

export function isValidIban(value: string): boolean {
  const iban = compact(value)
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false
  // Country and check digits go to the end, letters become 10..35; the number mod 97 must be 1.
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55))
  let remainder = 0
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97
  return remainder === 1
}

/** Bank (4 letters), country (2 letters), location (2), optional branch (3). */
export const isValidBic = (value: string) => /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(compact(value))

/** The IBAN as a history label shows it: country and check digits, then only the last four. */
export const maskedIban = (value: string) => {
  const iban = compact(value)
  return `${iban.slice(0, 4)} …${iban.slice(-4)}`
}
