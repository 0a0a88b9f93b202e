import { describe, expect, it } from 'vitest'
import { readyPlace } from '../../../domain/ready-notice'
import type { StandView } from '../../../domain/stand'

const stand = (posId: number, title: string): StandView => ({ posId, title, logoUrl: null, minimumOrderCents: null })
const STANDS = [stand(11, 'Pizza Nonna'), stand(12, 'Wok Street'), stand(13, 'Frites')]

describe('where a ready order is collected', () => {
  it('names the stand of a food court order', () => {
    expect(readyPlace({ number: 'FC-1', table: null, lines: [{ posId: 11 }, { posId: 11 }] }, STANDS)).toEqual({ kind: 'stands', stands: ['Pizza Nonna'] })
  })

  it('names each stand once, in the order of the lines', () => {
    const lines = [{ posId: 12 }, { posId: 11 }, { posId: 12 }]
    expect(readyPlace({ number: 'FC-2', table: null, lines }, STANDS)).toEqual({ kind: 'stands', stands: ['Wok Street', 'Pizza Nonna'] })
  })

  it('says the table of an order brought to one', () => {
    expect(readyPlace({ number: 'CPT-3', table: '8', lines: [{ posId: 1 }] }, [])).toEqual({ kind: 'table', table: '8' })
  })

  it('says nothing more of a takeaway at a single venue', () => {
    expect(readyPlace({ number: 'LUM-4', table: null, lines: [{ posId: 1 }, { posId: null }] }, [])).toEqual({ kind: 'none' })
  })
})
