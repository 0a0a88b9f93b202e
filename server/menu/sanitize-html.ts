// Product descriptions come from the platform as HTML. Only simple formatting survives, without any
// attribute; active content is dropped with what it contains. HTMLRewriter is a real streaming parser.
const KEPT_TAGS = new Set(['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'span'])
const DROPPED_WITH_CONTENT =
  'script, style, iframe, frame, object, embed, noscript, template, svg, math, form, input, button, textarea, select, link, meta, base'

export async function sanitizeHtml(html: string): Promise<string> {
  const rewriter = new HTMLRewriter()
    .on(DROPPED_WITH_CONTENT, {
      element(element) {
        element.remove()
      },
    })
    .on('*', {
      element(element) {
        if (element.removed) return
        if (!KEPT_TAGS.has(element.tagName)) {
          element.removeAndKeepContent()
          return
        }
        for (const [name] of [...element.attributes]) if (name) element.removeAttribute(name)
      },
    })
    .onDocument({
      comments(comment) {
        comment.remove()
      },
    })
  return (await rewriter.transform(new Response(html, { headers: { 'content-type': 'text/html' } })).text()).trim()
}
