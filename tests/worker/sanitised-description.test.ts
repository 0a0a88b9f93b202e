import { describe, expect, it } from 'vitest'
import { appUrl, venueRequest } from './helpers'

// The demo's Crème brûlée (100029) carries active content in its English description (demo README).
describe('product descriptions from the platform', () => {
  it('reach the browser with their formatting and text only: no script, frame, image or attribute', async () => {
    const response = await venueRequest(appUrl(), 'lumiere.localhost', '/api/menu/100/products/100029', {
      headers: { 'x-locale': 'en' },
    })
    expect(response.status).toBe(200)
    const { descriptionHtml } = JSON.parse(response.body) as { descriptionHtml: string }
    expect(descriptionHtml).toBe('<p>Madagascar vanilla custard, <em>caramelised to order</em>.</p>')
  })
})
