import { describe, expect, it } from 'vitest'
import { errorEvent, eventEnvelope } from '../../../server/tracker/error-event'
import { trackerTarget } from '../../../server/tracker/sentry-dsn'
import { stackFrames } from '../../../server/tracker/stack-frames'

describe('trackerTarget', () => {
  it("reads a DSN as Sentry's envelope endpoint and auth", () => {
    expect(trackerTarget('https://f00d@o1.ingest.sentry.io/4507')).toEqual({
      dsn: 'https://f00d@o1.ingest.sentry.io/4507',
      endpoint: 'https://o1.ingest.sentry.io/api/4507/envelope/',
      auth: 'Sentry sentry_version=7, sentry_key=f00d, sentry_client=venue-ordering/1.0',
    })
    expect(trackerTarget('https://k@errors.example.com/tracker/7')?.endpoint).toBe('https://errors.example.com/tracker/api/7/envelope/')
  })

  it('refuses what is not a DSN', () => {
    for (const dsn of ['', 'not a url', 'https://o1.ingest.sentry.io/4507', 'https://k@host/', 'ftp://k@host/1', 'https://k@host/project']) expect(trackerTarget(dsn)).toBeNull()
  })
})

describe('stackFrames', () => {
  it('reads V8 frames, oldest first', () => {
    const stack = ['Error: x', '    at inner (index.js:10:5)', '    at async outer (index.js:20:7)', '    at index.js:30:9', '    at new Promise (<anonymous>)'].join('\n')
    expect(stackFrames(stack)).toEqual([
      { function: 'new Promise', filename: '<anonymous>', in_app: false },
      { filename: 'index.js', lineno: 30, colno: 9, in_app: true },
      { function: 'outer', filename: 'index.js', lineno: 20, colno: 7, in_app: true },
      { function: 'inner', filename: 'index.js', lineno: 10, colno: 5, in_app: true },
    ])
  })
})

describe('the event and its envelope', () => {
  const target = trackerTarget('https://f00d@o1.ingest.sentry.io/4507')!
  const context = { requestId: '8f1e2d3c4b5a6978-CDG', host: 'lumiere.example', method: 'GET', route: '/api/order/:uid', status: 500 }

  it('names the request by its route and id, and scrubs the message', () => {
    const event = errorEvent(new TypeError('no order for ann.lee@example.com'), context, 'a'.repeat(32))
    expect(event).toMatchObject({
      event_id: 'a'.repeat(32),
      level: 'error',
      transaction: 'GET /api/order/:uid',
      tags: { request_id: context.requestId, host: 'lumiere.example', route: '/api/order/:uid', status: '500' },
      request: { method: 'GET', url: 'https://lumiere.example/api/order/:uid' },
      exception: { values: [{ type: 'TypeError', value: 'no order for [email]' }] },
    })
    expect(JSON.stringify(event)).not.toContain('ann.lee')
  })

  it('is a header, an item header with its length, and the event, one JSON a line', () => {
    const event = errorEvent(new Error('boom'), context, 'b'.repeat(32))
    const [header, item, payload, end] = eventEnvelope(target, event).split('\n')
    expect(JSON.parse(header!)).toMatchObject({ event_id: 'b'.repeat(32), dsn: target.dsn })
    expect(JSON.parse(item!)).toEqual({ type: 'event', content_type: 'application/json', length: new TextEncoder().encode(payload!).length })
    expect(JSON.parse(payload!)).toEqual(JSON.parse(JSON.stringify(event)))
    expect(end).toBe('')
  })
})
