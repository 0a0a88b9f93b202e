import { startTransition, StrictMode, type ComponentType } from 'react'
import { hydrateRoot } from 'react-dom/client'
import type { PageContextClient } from 'vike/types'
import { VikeReactProviderPageContext } from 'vike-react/usePageContext'
import { reloadOnChunkFailure } from '../components/ui/chunk-reload'
import { yieldToBrowser } from '../components/ui/yield-to-browser'
import { Layout } from './+Layout'
import { readClientContext } from './client-context'

/**
 * A page's own entry (decisions 018, 030): hydrates the tree vike-react would (StrictMode › page
 * context › +Layout › +Page) in a transition (decision 009), from the context the server wrote with the
 * page, without Vike's client runtime.
 */
export async function hydratePage(Page: ComponentType) {
  reloadOnChunkFailure()
  const pageContext = readClientContext() as unknown as PageContextClient
  await yieldToBrowser()
  startTransition(() => {
    hydrateRoot(
      document.getElementById('root')!,
      <StrictMode>
        <VikeReactProviderPageContext pageContext={pageContext}>
          <Layout>
            <Page />
          </Layout>
        </VikeReactProviderPageContext>
      </StrictMode>,
    )
  })
}
