import { describe, expect, it } from 'vitest'
import { applyDiscount, centsToAmount, toCents } from '../../../domain/money'

describe('toCents', () => {
  it('converts decimal euros to integer cents', () => {
    expect(toCents(12.5)).toBe(1250)
    expect(toCents(19.9)).toBe(1990)
    expect(toCents(0)).toBe(0)
    expect(toCents(3)).toBe(300)
  })

  it('is robust to binary floating-point error', () => {
    expect(toCents(0.1 + 0.2)).toBe(30)
    expect(toCents(1.005)).toBe(101)
    expect(toCents(4.35)).toBe(435)
    expect(toCents(0.285)).toBe(29)
    expect(toCents(1.15 + 2.2)).toBe(335)
  })

  it('rounds symmetrically for negative amounts and never yields -0', () => {
    expect(toCents(-1.005)).toBe(-101)
    expect(Object.is(toCents(-0.001), 0)).toBe(true)
  })

  it('refuses NaN and infinities', () => {
    expect(() => toCents(Number.NaN)).toThrow(RangeError)
    expect(() => toCents(Number.POSITIVE_INFINITY)).toThrow(RangeError)
  })
})

describe('centsToAmount', () => {
  it('formats cents as a two-decimal amount for the venue API', () => {
    expect(centsToAmount(1250)).toBe('12.50')
    expect(centsToAmount(5)).toBe('0.05')
    expect(centsToAmount(0)).toBe('0.00')
    expect(centsToAmount(123456)).toBe('1234.56')
    expect(centsToAmount(-250)).toBe('-2.50')
  })
})

describe('applyDiscount', () => {
  it('takes a percentage off and rounds to the cent', () => {
    expect(applyDiscount(1150, 20)).toBe(920)
    expect(applyDiscount(1990, 20)).toBe(1592)
    expect(applyDiscount(999, 15)).toBe(849)
    expect(applyDiscount(1, 50)).toBe(1)
  })

  it('leaves the price alone without a rate and clamps rates to 0–100', () => {
    expect(applyDiscount(1150, 0)).toBe(1150)
    expect(applyDiscount(1150, null)).toBe(1150)
    expect(applyDiscount(1150, 150)).toBe(0)
    expect(applyDiscount(1150, -10)).toBe(1150)
  })
})
