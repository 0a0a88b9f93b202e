import type { ReactNode } from 'react'

/** A full-width message: the error page, the closed venue, the unknown host. */
export function ErrorScreen({ title, message, action }: { title: string; message: string; action?: ReactNode }) {
  return (
    <section className="error-screen" aria-labelledby="error-title">
      <h1 id="error-title">{title}</h1>
      <p>{message}</p>
      {action}
    </section>
  )
}
