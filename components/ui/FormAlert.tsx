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
