import { describe, expect, it } from 'vitest'
import {
  changePasswordSchema,
  initCardSchema,
  linkCardSchema,
  loginSchema,
  refundSchema,
  registerSchema,
  topUpSchema,
} from '../../../domain/account-forms'
import { fieldErrors } from '../../../domain/contact-form'
import { confirmationIssues, LoginType } from '../../../domain/form-rules'

const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? {} : fieldErrors(result.error!.issues)

describe('loginSchema', () => {
  it('asks for an e-mail where the venue logs in by e-mail', () => {
    const schema = loginSchema(LoginType.Email)
    expect(schema.safeParse({ login: 'camille.dubois@example.com', password: 'x' }).success).toBe(true)
    expect(errorsOf(schema.safeParse({ login: '1207', password: 'x' }))).toEqual({ login: 'validation.email' })
  })

  it('asks for a customer ID where the venue logs in by ID (club)', () => {
    const schema = loginSchema(LoginType.CustomerId)
    expect(schema.safeParse({ login: ' 1207 ', password: 'Pins-Member-1207' })).toEqual({
      success: true,
      data: { login: '1207', password: 'Pins-Member-1207' },
    })
    expect(errorsOf(schema.safeParse({ login: '', password: '' }))).toEqual({
      login: 'validation.customerId',
      password: 'validation.required',
    })
  })
})

describe('password confirmation', () => {
  const account = {
    email: 'new@example.com',
    password: 'long-enough',
    password_confirmation: 'long-enough',
    first_name: 'Ada',
    last_name: 'Lovelace',
    phone: '+32 470 12 34 56',
  }

  it("says 'New password and password confirmation don't match' on the confirmation field", () => {
    expect(registerSchema.safeParse(account).success).toBe(true)
    expect(errorsOf(registerSchema.safeParse({ ...account, password_confirmation: 'long-enougH' }))).toEqual({
      password_confirmation: 'validation.passwordMatch',
    })
    expect(
      errorsOf(changePasswordSchema.safeParse({ current_password: 'a', password: 'long-enough', password_confirmation: 'other-one' })),
    ).toEqual({ password_confirmation: 'validation.passwordMatch' })
  })

  it('names a mismatch of a confirmation given, whatever the other fields say', () => {
    expect(fieldErrors(confirmationIssues({ password: 'short', password_confirmation: 'other' }))).toEqual({
      password_confirmation: 'validation.passwordMatch',
    })
    expect(confirmationIssues({ password: 'short', password_confirmation: '' })).toEqual([])
    expect(confirmationIssues({ password: 'long-enough', password_confirmation: 'long-enough' })).toEqual([])
  })

  it('wants at least eight characters', () => {
    expect(errorsOf(registerSchema.safeParse({ ...account, password: 'short', password_confirmation: 'short' }))).toEqual({
      password: 'validation.password',
    })
  })
})

describe('refundSchema', () => {
  it('accepts the valid demo IBAN and sends it without spaces', () => {
    expect(refundSchema.safeParse({ iban: 'BE68 5390 0754 7034', bic: 'gebabebb' })).toEqual({
      success: true,
      data: { iban: 'BE68539007547034', bic: 'GEBABEBB' },
    })
  })

  it("refuses the invalid one with 'Invalid IBAN'", () => {
    expect(errorsOf(refundSchema.safeParse({ iban: 'BE68 5390 0754 7035', bic: 'GEBABEBB' }))).toEqual({ iban: 'validation.iban' })
  })
})

describe('topUpSchema', () => {
  it('accepts amounts within the bounds in whole cents', () => {
    expect(topUpSchema.safeParse({ amount: 10 }).success).toBe(true)
    expect(topUpSchema.safeParse({ amount: 12.5 }).success).toBe(true)
  })

  it('refuses too little, too much, and fractions of a cent', () => {
    for (const amount of [0, 4.99, 500.01, 10.005, Number.NaN]) {
      expect(topUpSchema.safeParse({ amount }).success, String(amount)).toBe(false)
    }
  })
})

describe('card identifiers', () => {
  it('are twelve digits', () => {
    expect(linkCardSchema.safeParse({ card_id: '627001000015' }).success).toBe(true)
    expect(errorsOf(linkCardSchema.safeParse({ card_id: '62700100001' }))).toEqual({ card_id: 'validation.cardId' })
    expect(errorsOf(linkCardSchema.safeParse({ card_id: '' }))).toEqual({ card_id: 'validation.cardId' })
  })

  it('initialising a card needs an e-mail, names and a confirmed password', () => {
    const form = {
      card_id: '627004000011',
      email: 'new.member@example.com',
      first_name: 'Ada',
      last_name: 'Lovelace',
      password: 'long-enough',
      password_confirmation: 'long-enough',
    }
    expect(initCardSchema.safeParse(form).success).toBe(true)
    expect(errorsOf(initCardSchema.safeParse({ ...form, email: 'nope' }))).toEqual({ email: 'validation.email' })
  })
})
