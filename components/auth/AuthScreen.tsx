import '../checkout/checkout.css'
import './auth.css'
import type { ReactNode } from 'react'

/** The frame of the authentication screens: one card with its heading (SPEC §2 Authentication screens). */
export function AuthScreen({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="checkout auth-screen" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{title}</h1>
      {children}
    </section>
  )
}

/** The links under a form ('Forgot your password?', 'Create an account'…). */
export function AuthLinks({ children }: { children: ReactNode }) {
  return <ul className="auth-links">{children}</ul>
}
