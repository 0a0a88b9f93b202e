import { describe, expect, it } from 'vitest'
import { fromBase64Url, toBase64Url } from '../../../common/base64url'

describe('base64url', () => {
  it('writes bytes without padding and with the URL-safe letters, and reads them back, padded or not', () => {
    const bytes = Uint8Array.of(251, 255, 191, 0, 1)
    expect(toBase64Url(bytes)).toBe('-_-_AAE')
    expect(Buffer.from(bytes).toString('base64url')).toBe('-_-_AAE')
    expect(fromBase64Url('-_-_AAE')).toEqual(bytes)
    expect(fromBase64Url('-_-_AAE=')).toEqual(bytes)
  })
})
