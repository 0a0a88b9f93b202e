import type { Config } from 'vike/types'
import vikeReact from 'vike-react/config'

const config: Config = {
  extends: [vikeReact],
  // Only what the browser needs: one locale's messages, the trimmed venue, the chosen stand.
  passToClient: ['locale', 'messages', 'venue', 'selectedPosId', 'customer', 'customerUnknown', 'debug'],
  // Shell first: head, styles and header flush before the menu data is awaited.
  stream: 'web',
  prefetchStaticAssets: 'hover',
  // +react.ts is a function of the page context (the CSP nonce), so it must be loaded at render time.
  meta: {
    react: { env: { server: true } },
    // Who may open a page: each page folder sets it, the global +guard applies it.
    access: { env: { server: true, client: true } },
  },
}

export default config
