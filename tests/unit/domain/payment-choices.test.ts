import { describe, expect, it } from 'vitest'
import { ConsumptionType } from '../../../domain/consumption-type'
import {
  APPLE_PAY, choiceLabel, choicesThisBrowserCanPay, offersOnlinePayment, paidOnline, PAY_ON_SITE, paymentChoices, paymentFlags, paysAtTheCounter, WALLET_PAYMENT, type OnlineMethod,
} from '../../../domain/payment-choices'

// The ways to pay the checkout offers (SPEC §2 Checkout, §3 POS flags, §8 'No payment methods defined').

const online: OnlineMethod[] = [
  { id: 'bancontact', description: 'Bancontact', image: 'https://example.test/bancontact.svg' },
  { id: 'creditcard', description: 'Card', image: null },
]
const all = { online: true, wallet: true, 'on-site': true }

describe('paymentChoices', () => {
  it('lists the online methods first, then the wallet, then paying on site', () => {
    expect(paymentChoices(all, online, ConsumptionType.Takeaway)).toEqual([
      { kind: 'online', id: 'bancontact', description: 'Bancontact', image: 'https://example.test/bancontact.svg' },
      { kind: 'online', id: 'creditcard', description: 'Card', image: null },
      { kind: 'wallet', id: WALLET_PAYMENT },
      { kind: 'on-site', id: PAY_ON_SITE, onDelivery: false },
    ])
  })

  it('offers no online method when the card provider is off, even with methods for the amount', () => {
    expect(paymentChoices({ ...all, online: false }, online, ConsumptionType.EatIn).map((choice) => choice.id)).toEqual([
      WALLET_PAYMENT,
      PAY_ON_SITE,
    ])
  })

  it('offers no online method when none exists for the amount', () => {
    expect(paymentChoices(all, [], ConsumptionType.EatIn).map((choice) => choice.kind)).toEqual(['wallet', 'on-site'])
  })

  it('leaves out the wallet and paying on site when the venue does not allow them', () => {
    expect(paymentChoices({ ...all, wallet: false }, online, 1).map((choice) => choice.id)).toEqual([
      'bancontact',
      'creditcard',
      PAY_ON_SITE,
    ])
    expect(paymentChoices({ ...all, 'on-site': false }, online, 1).map((choice) => choice.id)).toEqual([
      'bancontact',
      'creditcard',
      WALLET_PAYMENT,
    ])
  })

  it('pays on delivery rather than on site for delivery (type 5)', () => {
    const choices = paymentChoices(all, online, ConsumptionType.Delivery)
    expect(choices.at(-1)).toEqual({ kind: 'on-site', id: PAY_ON_SITE, onDelivery: true })
    expect(paymentChoices(all, online, ConsumptionType.EatIn).at(-1)).toEqual({
      kind: 'on-site',
      id: PAY_ON_SITE,
      onDelivery: false,
    })
    expect(paymentChoices(all, online, null).at(-1)).toEqual({ kind: 'on-site', id: PAY_ON_SITE, onDelivery: false })
  })

  it('offers nothing when every flag is off', () => {
    expect(paymentChoices({ online: false, wallet: false, 'on-site': false }, online, 1)).toEqual([])
    expect(paymentChoices({ online: true, wallet: false, 'on-site': false }, [], 1)).toEqual([])
  })
})

describe('choicesThisBrowserCanPay', () => {
  const withApplePay = paymentChoices(all, [...online, { id: APPLE_PAY, description: 'Apple Pay', image: null }], ConsumptionType.Takeaway)

  it('leaves Apple Pay out where the browser cannot pay with it', () => {
    expect(choicesThisBrowserCanPay(withApplePay, { applePay: false }).map((choice) => choice.id)).toEqual(['bancontact', 'creditcard', WALLET_PAYMENT, PAY_ON_SITE])
  })

  it('keeps it where the browser can', () => {
    expect(choicesThisBrowserCanPay(withApplePay, { applePay: true })).toEqual(withApplePay)
  })
})

describe('paysAtTheCounter', () => {
  it('is paying on site, not on delivery nor online', () => {
    const [bancontact, , wallet, onSite] = paymentChoices(all, online, ConsumptionType.Takeaway)
    const [onDelivery] = paymentChoices({ online: false, wallet: false, 'on-site': true }, [], ConsumptionType.Delivery)
    expect([bancontact, wallet, onSite, onDelivery, undefined].map(paysAtTheCounter)).toEqual([false, false, true, false, false])
  })
})

describe('the ways to pay, one row each', () => {
  it("reads the venue's three flags", () => {
    expect(paymentFlags({ allow_card_payment: true, allow_wallet_payment: false, allow_no_payment: true })).toEqual({ online: true, wallet: false, 'on-site': true })
    expect([all, { ...all, online: false }, { online: false, wallet: false, 'on-site': true }].map(offersOnlinePayment)).toEqual([true, true, false])
  })

  it('says which are paid online, and what each is called', () => {
    const choices = paymentChoices(all, online, ConsumptionType.Delivery)
    expect(choices.map(paidOnline)).toEqual([true, true, true, false])
    expect(choices.map(choiceLabel)).toEqual([{ text: 'Bancontact' }, { text: 'Card' }, { message: 'payment.wallet' }, { message: 'payment.onDelivery' }])
    expect(choiceLabel(paymentChoices(all, [], ConsumptionType.EatIn).at(-1)!)).toEqual({ message: 'payment.onSite' })
  })
})
