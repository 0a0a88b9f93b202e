import { describe, expect, it } from 'vitest'
import {
  COMMENT_MAX_LENGTH,
  commentField,
  deliveryAddressSchema,
  guestContactSchema,
  NAME_MIN_LENGTH,
  quickOrderFieldsSchema,
  ValidationKey,
} from '../../../domain/contact-form'

const camille = { email: 'camille.dubois@example.com', first_name: 'Camille', last_name: 'Dubois', phone: '+32 470 12 34 56' }

/** The issue messages of a failed parse, by field path. */
function issues(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]))
}

describe('guestContactSchema', () => {
  it('accepts a complete guest contact and trims it', () => {
    const result = guestContactSchema.safeParse({ ...camille, email: ' camille.dubois@example.com ', first_name: ' Camille ' })
    expect(result.success).toBe(true)
    expect(result.data).toEqual(camille)
  })

  it('reports each invalid field with its translation key', () => {
    const result = guestContactSchema.safeParse({ email: 'camille@', first_name: 'C', last_name: '  ', phone: '0470-12' })
    expect(issues(result)).toEqual({
      email: ValidationKey.Email,
      first_name: ValidationKey.NameLength,
      last_name: ValidationKey.Required,
      phone: ValidationKey.Phone,
    })
  })

  it(`accepts names of exactly ${NAME_MIN_LENGTH} characters`, () => {
    expect(guestContactSchema.safeParse({ ...camille, first_name: 'Al', last_name: 'Li' }).success).toBe(true)
  })

  it('gives validation.required for missing fields', () => {
    expect(issues(guestContactSchema.safeParse({}))).toEqual({
      email: 'validation.required', first_name: 'validation.required',
      last_name: 'validation.required', phone: 'validation.required',
    })
  })

  it('needs a phone of digits and spaces with an optional leading +, and at least 8 digits', () => {
    const phone = (value: string) => guestContactSchema.safeParse({ ...camille, phone: value }).success
    expect(phone('0470123456')).toBe(true)
    expect(phone('1234 5678')).toBe(true)
    expect(phone('+32 123')).toBe(false)
    expect(phone('1234 567')).toBe(false)
    expect(phone('0470/12.34.56')).toBe(false)
    expect(phone('32+470123456')).toBe(false)
  })
})

describe('deliveryAddressSchema', () => {
  const ixelles = { name: 'Maison', address_line: 'Rue du Bailli 12', zip_code: '1050', city: 'Ixelles' }

  it('accepts an address with name, street and number, postal code and city', () => {
    expect(deliveryAddressSchema.safeParse({ ...ixelles, address_line2: 'Boîte 3' }).data).toEqual({
      ...ixelles,
      address_line2: 'Boîte 3',
    })
  })

  it('requires every field but the second address line, blank counting as missing', () => {
    expect(issues(deliveryAddressSchema.safeParse({ name: ' ', address_line: '', city: 'Ixelles' }))).toEqual({
      name: 'validation.required', address_line: 'validation.required', zip_code: 'validation.required',
    })
  })
})

describe('commentField', () => {
  it(`keeps a note of up to ${COMMENT_MAX_LENGTH} characters, trimmed, and a blank one as empty`, () => {
    expect(commentField().safeParse('  Sans oignons  ').data).toBe('Sans oignons')
    expect(commentField().safeParse('   ').data).toBe('')
    expect(commentField().safeParse('é'.repeat(COMMENT_MAX_LENGTH)).success).toBe(true)
  })

  it('says validation.commentLength for a longer note', () => {
    const result = commentField().safeParse('x'.repeat(COMMENT_MAX_LENGTH + 1))
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([ValidationKey.CommentLength])
  })
})

describe('quickOrderFieldsSchema', () => {
  // Le Comptoir: name 2 (required), e-mail 1 (optional), comment 1 (optional), phone 0 (hidden).
  const comptoir = quickOrderFieldsSchema({ name: 2, email: 1, comment: 1, phone: 0 })

  it('requires the name, lets e-mail and comment be left out, and drops the hidden phone', () => {
    expect(comptoir.safeParse({ name: 'Table des amis', phone: '0470123456' }).data).toEqual({ name: 'Table des amis' })
    expect(issues(comptoir.safeParse({}))).toEqual({ name: 'validation.required' })
  })

  it('reads a blank optional field as not given, but validates a filled one', () => {
    expect(comptoir.safeParse({ name: 'Lou', email: '  ', comment: '' }).data).toEqual({ name: 'Lou' })
    expect(issues(comptoir.safeParse({ name: 'Lou', email: 'lou@' }))).toEqual({ email: 'validation.email' })
    expect(comptoir.safeParse({ name: 'Lou', email: 'lou@example.com', comment: ' Sans glaçons ' }).data).toEqual({
      name: 'Lou', email: 'lou@example.com', comment: 'Sans glaçons',
    })
  })

  it('holds the comment to the same length as the checkout, optional or required', () => {
    const long = 'x'.repeat(COMMENT_MAX_LENGTH + 1)
    expect(issues(comptoir.safeParse({ name: 'Lou', comment: long }))).toEqual({ comment: ValidationKey.CommentLength })
    const required = quickOrderFieldsSchema({ name: 0, email: 0, comment: 2, phone: 0 })
    expect(issues(required.safeParse({ comment: long }))).toEqual({ comment: ValidationKey.CommentLength })
    expect(issues(required.safeParse({ comment: ' ' }))).toEqual({ comment: ValidationKey.Required })
  })

  it('requires every field when all modes are 2, and none when all are 0', () => {
    const all = quickOrderFieldsSchema({ name: 2, email: 2, comment: 2, phone: 2 })
    expect(Object.keys(issues(all.safeParse({ name: 'Lou' })))).toEqual(['email', 'comment', 'phone'])
    expect(quickOrderFieldsSchema({ name: 0, email: 0, comment: 0, phone: 0 }).safeParse({ name: 'x' }).data).toEqual({})
  })
})
