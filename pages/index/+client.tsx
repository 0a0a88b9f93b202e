import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { reloadOnChunkFailure } from '../../client/chunk-reload'
import { OwnPageContextProvider } from '../../components/ui/page-context'
import { yieldToBrowser } from '../../client/yield-to-browser'
import { Layout } from '../+Layout'
import { readClientContext } from '../client-context'
import Page from './+Page'

reloadOnChunkFailure()
const pageContext = readClientContext()
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
