import { createElement } from 'react'
import type { PageContextServer } from 'vike/types'
import { describe, expect, it } from 'vitest'
import { onRenderHtml } from '../../../pages/+onRenderHtml'

// pages/+onRenderHtml.ts hands vike-react's own onRenderHtml (an __internal export) a page context whose
// `stream` setting says false; vike-react writes what it rendered to pageHtmlString (in one piece) or
// pageHtmlStream. If an upgrade moves either, a visitor's menu page is streamed again (decision 031).
function rendered(context: Record<string, unknown>) {
  const seen: { string?: unknown; stream?: unknown } = {}
  const pageContext = {
    Page: () => createElement('p', null, 'The menu'),
    config: { stream: ['web'], Layout: [], Head: [] },
    customer: null,
    headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0' },
    ...context,
    set pageHtmlString(value: unknown) {
      seen.string = value
    },
    set pageHtmlStream(value: unknown) {
      seen.stream = value
    },
  }
  return { seen, done: onRenderHtml(pageContext as unknown as PageContextServer) }
}

describe('vike-react renders a page', () => {
  it('in one piece: a visitor with the menu at hand', async () => {
    const { seen, done } = rendered({ data: { menu: {} } })
    await done
    expect(seen.string).toBe('<p>The menu</p>')
    expect(seen.stream).toBeUndefined()
  })

  it('as a stream otherwise', async () => {
    const { seen, done } = rendered({ data: {} })
    await done
    expect(seen.string).toBeUndefined()
    expect(seen.stream).toBeDefined()
  })
})
