import * as z from 'zod/mini'
import { commentField, guestContactSchema, quickOrderFieldsSchema, ValidationKey, type GuestContact, type QuickOrderModes } from './contact-form'

// What the diner fills in before paying, as one schema per form (SPEC §5: a payment method must be
// chosen, the terms accepted, the guest's contact valid), for the form hook to check field by field.
// The request to the Worker is built from what these give back and checked again by checkout.ts.

/** A way to pay, chosen: nothing chosen yet is null. */
const chosenMethod = () =>
  z.string({ error: ValidationKey.PaymentMethod }).check(z.minLength(1, { error: ValidationKey.PaymentMethod }))

/** The terms' checkbox, ticked. */
const acceptedTerms = () => z.literal(true, { error: ValidationKey.Terms })

/**
 * The payment step: the guest's contact (a customer's is known), a way to pay unless the balance pays
 * everything, the note for the kitchen, the terms.
 */
export function paymentStepFormSchema({ guest, needsMethod }: { guest: boolean; needsMethod: boolean }) {
  const payment = z.object({
    payment_method: needsMethod ? chosenMethod() : z.nullable(z.string()),
    comment: commentField(),
    terms: acceptedTerms(),
  })
  return guest ? z.extend(payment, guestContactSchema.shape) : payment
}

/** The guest's contact out of the payment step's checked form; a customer's form has none. */
export function guestContactOf(form: object): GuestContact | undefined {
  const contact = guestContactSchema.safeParse(form)
  return contact.success ? contact.data : undefined
}

/** The quick order's form: the fields the venue asks for (quickorder_*_mode), a way to pay, the terms. */
export function quickCheckoutFormSchema(modes: QuickOrderModes) {
  return z.extend(quickOrderFieldsSchema(modes), { payment_method: chosenMethod(), terms: acceptedTerms() })
}
