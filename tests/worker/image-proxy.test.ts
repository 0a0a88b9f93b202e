// The platform's images served from the venue's own origin (server/routes/images.ts): only on a venue's
// host, a name the platform has not is remembered a few minutes, and a client asking for names that do
// not exist spends its own budget of platform fetches, not the platform's time (decision 073).
import { beforeEach, describe, expect, it } from 'vitest'
import { LIMITS } from '../../domain/limits'
import { appUrl, BROWSER_HEADERS, callsTo, platformCalls, resetCalls, venueRequest } from './helpers'

const image = (host: string, path: string, address: string) =>
  venueRequest(appUrl(), host, path, { headers: { ...BROWSER_HEADERS, accept: 'image/*', 'cf-connecting-ip': address } })
const imageFetches = async () => callsTo(await platformCalls(), '/demo-images/') + callsTo(await platformCalls(), '/POS/')

beforeEach(resetCalls)

describe('the image proxy', () => {
  it('answers no image on a host that is not a venue, and asks the platform for none', async () => {
    for (const path of ['/demo-images/tartare-saumon.svg', '/POS/100/logo.svg']) {
      expect((await image('nowhere.localhost', path, '10.8.0.1')).status, path).toBe(404)
    }
    expect(await imageFetches()).toBe(0)
    expect((await image('lumiere.localhost', '/demo-images/tartare-saumon.svg', '10.8.0.1')).status).toBe(200)
  })

  it(`asks the platform at most ${LIMITS.imageMisses.visitor.limit} times for 300 random names from one client; a diner beside it still gets the menu's images`, async () => {
    const run = Date.now().toString(36)
    const statuses = new Set<number>()
    for (let index = 0; index < 300; index++) statuses.add((await image('lumiere.localhost', `/demo-images/guess-${run}-${index}.jpg`, '10.8.0.2')).status)
    expect([...statuses]).toEqual([404])
    expect(await imageFetches()).toBeLessThanOrEqual(LIMITS.imageMisses.visitor.limit)
    expect((await image('lumiere.localhost', '/demo-images/croquettes-fromage.svg', '10.8.0.3')).status).toBe(200)
  })

  it('asks the platform once for a name it has not, whoever asks next', async () => {
    const path = `/demo-images/missing/${Date.now().toString(36)}.jpg`
    for (const address of ['10.8.0.4', '10.8.0.5', '10.8.0.6']) expect((await image('comptoir.localhost', path, address)).status).toBe(404)
    expect(callsTo(await platformCalls(), path)).toBe(1)
  })
})
