import { describe, expect, it } from 'vitest'
import { fieldErrors, guestContactSchema, ValidationKey } from '../../../domain/contact-form'

// fieldErrors: what the contact and quick-order forms show under each field (SPEC §5).
// The schemas themselves are in contact-form.test.ts.

describe('fieldErrors', () => {
  it('keys the message of each issue by its field', () => {
    expect(
      fieldErrors([
        { path: ['email'], message: ValidationKey.Email },
        { path: ['phone'], message: ValidationKey.Phone },
      ]),
    ).toEqual({ email: ValidationKey.Email, phone: ValidationKey.Phone })
  })

  it('keeps the first message of a field', () => {
    expect(
      fieldErrors([
        { path: ['first_name'], message: ValidationKey.Required },
        { path: ['first_name'], message: ValidationKey.NameLength },
      ]),
    ).toEqual({ first_name: ValidationKey.Required })
  })

  it('uses the top field of a nested path', () => {
    expect(fieldErrors([{ path: ['delivery_address', 'city'], message: ValidationKey.Required }])).toEqual({
      delivery_address: ValidationKey.Required,
    })
  })

  it('ignores issues about the whole form', () => {
    expect(fieldErrors([{ path: [], message: ValidationKey.Required }])).toEqual({})
    expect(fieldErrors([])).toEqual({})
  })

  it('turns a failed guest contact parse into one key per field', () => {
    const result = guestContactSchema.safeParse({ email: 'camille@', first_name: 'C', last_name: '', phone: '12' })
    expect(result.success).toBe(false)
    expect(fieldErrors(result.error!.issues)).toEqual({
      email: ValidationKey.Email,
      first_name: ValidationKey.NameLength,
      last_name: ValidationKey.Required,
      phone: ValidationKey.Phone,
    })
  })
})
