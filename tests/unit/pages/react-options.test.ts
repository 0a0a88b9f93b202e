import { createElement, Suspense } from 'react'
import { renderToReadableStream } from 'react-dom/server'
import type { PageContext } from 'vike/types'
import { describe, expect, it } from 'vitest'
import reactOptions from '../../../pages/+react'

// pages/+react.ts hands React's renderer `progressiveChunkSize`, an option React reads but does not
// document: without it every large boundary (each menu section) goes out after the shell, to be
// revealed by a script. If an upgrade drops it, this test says so (decision 031).
const { streamOptions } = reactOptions({ cspNonce: 'abc' } as PageContext).renderToStreamOptions

const section = () => createElement(Suspense, { fallback: createElement('p', null, 'Loading') }, createElement('section', null, 'Croquettes '.repeat(3000)))

async function html(options: object): Promise<string> {
  const stream = await renderToReadableStream(createElement('main', null, section()), options)
  await stream.allReady
  return new Response(stream).text()
}

describe("React's renderer, with the page's stream options", () => {
  it('sends a large boundary that is ready in the shell, in place', async () => {
    const body = await html(streamOptions)
    expect(body).not.toContain('$RC')
    expect(body).toContain('<section>Croquettes')
  })

  it('(without them it would send it after the shell, revealed by a script)', async () => {
    expect(await html({})).toContain('$RC')
  })
})
