import { createElement, Suspense, use } from 'react'
import { renderToReadableStream } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { fulfilledValue, markFulfilled } from '../../../components/ui/fulfilled'

// A menu section far down the page waits, as a promise read with `use`, until it comes near the
// screen (components/menu/HydrateWhenNear.tsx); opened, it must be read at once. React's `use` reads
// a promise's outcome from its `status` and `value` (decision 031): if an upgrade changes that, this fails.
const Reader = ({ promise }: { promise: Promise<string> }) => createElement('p', null, use(promise))

async function shellOf(promise: Promise<string>): Promise<string> {
  const element = createElement('main', null, createElement(Suspense, { fallback: createElement('i', null, 'waiting') }, createElement(Reader, { promise })))
  // The shell alone: the promise never settles, so nothing would come after it (and the render is cut short).
  const reader = (await renderToReadableStream(element, { onError: () => {} })).getReader()
  const { value } = await reader.read()
  void reader.cancel()
  return new TextDecoder().decode(value)
}

describe("React's use() of a promise marked fulfilled", () => {
  it('reads its value at once, without suspending', async () => {
    const never = new Promise<string>(() => {})
    markFulfilled(never, 'Desserts')
    const shell = await shellOf(never)
    expect(shell).toContain('<p>Desserts</p>')
    expect(shell).not.toContain('waiting')
  })

  it('(an unmarked promise suspends)', async () => {
    expect(await shellOf(new Promise<string>(() => {}))).toContain('waiting')
  })
})

describe('fulfilledValue', () => {
  it("gives a marked promise's value, and nothing for one not settled or not there", () => {
    const marked = new Promise<string>(() => {})
    markFulfilled(marked, 'Burger meal')
    expect(fulfilledValue(marked)).toBe('Burger meal')
    expect(fulfilledValue(new Promise<string>(() => {}))).toBeUndefined()
    expect(fulfilledValue(undefined)).toBeUndefined()
  })
})
