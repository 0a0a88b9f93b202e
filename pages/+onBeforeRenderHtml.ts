import type { PageContextServer } from 'vike/types'
import { renderToReadableStream } from 'react-dom/server'
import { reactOptions } from './react-options'

/**
 * Streaming pays off only where the render waits: a menu the edge does not have yet, or code a page
 * loads on first use (a customer's frame is a lazy chunk). A visitor's menu with its menu at hand waits
 * for nothing: it is rendered whole here, and vike-react, given its markup and no element, sends it in
 * one piece, which costs a third less time than the same page streamed (the page is then kept,
 * server/render/page-cache.ts).
 */
export async function onBeforeRenderHtml(pageContext: PageContextServer) {
  if (!pageContext.data?.menu || pageContext.customer || !pageContext.page) return
  const stream = await renderToReadableStream(pageContext.page, reactOptions(pageContext).renderToStreamOptions.streamOptions)
  await stream.allReady
  pageContext.pageHtmlString = await new Response(stream).text()
  pageContext.page = undefined
}
