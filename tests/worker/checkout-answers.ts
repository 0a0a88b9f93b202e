import { expect } from 'vitest'

// The venue API's answers to a checkout, read the same way by every test that places orders.

export type Reason = { code: string; message: string }

/** The answer of a checkout the venue placed (201, or 200 for a retry of the same one). */
export async function placedAnswer<T>(response: Response, status = 201): Promise<T> {
  const text = await response.text()
  expect(response.status, text).toBe(status)
  return JSON.parse(text) as T
}

/** The reasons of a checkout the venue refused (422 'rejected'). */
export async function rejected(response: Response): Promise<Reason[]> {
  const text = await response.text()
  expect(response.status, text).toBe(422)
  const body = JSON.parse(text) as { error: string; reasons: Reason[] }
  expect(body.error).toBe('rejected')
  return body.reasons
}
