import { createContext, useContext, type ReactNode } from 'react'
import { usePageContext as useVikePageContext } from 'vike-react/usePageContext'
import type { BrowserPageContext } from './page-context-fields'

// The menu and the journey's pages hydrate without Vike's client runtime (decisions 018, 034): their
// entry provides the page context it read from the page; the account area has vike-react's.
const OwnPageContext = createContext<BrowserPageContext | null>(null)

/** The page context of a page that hydrates with its own entry (pages/hydrate-page.tsx). */
export function OwnPageContextProvider({ pageContext, children }: { pageContext: BrowserPageContext; children: ReactNode }) {
  return <OwnPageContext value={pageContext}>{children}</OwnPageContext>
}

/** The page's context, on the menu as on every other page: what components read of it. */
export function usePageContext(): BrowserPageContext {
  const own = useContext(OwnPageContext)
  const vike = useVikePageContext()
  return own ?? vike
}
