import { describe, expect, it } from 'vitest'
import { linkCardRefusal, refusalSendsRecoveryMail } from '../../../domain/link-card'

describe('linkCardRefusal (SPEC §8)', () => {
  it('recognises the three refusals of the venue', () => {
    expect(linkCardRefusal('Card not found, unable to initialize.')).toBe('notFound')
    expect(linkCardRefusal('This card has already been initialized')).toBe('alreadyInitialized')
    expect(linkCardRefusal(' This email address is already linked to another account/card. ')).toBe('emailLinked')
  })

  it('knows nothing else', () => {
    expect(linkCardRefusal('Refused')).toBeNull()
    expect(linkCardRefusal(undefined)).toBeNull()
    expect(linkCardRefusal(42)).toBeNull()
  })

  it('tells that the owner of an initialised card gets a recovery e-mail', () => {
    expect(refusalSendsRecoveryMail('alreadyInitialized')).toBe(true)
    expect(refusalSendsRecoveryMail('notFound')).toBe(false)
    expect(refusalSendsRecoveryMail(null)).toBe(false)
  })
})
