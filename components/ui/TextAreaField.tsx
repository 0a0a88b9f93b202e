import type { TextareaHTMLAttributes } from 'react'
import { LabelledControl } from './Field'

type Props = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value'> & {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  /** The message to show, already translated; it is announced and tied to the text area. */
  error?: string | null
  hint?: string
}

/** A labelled text area whose hint and error are linked with aria-describedby, as Field does for inputs. */
export function TextAreaField({ id, label, value, onChange, error, hint, required, ...textarea }: Props) {
  return (
    <LabelledControl id={id} label={label} error={error} hint={hint} required={required}>
      {(described) => (
        <textarea {...textarea} {...described} id={id} value={value} required={required} onChange={(event) => onChange(event.target.value)} />
      )}
    </LabelledControl>
  )
}
