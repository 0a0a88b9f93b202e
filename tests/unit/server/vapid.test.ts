import { createPublicKey, generateKeyPairSync } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { vapidOf } from '../../../server/push/vapid'

describe("the Worker's VAPID key", () => {
  it('gives the public half a browser subscribes with: the uncompressed P-256 point of the secret key', () => {
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
    const jwk = privateKey.export({ format: 'jwk' })
    const vapid = vapidOf({ VAPID_PRIVATE_KEY: JSON.stringify(jwk), VAPID_CONTACT: 'mailto:ops@example.com' })
    const point = createPublicKey(privateKey).export({ format: 'der', type: 'spki' }).subarray(-65)
    expect(vapid).toEqual({ privateKey: jwk.d, publicKey: point.toString('base64url'), contact: 'mailto:ops@example.com' })
  })

  it('is none when the secret is not a P-256 private key', () => {
    const contact = 'mailto:ops@example.com'
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ format: 'jwk' })
    const { d: _, ...publicOnly } = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'jwk' })
    for (const secret of ['not json', JSON.stringify(rsa), JSON.stringify(publicOnly)]) {
      expect(vapidOf({ VAPID_PRIVATE_KEY: secret, VAPID_CONTACT: contact })).toBeNull()
    }
  })
})
