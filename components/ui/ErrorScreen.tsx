import type { ReactNode } from 'react'

/** A full-width message: the error page, the closed venue, the unknown host; `hint` says it in a diner's words. */
export function ErrorScreen({ title, message, hint, action }: { title: string; message: string; hint?: string; action?: ReactNode }) {
  return (
    <section className="error-screen" aria-labelledby="error-title">
      <h1 id="error-title">{title}</h1>
      <p>{message}</p>
      {hint && <p className="error-hint">{hint}</p>}
      {action}
    </section>
  )
}
