import { describe, expect, it } from 'vitest'
import { formatIban, isValidBic, isValidIban, normalizeIban } from '../../../domain/iban'

describe('isValidIban', () => {
  it('accepts the demo refund IBAN, with or without spaces and in lower case', () => {
    expect(isValidIban('BE68 5390 0754 7034')).toBe(true)
    expect(isValidIban('BE68539007547034')).toBe(true)
    expect(isValidIban('be68 5390 0754 7034')).toBe(true)
  })

  it('refuses a wrong check digit, as SPEC §5 asks', () => {
    expect(isValidIban('BE68 5390 0754 7035')).toBe(false)
    expect(isValidIban('BE69 5390 0754 7034')).toBe(false)
  })

  it('accepts valid IBANs of other countries', () => {
    expect(isValidIban('NL91 ABNA 0417 1643 00')).toBe(true)
    expect(isValidIban('DE89 3704 0044 0532 0130 00')).toBe(true)
    expect(isValidIban('FR14 2004 1010 0505 0001 3M02 606')).toBe(true)
    expect(isValidIban('GB29 NWBK 6016 1331 9268 19')).toBe(true)
  })

  it('refuses the wrong length for a known country, and malformed input', () => {
    expect(isValidIban('BE68 5390 0754 703')).toBe(false)
    expect(isValidIban('')).toBe(false)
    expect(isValidIban('68BE 5390 0754 7034')).toBe(false)
    expect(isValidIban('BE68 5390 0754 70$4')).toBe(false)
  })
})

describe('isValidBic', () => {
  it('accepts 8 and 11 characters', () => {
    expect(isValidBic('GEBABEBB')).toBe(true)
    expect(isValidBic('gebabebb')).toBe(true)
    expect(isValidBic('GEBABEBB36A')).toBe(true)
  })

  it('refuses other lengths and shapes', () => {
    expect(isValidBic('GEBABE')).toBe(false)
    expect(isValidBic('GEBABEBB3')).toBe(false)
    expect(isValidBic('1EBABEBB')).toBe(false)
  })
})

describe('normalizeIban and formatIban', () => {
  it('strips spaces and groups by four', () => {
    expect(normalizeIban(' be68-5390 0754 7034 ')).toBe('BE68539007547034')
    expect(formatIban('BE68539007547034')).toBe('BE68 5390 0754 7034')
  })
})
