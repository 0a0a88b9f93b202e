import { describe, expect, it } from 'vitest'
import {
  balanceOffer,
  balanceSplit,
  balanceTooLow,
  choicesForRest,
  paidByBalance,
  PAY_WITH_BALANCE,
  paymentFields,
} from '../../../domain/balance-payment'
import { checkoutRequestSchema, quickCheckoutRequestSchema } from '../../../domain/checkout'
import { PAY_ON_SITE, WALLET_PAYMENT, type PaymentChoice } from '../../../domain/payment-choices'

// Paying an order from the prepaid balance: offered where the balance menu is, all or part of the
// amount to pay (after any voucher), the rest online only.

const lumiere = { allowOrder: true, allowCredit: true, onlinePayment: true }
const camille = { hasWallet: true, balanceCents: 2550 }
const lucas = { hasWallet: true, balanceCents: 0 }
const pieter = { hasWallet: false, balanceCents: null }

const bancontact: PaymentChoice = { kind: 'online', id: 'bancontact', description: 'Bancontact', image: null }
const wallet: PaymentChoice = { kind: 'wallet', id: WALLET_PAYMENT }
const onSite: PaymentChoice = { kind: 'on-site', id: PAY_ON_SITE, onDelivery: false }

describe('balanceOffer', () => {
  it('offers Camille her 25.50 where the venue allows credit and pays online', () => {
    expect(balanceOffer(lumiere, camille)).toEqual({ kind: 'available', balanceCents: 2550 })
  })

  it('shows an empty wallet, which cannot be chosen', () => {
    expect(balanceOffer(lumiere, lucas)).toEqual({ kind: 'empty' })
    expect(balanceOffer(lumiere, { hasWallet: true, balanceCents: null })).toEqual({ kind: 'empty' })
  })

  it('offers nothing to a visitor, a customer without a wallet, or where the balance menu is hidden', () => {
    expect(balanceOffer(lumiere, null)).toEqual({ kind: 'none' })
    expect(balanceOffer(lumiere, pieter)).toEqual({ kind: 'none' })
    expect(balanceOffer({ ...lumiere, allowCredit: false }, camille)).toEqual({ kind: 'none' })
    expect(balanceOffer({ ...lumiere, onlinePayment: false }, camille)).toEqual({ kind: 'none' })
  })
})

describe('balanceSplit', () => {
  it('pays a 21.00 order from a 25.50 balance in full, nothing online', () => {
    const split = balanceSplit(2100, 2550)
    expect(split).toEqual({ fromBalanceCents: 2100, onlineCents: 0 })
    expect(paidByBalance(split)).toBe(true)
  })

  it('pays 25.50 of a 31.50 order from the balance and 6.00 online', () => {
    const split = balanceSplit(3150, 2550)
    expect(split).toEqual({ fromBalanceCents: 2550, onlineCents: 600 })
    expect(paidByBalance(split)).toBe(false)
  })

  it('pays exactly the balance when it equals the amount', () => {
    expect(balanceSplit(2550, 2550)).toEqual({ fromBalanceCents: 2550, onlineCents: 0 })
  })

  it('leaves everything online when the balance is not used or empty', () => {
    expect(balanceSplit(2100, null)).toEqual({ fromBalanceCents: 0, onlineCents: 2100 })
    expect(paidByBalance(balanceSplit(2100, 0))).toBe(false)
  })

  it('takes nothing when a voucher already pays everything', () => {
    const split = balanceSplit(0, 2550)
    expect(split).toEqual({ fromBalanceCents: 0, onlineCents: 0 })
    expect(paidByBalance(split)).toBe(false)
  })

  it('never takes more than the balance holds, nor a negative balance', () => {
    expect(balanceSplit(1000, -500)).toEqual({ fromBalanceCents: 0, onlineCents: 1000 })
  })
})

describe('the rest online', () => {
  it('pays the rest online only: no paying on site once the balance pays part', () => {
    expect(choicesForRest([bancontact, wallet, onSite], balanceSplit(3150, 2550))).toEqual([bancontact, wallet])
    expect(choicesForRest([bancontact, wallet, onSite], balanceSplit(3150, null))).toEqual([bancontact, wallet, onSite])
  })

  it('says the balance is too low when no online method takes the rest', () => {
    const part = balanceSplit(3150, 2550)
    expect(balanceTooLow(part, choicesForRest([onSite], part))).toBe(true)
    expect(balanceTooLow(part, choicesForRest([bancontact, onSite], part))).toBe(false)
    // Not known while the methods load; nothing to pay online, or no balance used, is never too low.
    expect(balanceTooLow(part, null)).toBe(false)
    expect(balanceTooLow(balanceSplit(2100, 2550), [])).toBe(false)
    expect(balanceTooLow(balanceSplit(3150, null), [])).toBe(false)
  })
})

describe('paymentFields', () => {
  it("names 'balance' and the amount when the balance pays everything", () => {
    expect(paymentFields(balanceSplit(2100, 2550), 'bancontact')).toEqual({ payment_method: PAY_WITH_BALANCE, balance_amount: 21 })
  })

  it('names the online method for the rest and the balance part in euros', () => {
    expect(paymentFields(balanceSplit(3150, 2550), 'bancontact')).toEqual({ payment_method: 'bancontact', balance_amount: 25.5 })
    expect(paymentFields(balanceSplit(1001, 333), null)).toEqual({ payment_method: null, balance_amount: 3.33 })
  })

  it('sends no balance amount when the balance is not used', () => {
    expect(paymentFields(balanceSplit(2100, null), 'creditcard')).toEqual({ payment_method: 'creditcard' })
  })
})

describe('the checkout request with a balance part', () => {
  const request = {
    key: '7f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
    consumption_type: 2,
    guest_count: 2,
    slot_id: '2026-12-15T12:00|2',
    cart: [{ id: 100001, posId: 100, quantity: 2, items: [] }],
    amount: 21,
    payment_method: 'bancontact',
    terms_accepted: true,
  }

  it('takes a positive balance amount with at most two decimals', () => {
    expect(checkoutRequestSchema.safeParse({ ...request, payment_method: PAY_WITH_BALANCE, balance_amount: 21 }).success).toBe(true)
    expect(checkoutRequestSchema.safeParse({ ...request, balance_amount: 5.5 }).success).toBe(true)
    expect(checkoutRequestSchema.safeParse({ ...request, balance_amount: 0 }).success).toBe(false)
    expect(checkoutRequestSchema.safeParse({ ...request, balance_amount: -1 }).success).toBe(false)
    expect(checkoutRequestSchema.safeParse({ ...request, balance_amount: 1.005 }).success).toBe(false)
  })

  it("refuses 'balance' as the method without the amount the balance pays", () => {
    const parsed = checkoutRequestSchema.safeParse({ ...request, payment_method: PAY_WITH_BALANCE })
    expect(parsed.success).toBe(false)
    expect(parsed.error?.issues.map((issue) => issue.path)).toEqual([['balance_amount']])
  })

  it("refuses 'balance' for a table's quick order", () => {
    const quick = { key: request.key, table_uid: 'free', cart: request.cart, amount: 21, payment_method: PAY_WITH_BALANCE, terms_accepted: true }
    expect(quickCheckoutRequestSchema.safeParse(quick).success).toBe(false)
    expect(quickCheckoutRequestSchema.safeParse({ ...quick, payment_method: 'bancontact' }).success).toBe(true)
  })
})
