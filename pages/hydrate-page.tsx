import { startTransition, StrictMode, type ComponentType } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { reloadOnChunkFailure } from '../client/chunk-reload'
import { yieldToBrowser } from '../client/yield-to-browser'
import { OwnPageContextProvider } from '../components/ui/page-context'
import { Layout } from './+Layout'
import { readClientContext } from './client-context'
import { knowVenueZone } from './venue-zone'

/**
 * A page's own entry (decisions 018, 034): hydrates the tree vike-react would (StrictMode › page
 * context › +Layout › +Page) in a transition (decision 009), from the context the server wrote with the
 * page, without Vike's client runtime.
 */
export async function hydratePage(Page: ComponentType) {
  reloadOnChunkFailure()
  const pageContext = readClientContext()
  knowVenueZone(pageContext.venue)
  await yieldToBrowser()
  startTransition(() => {
    hydrateRoot(
      document.getElementById('root')!,
      <StrictMode>
        <OwnPageContextProvider pageContext={pageContext}>
          <Layout>
            <Page />
          </Layout>
        </OwnPageContextProvider>
      </StrictMode>,
    )
  })
}
