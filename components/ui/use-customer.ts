import { createContext, useContext } from 'react'
import { usePageContext } from './page-context'
import type { CustomerView } from '../../domain/customer-view'

// The customer the browser confirmed itself, where the page's own check of the session ran out of
// time (components/account/SessionCheck.tsx, decision 025).
const ConfirmedCustomer = createContext<CustomerView | null>(null)
export const ConfirmedCustomerProvider = ConfirmedCustomer.Provider

/** The logged-in customer (SPEC §4 Session): the Worker puts them into every page context, or the browser confirmed them. */
export function useCustomer(): CustomerView | null {
  const confirmed = useContext(ConfirmedCustomer)
  const { customer } = usePageContext()
  return customer ?? confirmed
}

/** Whether a customer is logged in. */
export function useLoggedIn(): boolean {
  return useCustomer() != null
}
