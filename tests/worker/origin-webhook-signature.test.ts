// The signature of the sandbox origin's webhooks (origin/src/webhook-signature.ts), against an HMAC
// computed apart with Node's crypto.
import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { venueWebhookSecret as appSideSecret } from '../../scripts/venue-webhook-secrets.mjs'
import { signWebhook, venueWebhookSecret } from '../../origin/src/webhook-signature'

const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex')

describe('signWebhook', () => {
  it('signs "<timestamp>.<body>" with HMAC-SHA256 as v1=<lowercase hex>', async () => {
    const body = '{"id":"00000000-0000-4000-8000-000000000000","order_uid":"abc","venue":"lumiere","seq":1,"progress":[]}'
    expect(await signWebhook('sandbox-webhook-secret', 1765702800, body)).toBe(
      'v1=f36e3e15a649996dd27008cd01e1c014d73b5303b68b83e8add90d7691dd759c',
    )
  })

  it('agrees with an HMAC computed apart, for any secret and body', async () => {
    for (const [secret, timestamp, body] of [
      ['s', 0, ''],
      ['clé secrète ✓', 1_800_000_000, '{"reasons":["Plus de croquettes ✗"]}'],
    ] as const) {
      expect(await signWebhook(secret, timestamp, body)).toBe(`v1=${hmac(secret, `${timestamp}.${body}`)}`)
    }
  })
})

describe('venueWebhookSecret', () => {
  it("derives each venue's own secret from the platform's, the same one the app's KV is given", async () => {
    const lumiere = await venueWebhookSecret('sandbox-webhook-secret', 'lumiere.localhost')
    expect(lumiere).toBe(hmac('sandbox-webhook-secret', 'venue-webhook:lumiere.localhost'))
    expect(lumiere).toBe(appSideSecret('lumiere.localhost', 'sandbox-webhook-secret'))
    expect(await venueWebhookSecret('sandbox-webhook-secret', 'comptoir.localhost')).not.toBe(lumiere)
  })
})
