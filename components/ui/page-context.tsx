import { createContext, useContext, type ReactNode } from 'react'
import { usePageContext as useVikePageContext } from 'vike-react/usePageContext'
import type { BrowserPageContext } from './page-context-fields'

// The menu hydrates without Vike's client runtime (decision 018): its entry provides the page context
// it read from the page; every other page has vike-react's.
const OwnPageContext = createContext<BrowserPageContext | null>(null)

/** The page context of a page that hydrates with its own entry (pages/index/+client.tsx). */
export function OwnPageContextProvider({ pageContext, children }: { pageContext: BrowserPageContext; children: ReactNode }) {
  return <OwnPageContext value={pageContext}>{children}</OwnPageContext>
}

/** The page's context, on the menu as on every other page: what components read of it. */
export function usePageContext(): BrowserPageContext {
  const own = useContext(OwnPageContext)
  const vike = useVikePageContext()
  return own ?? vike
}
