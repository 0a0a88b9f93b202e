import type { PageContext } from 'vike/types'

// React's inline streaming scripts must carry the request's CSP nonce.
export default (pageContext: PageContext) => ({
  renderToStreamOptions: { streamOptions: { nonce: pageContext.cspNonce ?? undefined } },
})
