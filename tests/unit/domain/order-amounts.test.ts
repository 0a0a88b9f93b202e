import { describe, expect, it } from 'vitest'
import { linesTotal, orderAmounts, paymentStatusName } from '../../../domain/order-amounts'

const line = (price: number | null, quantity = 1) => ({ name: 'Dish', quantity, price, items: [] })

describe('orderAmounts', () => {
  it('takes the voucher off the total: 48.90 with a 20.00 voucher is 28.90 paid', () => {
    expect(orderAmounts({ status: 'paid', amount: 48.9, voucher_amount: 20, lines: [] })).toEqual({
      totalCents: 4890,
      voucherCents: 2000,
      balanceCents: 0,
      rest: { state: 'paid', cents: 2890 },
      balanceReturned: false,
    })
  })

  it('takes the balance part off what the voucher leaves, the rest paid online', () => {
    expect(orderAmounts({ status: 'paid', amount: 31.5, balance_amount: 25.5, lines: [] })).toMatchObject({
      balanceCents: 2550,
      rest: { state: 'paid', cents: 600 },
    })
  })

  it('has nothing left when the balance pays everything', () => {
    expect(orderAmounts({ status: 'paid', amount: 21, balance_amount: 21, lines: [] })).toMatchObject({ balanceCents: 2100, rest: null })
  })

  it('never takes more off than the total: a 20.00 voucher on a 15.00 order pays 15.00', () => {
    expect(orderAmounts({ status: 'accepted', amount: 15, voucher_amount: 20, lines: [] })).toMatchObject({ voucherCents: 1500, rest: null })
  })

  it('leaves an order accepted without payment to pay on site, or on delivery', () => {
    expect(orderAmounts({ status: 'accepted', consumption_type: 2, amount: 27, lines: [] })?.rest).toEqual({ state: 'on-site', cents: 2700 })
    expect(orderAmounts({ status: 'accepted', consumption_type: 5, amount: 22, lines: [] })?.rest).toEqual({ state: 'on-delivery', cents: 2200 })
  })

  it('says a payment still pending is to pay, and a failed, canceled or expired one not paid', () => {
    expect(orderAmounts({ status: 'pending', amount: 14.5, lines: [] })?.rest?.state).toBe('to-pay')
    for (const status of ['failed', 'canceled', 'expired']) expect(orderAmounts({ status, amount: 14.5, lines: [] })?.rest?.state).toBe('not-paid')
  })

  it('says the balance part was given back when the payment of the rest did not go through', () => {
    expect(orderAmounts({ status: 'canceled', amount: 31.5, balance_amount: 25.5, lines: [] })).toMatchObject({
      balanceCents: 2550,
      rest: { state: 'not-paid', cents: 600 },
      balanceReturned: true,
    })
    expect(orderAmounts({ status: 'paid', amount: 31.5, balance_amount: 25.5, lines: [] })?.balanceReturned).toBe(false)
    expect(orderAmounts({ status: 'failed', amount: 14.5, lines: [] })?.balanceReturned).toBe(false)
  })

  it('adds its parts up to the total, whatever the voucher and the balance', () => {
    for (const [amount, voucher, balance] of [
      [48.9, 20, 0],
      [31.5, 0, 25.5],
      [31.5, 10, 25.5],
      [12, 20, 5],
      [0.3, 0.1, 0.1],
    ] as const) {
      const amounts = orderAmounts({ status: 'paid', amount, voucher_amount: voucher, balance_amount: balance, lines: [] })!
      expect(amounts.voucherCents + amounts.balanceCents + (amounts.rest?.cents ?? 0)).toBe(amounts.totalCents)
    }
  })

  it('adds the lines up when the venue gives no total, and says nothing when a line has no price', () => {
    expect(orderAmounts({ status: 'paid', amount: null, lines: [line(11.5, 2), line(4)] })?.totalCents).toBe(2700)
    expect(orderAmounts({ status: 'paid', amount: null, lines: [line(11.5), line(null)] })).toBeNull()
  })
})

describe('linesTotal', () => {
  it('is the sum of the lines, supplements included', () => {
    expect(linesTotal([line(11.5, 2), { name: 'Menu', quantity: 1, price: 25, items: [{ name: 'Steak', quantity: 1, price: 1.5 }] }])).toBe(4950)
  })
})

describe('paymentStatusName', () => {
  const order = (status: string, extra: Record<string, unknown> = {}) => ({ status, consumption_type: 2, amount: 14.5, ...extra })

  it('says where an order placed without an online payment is paid: at the venue, or on delivery', () => {
    expect(paymentStatusName(order('accepted'))).toBe('on-site')
    expect(paymentStatusName(order('accepted', { consumption_type: 1 }))).toBe('on-site')
    expect(paymentStatusName(order('accepted', { consumption_type: 5 }))).toBe('on-delivery')
  })

  it('says paid where a voucher or the balance left nothing to pay', () => {
    expect(paymentStatusName(order('accepted', { voucher_amount: 14.5 }))).toBe('paid')
    expect(paymentStatusName(order('accepted', { voucher_amount: 10, balance_amount: 4.5 }))).toBe('paid')
  })

  it("keeps the venue's status otherwise, and knows none it does not list", () => {
    expect(paymentStatusName(order('paid'))).toBe('paid')
    expect(paymentStatusName(order('Pending'))).toBe('pending')
    expect(paymentStatusName(order('accepted', { amount: null }))).toBe('accepted')
    expect(paymentStatusName(order('refunded'))).toBeNull()
  })
})
