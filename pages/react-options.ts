import type { PageContext } from 'vike/types'

// React's inline streaming scripts must carry the request's CSP nonce. Only a boundary that really
// waits (a menu the edge does not have yet) streams: React would otherwise send every large boundary
// (each menu section) after the shell, to be revealed by script later.
export const reactOptions = (pageContext: PageContext) => ({
  renderToStreamOptions: { streamOptions: { nonce: pageContext.cspNonce ?? undefined, progressiveChunkSize: Number.MAX_SAFE_INTEGER } },
})
