import type { FocusEvent } from 'react'
import { EMPTY_PAYMENT, type ContactDraft as ContactValues } from '../../domain/order-state'
import { Field } from '../ui/Field'
import { useI18n } from '../ui/i18n'

const FIELDS = Object.keys(EMPTY_PAYMENT.contact) as (keyof ContactValues)[]

const AUTOCOMPLETE: Record<keyof ContactValues, string> = {
  email: 'email',
  first_name: 'given-name',
  last_name: 'family-name',
  phone: 'tel',
}
const TYPE: Record<keyof ContactValues, string> = { email: 'email', first_name: 'text', last_name: 'text', phone: 'tel' }

/** A guest's contact for the order (SPEC §5: valid e-mail, name length, phone). */
export function ContactFields({
  values,
  errors,
  onChange,
  onLeave,
}: {
  values: ContactValues
  errors: Partial<Record<string, string>>
  onChange: (values: ContactValues) => void
  /** A field is left: the form checks it. */
  onLeave: (field: keyof ContactValues) => (event: FocusEvent<HTMLElement>) => void
}) {
  const { t } = useI18n()
  return (
    <fieldset className="contact-fields">
      <legend>{t('contact.title')}</legend>
      {FIELDS.map((field) => (
        <Field
          key={field}
          id={`contact-${field}`}
          name={field}
          label={t(`contact.${field}`)}
          type={TYPE[field]}
          autoComplete={AUTOCOMPLETE[field]}
          required
          value={values[field]}
          error={errors[field]}
          onChange={(value) => onChange({ ...values, [field]: value })}
          onBlur={onLeave(field)}
        />
      ))}
    </fieldset>
  )
}
