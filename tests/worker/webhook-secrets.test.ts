// Each venue's webhook secrets (docs/decisions/024): the newest and the previous one verify while a
// secret is changed, a removed one no longer does, and a venue without an entry sends nothing the Worker
// takes. This app of the test's own gets its KV entries as every served app does (scripts/serve.mjs
// writes them at start), here chosen by the test; starting it again with other entries is what an
// operator's `wrangler kv key put` does.
import { createHmac, randomBytes, randomUUID } from 'node:crypto'
import { rmSync } from 'node:fs'
import { afterAll, describe, expect, it } from 'vitest'
import { startApp, type Running } from '../../scripts/stack.mjs'
import { venueWebhookSecret } from '../../scripts/venue-webhook-secrets.mjs'
import { originUrl, venueRequest } from './helpers'
import { ownPort, ownState } from './own-app'

const LUMIERE = 'lumiere.localhost'
const COMPTOIR = 'comptoir.localhost'
const HALLES = 'halles.localhost'
const PREVIOUS = randomBytes(32).toString('hex')
const NEWEST = randomBytes(32).toString('hex')

let app: Running | undefined

async function serveWith(webhookSecrets: Record<string, string[]>) {
  await app?.stop()
  app = await startApp({ port: ownPort('webhook-secrets'), platformUrl: originUrl(), persistTo: ownState('webhook-secrets'), webhookSecrets })
}

/** An order's first step at `venue`, signed with `secret`: the status and error the Worker answers. */
async function firstStep(venue: string, secret: string): Promise<[number, string | undefined]> {
  const body = JSON.stringify({
    id: randomUUID(),
    venue,
    order_uid: randomUUID(),
    seq: 1,
    progress: [{ step: 'accepted', at: new Date().toISOString(), estimated_ready_at: null, reasons: null }],
  })
  const timestamp = String(Math.floor(Date.now() / 1000))
  const response = await venueRequest(app!.url, '127.0.0.1', '/api/hooks/order-progress', {
    method: 'POST',
    body,
    headers: {
      'content-type': 'application/json',
      'x-webhook-timestamp': timestamp,
      'x-webhook-signature': `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`,
    },
  })
  return [response.status, response.body ? (JSON.parse(response.body) as { error?: string }).error : undefined]
}

afterAll(async () => {
  await app?.stop()
})

describe("a venue's webhook secrets", () => {
  it('verify with the newest and the previous one while the secret is changed', async () => {
    rmSync(ownState('webhook-secrets'), { recursive: true, force: true })
    await serveWith({ [LUMIERE]: [NEWEST, PREVIOUS] })
    expect(await firstStep(LUMIERE, PREVIOUS)).toEqual([204, undefined])
    expect(await firstStep(LUMIERE, NEWEST)).toEqual([204, undefined])
  })

  it('no longer verify with a secret removed from the entry', async () => {
    await serveWith({ [LUMIERE]: [NEWEST] })
    expect(await firstStep(LUMIERE, PREVIOUS)).toEqual([401, 'bad signature'])
    expect(await firstStep(LUMIERE, NEWEST)).toEqual([204, undefined])
  })

  it('refuse every message of a venue whose entry is gone, or unreadable (a secret shorter than 32 characters)', async () => {
    const short = 'too-short-to-be-a-secret'
    await serveWith({ [COMPTOIR]: [], [HALLES]: [short] })
    expect(await firstStep(COMPTOIR, venueWebhookSecret(COMPTOIR))).toEqual([401, 'unknown venue'])
    expect(await firstStep(HALLES, short)).toEqual([401, 'unknown venue'])
    // The other demo venues keep the secret the sandbox signs with.
    expect(await firstStep(LUMIERE, venueWebhookSecret(LUMIERE))).toEqual([204, undefined])
  })
})
