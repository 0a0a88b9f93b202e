import { createElement } from 'react'
import type { PageContextServer } from 'vike/types'
import { onRenderHtml } from 'vike-react/__internal/integration/onRenderHtml'
import { describe, expect, it } from 'vitest'
import { onBeforeRenderHtml } from '../../../pages/+onBeforeRenderHtml'

// pages/+onBeforeRenderHtml.ts renders a visitor's menu whole and hands vike-react its markup with no
// element left to render; vike-react then sends that markup in one piece. If an upgrade changes either
// side (vike-react renders the element anyway, or streams it), a visitor's menu page is streamed again
// (decisions 031 and 055).
function rendered(context: Record<string, unknown>) {
  const seen: { string?: string; stream?: unknown } = {}
  const pageContext = {
    Page: () => createElement('p', null, 'The menu'),
    config: { stream: ['web'], Layout: [], onBeforeRenderHtml: [onBeforeRenderHtml] },
    customer: null,
    cspNonce: 'n0nce',
    headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0' },
    ...context,
    get pageHtmlString() {
      return seen.string
    },
    set pageHtmlString(value: string | undefined) {
      seen.string = value
    },
    get pageHtmlStream() {
      return seen.stream
    },
    set pageHtmlStream(value: unknown) {
      seen.stream = value
    },
  }
  return { seen, done: onRenderHtml(pageContext as unknown as PageContextServer) }
}

describe('a page is rendered', () => {
  it('in one piece: a visitor with the menu at hand', async () => {
    const { seen, done } = rendered({ data: { menu: {} } })
    await done
    expect(seen.string).toBe('<p>The menu</p>')
    expect(seen.stream).toBeUndefined()
  })

  it('as a stream for a customer, or when the menu is still on its way', async () => {
    for (const context of [{ data: {} }, { data: { menu: {} }, customer: { firstName: 'Ada' } }]) {
      const { seen, done } = rendered(context)
      await done
      expect(seen.string).toBeUndefined()
      expect(seen.stream).toBeDefined()
    }
  })
})
