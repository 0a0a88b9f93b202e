import { describe, expect, it } from 'vitest'
import { scrub, scrubbedStack } from '../../../server/logs/scrub'

describe('scrub', () => {
  it('blanks e-mails, card numbers, tokens and uids', () => {
    const text = 'no account camille.dubois@example.com, card 4111 1111 1111 1111, token 3f9a0c1b7e2d4a6f8b0c, order 5239edc1-2f37-5311-81dd-e30769e34ac6'
    expect(scrub(text)).toBe('no account [email], card [number], token [redacted], order [redacted]')
  })

  it('keeps words, short numbers and patterns', () => {
    const text = 'venue /customer-credit-refund/{} failed: timeout after 2500 ms at 12:45 on 2026-12-15'
    expect(scrub(text)).toBe(text)
  })
})

describe('scrubbedStack', () => {
  it('scrubs the message and keeps the frames that lead to the line', () => {
    const error = new Error('no customer for demo-token-camille42')
    const stack = scrubbedStack(error)!
    expect(stack.split('\n')[0]).toBe('Error: no customer for [redacted]')
    expect(stack).not.toContain('camille42')
    expect(stack.split('\n').slice(1).every((line) => /^\s+at /.test(line))).toBe(true)
  })
})
