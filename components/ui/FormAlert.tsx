import type { ReactNode } from 'react'

/** A form's message after sending (a refusal, a failure), announced as it appears; nothing when empty. */
export function FormAlert({ children }: { children: ReactNode }) {
  if (children === null || children === undefined || children === false || children === '') return null
  return (
    <p className="rejection" role="alert">
      {children}
    </p>
  )
}

/**
 * The end of a form on the kit: its failure, said above the button, and the button, held while the
 * form is sent; `beside` it, a way out (Cancel, Back).
 */
export function FormSubmit({ failure, sending, beside, children }: { failure: string | null; sending: boolean; beside?: ReactNode; children: ReactNode }) {
  const button = (
    <button type="submit" className="button-primary" disabled={sending}>
      {children}
    </button>
  )
  return (
    <>
      <FormAlert>{failure}</FormAlert>
      {beside ? (
        <div className="account-actions">
          {button}
          {beside}
        </div>
      ) : (
        button
      )}
    </>
  )
}
