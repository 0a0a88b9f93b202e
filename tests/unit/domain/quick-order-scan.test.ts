import { describe, expect, it } from 'vitest'
import { tableUidFromScan } from '../../../domain/quick-order'

const VENUE = 'https://comptoir.example'
const UID = 'ee165adf-9aa2-533d-ba19-6ff39ef1d8e0'

describe('tableUidFromScan', () => {
  it("reads the table of this venue's quick-order links", () => {
    expect(tableUidFromScan(`${VENUE}/en/quickorder/${UID}`, VENUE)).toBe(UID)
    expect(tableUidFromScan(`${VENUE}/quickorder/${UID}/`, VENUE)).toBe(UID)
    expect(tableUidFromScan(`${VENUE}/fr/quickorder?tableuid=${UID}`, VENUE)).toBe(UID)
    expect(tableUidFromScan(` /nl/quickorder/${UID} `, VENUE)).toBe(UID)
  })

  it('refuses another site, another page, the result page and anything that is not a link', () => {
    expect(tableUidFromScan(`https://elsewhere.example/en/quickorder/${UID}`, VENUE)).toBeNull()
    expect(tableUidFromScan(`${VENUE}/en/menu/${UID}`, VENUE)).toBeNull()
    expect(tableUidFromScan(`${VENUE}/en/quickorder/order`, VENUE)).toBeNull()
    expect(tableUidFromScan(`${VENUE}/en/quickorder`, VENUE)).toBeNull()
    expect(tableUidFromScan('http://[::1', VENUE)).toBeNull()
  })
})
