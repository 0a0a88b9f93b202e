import { usePageContext } from 'vike-react/usePageContext'

/** Whether a customer is logged in (SPEC §4 Session): the Worker puts them into every page context. */
export function useLoggedIn(): boolean {
  return usePageContext().customer != null
}
