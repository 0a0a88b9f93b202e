import { describe, expect, it } from 'vitest'
import { contactNamesFrom, samePlace } from '../../../domain/delivery-address'

const home = { address_line: 'Rue du Bailli 52', address_line2: null, zip_code: '1050', city: 'Ixelles' }

describe('samePlace', () => {
  it('is the same place whatever the case and the spaces', () => {
    expect(samePlace(home, { address_line: ' rue du  bailli 52', address_line2: '', zip_code: '1050 ', city: 'IXELLES' })).toBe(true)
  })

  it('is another place with another number, box or city', () => {
    expect(samePlace(home, { ...home, address_line: 'Rue du Bailli 54' })).toBe(false)
    expect(samePlace(home, { ...home, address_line2: 'Box 3' })).toBe(false)
    expect(samePlace(home, { ...home, zip_code: '1000' })).toBe(false)
  })
})

describe('contactNamesFrom', () => {
  const empty = { first_name: '', last_name: '' }

  it('takes the first word for the first name and the rest for the last name', () => {
    expect(contactNamesFrom('Léa Martin', empty)).toEqual({ first_name: 'Léa', last_name: 'Martin' })
    expect(contactNamesFrom('  Jan  van der Berg ', empty)).toEqual({ first_name: 'Jan', last_name: 'van der Berg' })
  })

  it('takes a single word as the first name alone', () => {
    expect(contactNamesFrom('Léa', empty)).toEqual({ first_name: 'Léa', last_name: '' })
  })

  it('never replaces a name the guest has given', () => {
    expect(contactNamesFrom('Léa Martin', { first_name: 'Ann', last_name: '' })).toEqual({ first_name: 'Ann', last_name: '' })
  })
})
