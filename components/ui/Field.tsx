import type { InputHTMLAttributes, ReactNode } from 'react'

type Labelled = {
  id: string
  label: string
  /** The message to show, already translated; it is announced and tied to the control. */
  error?: string | null
  hint?: string
  required?: boolean
}

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> &
  Labelled & {
    value: string
    onChange: (value: string) => void
  }

/** What ties a control to its hint and error: aria-invalid and aria-describedby. */
export type Described = { 'aria-invalid': true | undefined; 'aria-describedby': string | undefined }

/** A label, an optional hint, the control and its announced error, for any text control. */
export function LabelledControl({ id, label, error, hint, required, children }: Labelled & { children: (described: Described) => ReactNode }) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined
  return (
    <div className={error ? 'field has-error' : 'field'}>
      <label htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {children({ 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}

/** A labelled text input whose error is announced and linked with aria-describedby. */
export function Field({ id, label, value, onChange, error, hint, required, ...input }: Props) {
  return (
    <LabelledControl id={id} label={label} error={error} hint={hint} required={required}>
      {(described) => (
        <input {...input} {...described} id={id} value={value} required={required} onChange={(event) => onChange(event.target.value)} />
      )}
    </LabelledControl>
  )
}
