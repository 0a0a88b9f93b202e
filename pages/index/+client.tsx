import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import type { PageContextClient } from 'vike/types'
import { VikeReactProviderPageContext } from 'vike-react/usePageContext'
import { reloadOnChunkFailure } from '../../components/ui/chunk-reload'
import { yieldToBrowser } from '../../components/ui/yield-to-browser'
import { Layout } from '../+Layout'
import { readClientContext } from '../client-context'
import Page from './+Page'

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
