import type { Config } from 'vike/types'
import vikeReact from 'vike-react/config'
import { PASSED_TO_CLIENT } from '../components/ui/page-context-fields'

const config: Config = {
  extends: [vikeReact],
  // Only what the browser needs: one locale's messages, the trimmed venue, the chosen stand.
  passToClient: [...PASSED_TO_CLIENT],
  // Shell first: head, styles and header flush before the menu data is awaited.
  stream: 'web',
  prefetch: { staticAssets: 'hover' },
  // +react.ts is a function of the page context (the CSP nonce), so it must be loaded at render time.
  meta: {
    react: { env: { server: true } },
    // Who may open a page: each page folder sets it, the global +guard applies it.
    access: { env: { server: true, client: true } },
    // A page that hydrates with its own entry gets its page context from pages/client-context.ts.
    ownHydration: { env: { server: true } },
  },
}

export default config
