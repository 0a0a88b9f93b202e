import { describe, expect, it } from 'vitest'
import { creditEntryDescription, labelReference } from '../../../domain/credit-entry'

const row = (type: string, label: string | null, amountCents: number) => ({ type, label, amountCents })

describe('a balance history entry, said in the page language', () => {
  it('is an order with its number, whatever language the venue wrote the label in', () => {
    expect(creditEntryDescription(row('order', 'Commande LUM-001204', -1450))).toEqual({ kind: 'order', reference: 'LUM-001204' })
    expect(creditEntryDescription(row('order', 'Bestellung CSP-000418', -800))).toEqual({ kind: 'order', reference: 'CSP-000418' })
  })

  it('is money an order gave back when an order entry adds to the balance', () => {
    expect(creditEntryDescription(row('order', 'Solde rendu, commande LUM-001381', 300))).toEqual({ kind: 'orderReturned', reference: 'LUM-001381' })
    expect(creditEntryDescription(row('order', 'Balance returned, order LUM-001381', 300))).toEqual({ kind: 'orderReturned', reference: 'LUM-001381' })
  })

  it('is a top-up, with nothing of the venue label', () => {
    expect(creditEntryDescription(row('topup', 'Recharge en ligne', 3000))).toEqual({ kind: 'topup', reference: null })
    expect(creditEntryDescription(row('topup', 'Online-Aufladung 25/03', 3000))).toEqual({ kind: 'topup', reference: null })
  })

  it("is a refund to the account, or a card's balance, each with its reference", () => {
    expect(creditEntryDescription(row('refund', 'Remboursement BE68 …0490', -2450))).toEqual({ kind: 'refund', reference: 'BE68 …0490' })
    expect(creditEntryDescription(row('card', 'Kaart 400000000012', 1500))).toEqual({ kind: 'card', reference: '400000000012' })
  })

  it('is its kind alone when the label names nothing', () => {
    expect(creditEntryDescription(row('order', 'Commande', -1000))).toEqual({ kind: 'order', reference: null })
    expect(creditEntryDescription(row('refund', null, -1000))).toEqual({ kind: 'refund', reference: null })
  })

  it("keeps the venue's own words for a kind the page does not know", () => {
    expect(creditEntryDescription(row('bonus', 'Cadeau de bienvenue', 500))).toEqual({ kind: 'venue', text: 'Cadeau de bienvenue' })
    expect(creditEntryDescription(row('bonus', null, 500))).toEqual({ kind: 'venue', text: 'bonus' })
  })
})

describe("a venue label's reference", () => {
  it('starts at the first word with a digit and runs to the end', () => {
    expect(labelReference('Saldo teruggestort, bestelling LUM-001381')).toBe('LUM-001381')
    expect(labelReference('Refund BE68 …0490')).toBe('BE68 …0490')
    expect(labelReference('Online top-up')).toBeNull()
    expect(labelReference('')).toBeNull()
    expect(labelReference(null)).toBeNull()
  })
})
