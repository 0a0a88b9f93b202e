// GET /healthz: on any host, JSON with the version, KV and the platform; 503 when the platform fails;
// never kept; and however often it is asked, one platform call per isolate per window.
import { afterEach, describe, expect, it } from 'vitest'
import { HEALTH_PROBE_MS, type HealthAnswer } from '../../common/health'
import { addFault, appUrl, callsTo, clearFaults, originUrl, platformCalls, resetCalls, sleep, venueRequest } from './helpers'

const PROBE_PATH = '/api/v4/allergens'
const health = async (host: string) => {
  const response = await venueRequest(appUrl(), host, '/healthz', { headers: { accept: 'application/json' } })
  return { ...response, answer: JSON.parse(response.body) as HealthAnswer }
}
// The isolate's last look is reused for HEALTH_PROBE_MS: wait it out for a look of the platform as it is now.
const nextLook = () => sleep(HEALTH_PROBE_MS + 200)

afterEach(clearFaults)

describe('GET /healthz', () => {
  it("answers 200 JSON at a venue's host: the version, KV and the platform reachable, never kept, no secret in it", async () => {
    const { status, headers, body, answer } = await health('lumiere.localhost')
    expect(status).toBe(200)
    expect(headers['content-type']).toMatch(/^application\/json/)
    expect(headers['cache-control']).toBe('no-store')
    expect(answer).toMatchObject({ ok: true, kv: { ok: true }, platform: { ok: true } })
    expect(answer.version?.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(Date.parse(answer.checkedAt)).not.toBeNaN()
    for (const secret of ['sandbox-password', 'sandbox-client-secret', 'webapp@sandbox.example', new URL(originUrl()).host]) {
      expect(body).not.toContain(secret)
    }
  })

  it('answers on an unknown host and on the bare address, without looking the host up on the platform', async () => {
    await resetCalls()
    for (const host of ['nobody-here.example', '127.0.0.1']) {
      const { status, answer } = await health(host)
      expect(status, host).toBe(200)
      expect(answer.ok, host).toBe(true)
    }
    expect(callsTo(await platformCalls(), '/api/v4/pos/url/')).toBe(0)
  })

  it('makes at most one platform call however often it is asked within the window', async () => {
    await nextLook()
    await resetCalls()
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => health(i % 2 ? 'lumiere.localhost' : 'unknown.example')))
    for (let i = 0; i < 20; i++) expect((await health('halles.localhost')).status).toBe(200)
    expect(answers.every(({ status }) => status === 200)).toBe(true)
    expect(callsTo(await platformCalls(), PROBE_PATH)).toBe(1)
    expect(new Set(answers.map(({ answer }) => answer.checkedAt)).size).toBe(1)
  })

  it('answers 503 when the platform fails, KV still reachable, and 200 again once it is back', async () => {
    await addFault({ match: PROBE_PATH, status: 503 })
    await nextLook()
    const failing = await health('lumiere.localhost')
    expect(failing.status).toBe(503)
    expect(failing.headers['cache-control']).toBe('no-store')
    expect(failing.answer).toMatchObject({ ok: false, kv: { ok: true }, platform: { ok: false, error: `${PROBE_PATH}: 503` } })

    await clearFaults()
    await nextLook()
    expect((await health('lumiere.localhost')).status).toBe(200)
  })

  it('gives up on a platform that does not answer, and says so, rather than waiting for it', async () => {
    // The platform would answer after 20 s: the probe's own timeout answers first.
    await addFault({ match: PROBE_PATH, delay_ms: 20_000 })
    await nextLook()
    const { status, answer } = await health('lumiere.localhost')
    expect(status).toBe(503)
    expect(answer.platform).toMatchObject({ ok: false, error: `${PROBE_PATH}: timeout` })
  })
})
