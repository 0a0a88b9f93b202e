import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../stores/api-error'
import { failureOf, limitMessage, refusedByWorker } from '../../../stores/api-failure'

const answered = (status: number, body: unknown = null) => failureOf(new ApiError(status, `answered ${status}`, body))

describe('a failed call to the Worker, by its reason', () => {
  it('names each status the screens tell apart', () => {
    const reasons = [0, 400, 401, 403, 404, 409, 411, 422, 428, 429, 500, 502, 503, 504].map((status) => answered(status).reason)
    expect(reasons).toEqual([
      'offline', 'invalid', 'not-logged-in', 'forbidden', 'not-found', 'conflict', 'refused',
      'rejected', 'visitor-required', 'limit-reached', 'failed', 'unreachable', 'unreachable', 'unreachable',
    ])
  })

  it("reads a refused body's field issues, leaving out those of another shape", () => {
    const failure = answered(400, { error: 'Invalid request', issues: [{ path: ['email'], message: 'validation.email' }, { path: 'email' }, null] })
    expect(failure).toEqual({ reason: 'invalid', message: 'Invalid request', issues: [{ path: ['email'], message: 'validation.email' }] })
    expect(answered(400, { error: 'Invalid request' })).toMatchObject({ issues: null })
  })

  it("reads the venue's reasons for refusing an order", () => {
    const reasons = [{ code: 'minimum_order', message: 'Minimum order amount: €12.00' }]
    expect(answered(422, { error: 'rejected', reasons: [...reasons, { code: 7 }] })).toEqual({ reason: 'rejected', message: 'rejected', reasons })
    expect(answered(422, { error: 'rejected' })).toMatchObject({ reasons: [] })
  })

  it('says what the Worker said of a limit or a refused cookie, and nothing for another failure', () => {
    expect(limitMessage(answered(429, { error: 'Too many tries: again at 12:05', limit: 'prebooks' }))).toBe('Too many tries: again at 12:05')
    expect(limitMessage(answered(428, { error: 'Cookies are needed' }))).toBe('Cookies are needed')
    expect(limitMessage(answered(429, 'not json'))).toBeNull()
    expect(limitMessage(answered(409, { error: 'taken' }))).toBeNull()
  })

  it('is a plain failure when the error is not the Worker’s answer', () => {
    expect(failureOf(new TypeError('x is undefined'))).toEqual({ reason: 'failed', message: null })
  })

  it('tells a refusal of the request (4xx) from a failure to try again', () => {
    expect([400, 401, 404, 411, 422, 429].every((status) => refusedByWorker(answered(status)))).toBe(true)
    expect([0, 500, 502, 504].some((status) => refusedByWorker(answered(status)))).toBe(false)
  })
})
