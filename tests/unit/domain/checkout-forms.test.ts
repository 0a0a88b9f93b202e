import { describe, expect, it } from 'vitest'
import { guestContactOf, paymentStepFormSchema, quickCheckoutFormSchema } from '../../../domain/checkout-forms'
import { fieldErrors } from '../../../domain/contact-form'

const GUEST = { email: 'lea.martin@example.com', first_name: 'Léa', last_name: 'Martin', phone: '+32 470 12 34 56' }

const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? {} : fieldErrors(result.error!.issues)

describe('paymentStepFormSchema', () => {
  it("names each field a guest's empty form leaves wrong, by the form's own names", () => {
    const schema = paymentStepFormSchema({ guest: true, needsMethod: true })
    expect(errorsOf(schema.safeParse({ email: '', first_name: '', last_name: '', phone: '', payment_method: null, comment: '', terms: false }))).toEqual({
      email: 'validation.required',
      first_name: 'validation.required',
      last_name: 'validation.required',
      phone: 'validation.required',
      payment_method: 'validation.paymentMethod',
      terms: 'validation.terms',
    })
  })

  it("asks a customer for no contact, and for no way to pay when the balance pays everything", () => {
    const schema = paymentStepFormSchema({ guest: false, needsMethod: false })
    const checked = schema.safeParse({ payment_method: null, comment: ' ', terms: true })
    expect(checked).toMatchObject({ success: true, data: { payment_method: null, comment: '' } })
    expect(guestContactOf(checked.data!)).toBeUndefined()
  })

  it("gives a guest's contact back, trimmed, for the order", () => {
    const schema = paymentStepFormSchema({ guest: true, needsMethod: true })
    const checked = schema.safeParse({ ...GUEST, email: ` ${GUEST.email} `, payment_method: 'bancontact', comment: '', terms: true })
    expect(guestContactOf(checked.data!)).toEqual(GUEST)
  })

  it('refuses a note over 500 characters', () => {
    const schema = paymentStepFormSchema({ guest: false, needsMethod: true })
    expect(errorsOf(schema.safeParse({ payment_method: 'bancontact', comment: 'x'.repeat(501), terms: true }))).toEqual({ comment: 'validation.commentLength' })
  })
})

describe('quickCheckoutFormSchema', () => {
  const modes = { name: 2, email: 1, comment: 1, phone: 0 } as const

  it("checks the venue's fields, a way to pay and the terms", () => {
    expect(errorsOf(quickCheckoutFormSchema(modes).safeParse({ name: '', email: 'sam@', payment_method: null, terms: false }))).toEqual({
      name: 'validation.required',
      email: 'validation.email',
      payment_method: 'validation.paymentMethod',
      terms: 'validation.terms',
    })
  })

  it('leaves a blank optional field out', () => {
    expect(quickCheckoutFormSchema(modes).safeParse({ name: 'Sam', email: '', comment: '', payment_method: 'bancontact', terms: true })).toEqual({
      success: true,
      data: { name: 'Sam', email: undefined, comment: undefined, payment_method: 'bancontact', terms: true },
    })
  })
})
