// SPEC §7: the runtime configuration the browser may read, GET /config.json.
import { describe, expect, it } from 'vitest'
import { appUrl, venueRequest } from './helpers'

describe('GET /config.json', () => {
  it("gives the browser its API base, the Worker's own /api, and nothing of the platform", async () => {
    const response = await venueRequest(appUrl(), 'lumiere.localhost', '/config.json')
    expect(response.status).toBe(200)
    expect(response.headers['content-type']).toMatch(/^application\/json/)
    expect(JSON.parse(response.body)).toEqual({ base_api: '/api' })
    expect(response.body).not.toMatch(/127\.0\.0\.1|token|secret/i)
  })
})
