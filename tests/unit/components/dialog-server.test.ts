import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Dialog } from '../../../components/ui/Dialog'

describe('dialog in the server HTML', () => {
  it('renders nothing on the server even when open, so hydration starts from the same empty markup', () => {
    const props = { open: true, onClose: () => {}, labelledBy: 'title', children: 'Are you 18?' }
    expect(renderToString(createElement(Dialog, props))).toBe('')
  })
})
