// Venue API slots and pre-booking on the sandbox origin, with the sandbox clock fixed.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startOrigin } from '../support/origin-server'
import type { RunningOrigin } from '../support/origin-server'
import { ownOriginPort } from './own-app'

const PORT = ownOriginPort('venue-api-slots')
const PERSIST_TO = '.wrangler/test-venue-api-slots'
// Monday 14 December 2026, 10:00 in Brussels; the Tuesday after is the day under test.
const MONDAY_MORNING = '2026-12-14T10:00:00+01:00'
const TUESDAY = '2026-12-15'
const NO_LONGER_AVAILABLE = 'This time slot is no longer available, please select another'

type Slot = { id: string; start_time: string; end_time: string; free_tables: number }

let origin: RunningOrigin

const api = (path: string, init?: RequestInit) => fetch(`${origin.url}/venues/lumiere/api${path}`, init)
const setClock = (now: string) =>
  fetch(`${origin.url}/__sandbox/clock`, { method: 'POST', body: JSON.stringify({ now }) })

async function slots(date: string, type = 1, guests = 2, token = '-1', visitor = '1001'): Promise<Slot[]> {
  const response = await api(`/slots/${token}/${type}/${guests}/${date}/${visitor}`)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toMatch(/^application\/json/)
  return (await response.json()) as Slot[]
}

const freeAt = async (hhmm: string, type = 1, guests = 2) =>
  (await slots(TUESDAY, type, guests)).find((slot) => slot.id === `${TUESDAY}T${hhmm}|${type}`)?.free_tables

const prebook = (slotId: string, visitor: string, { type = 1, guests = 2, token = '-1' } = {}) =>
  api(`/slot-prebook/${token}/${type}/${guests}/${visitor}`, { method: 'POST', body: JSON.stringify({ slot_id: slotId }) })

const wallTime = (slot: Slot) => slot.start_time.slice(11, 16)

beforeAll(async () => {
  origin = await startOrigin({ port: PORT, persistTo: PERSIST_TO })
})

afterAll(async () => {
  await fetch(`${origin.url}/__sandbox/clock`, { method: 'DELETE' }).catch(() => undefined)
  await origin?.stop()
})

beforeEach(async () => {
  await setClock(MONDAY_MORNING)
  await fetch(`${origin.url}/__sandbox/slot-bookings`, { method: 'DELETE' })
})

describe('sandbox clock', () => {
  it('is set and cleared through /__sandbox/clock', async () => {
    expect(await (await fetch(`${origin.url}/__sandbox/clock`)).json()).toEqual({ now: '2026-12-14T09:00:00.000Z' })
    expect((await setClock('not a date')).status).toBe(400)
    const cleared = await fetch(`${origin.url}/__sandbox/clock`, { method: 'DELETE' })
    const now = Date.parse(((await cleared.json()) as { now: string }).now)
    expect(Math.abs(now - Date.now())).toBeLessThan(60_000)
  })
})

describe('GET /slots', () => {
  it('gives lumière 15-minute slots inside 11:30–14:30 and 18:00–22:00 on a Tuesday', async () => {
    const day = await slots(TUESDAY)
    const times = day.map(wallTime)
    expect(times[0]).toBe('11:30')
    expect(times).toContain('14:15')
    expect(times).not.toContain('14:30')
    expect(times).not.toContain('17:45')
    expect(times).toContain('18:00')
    expect(times.at(-1)).toBe('21:45')
    expect(day).toHaveLength(12 + 16)
    for (const slot of day) {
      expect(slot.id).toBe(`${TUESDAY}T${wallTime(slot)}|1`)
      expect(Date.parse(slot.end_time) - Date.parse(slot.start_time)).toBe(15 * 60_000)
      expect(slot.start_time).toMatch(/\+01:00$/)
    }
  })

  it('shows 12:30 and 19:30 as full and at most 4 free tables elsewhere', async () => {
    const day = await slots(TUESDAY)
    const free = Object.fromEntries(day.map((slot) => [wallTime(slot), slot.free_tables]))
    expect(free['12:30']).toBe(0)
    expect(free['19:30']).toBe(0)
    expect(free['12:15']).toBe(4)
    expect(Math.max(...day.map((slot) => slot.free_tables))).toBe(4)
  })

  it('counts only tables with enough seats for the guests', async () => {
    expect(await freeAt('12:00', 1, 6)).toBe(3) // tables 6, 7 and 26 seat six
    expect(await freeAt('12:00', 1, 7)).toBe(0)
  })

  it('counts orders per slot for takeaway and delivery', async () => {
    expect(await freeAt('12:00', 2)).toBe(6)
    expect(await freeAt('12:00', 5)).toBe(3)
    expect(await slots(TUESDAY, 3)).toEqual([])
  })

  it('respects the lead time from now', async () => {
    await setClock(`${TUESDAY}T12:05:00+01:00`)
    const times = (await slots(TUESDAY)).map(wallTime)
    expect(times[0]).toBe('12:45')
  })

  it('gives [] for a closed date, a past date and a date beyond 14 days', async () => {
    expect(await slots('2026-12-25')).toEqual([])
    expect(await slots('2026-12-13')).toEqual([])
    expect(await slots('2026-12-29')).toEqual([])
    expect((await slots('2026-12-28')).length).toBeGreaterThan(0)
  })

  it('accepts a customer token of the venue and refuses an unknown one with 401', async () => {
    expect((await slots(TUESDAY, 1, 2, 'demo-token-camille')).length).toBeGreaterThan(0)
    const refused = await api(`/slots/demo-token-lotte/1/2/${TUESDAY}/1001`)
    expect(refused.status).toBe(401)
    expect(await refused.json()).toEqual({ error: 'invalid token' })
  })

  it('answers 400 JSON to malformed path parameters', async () => {
    const response = await api('/slots/-1/1/two/2026-13-01/1001')
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: 'invalid request' })
  })
})

describe('POST /slot-prebook', () => {
  const slot = `${TUESDAY}T12:00|1`

  it('locks a table and decrements free_tables', async () => {
    const response = await prebook(slot, '2001')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      slot_id: slot,
      start_time: `${TUESDAY}T12:00:00+01:00`,
      maximum_lock_time: '2026-12-14T09:10:00.000Z',
      dinner_table_uid: 'd4463cc6-9f8a-53d9-8153-2939cb9425a3',
      zone_name_fr: 'Salle',
      zone_name_nl: 'Zaal',
      zone_name_en: 'Dining room',
    })
    expect(await freeAt('12:00')).toBe(3)
  })

  it('books takeaway without table fields', async () => {
    const response = await prebook(`${TUESDAY}T12:00|2`, '2002', { type: 2 })
    expect(await response.json()).toEqual({
      slot_id: `${TUESDAY}T12:00|2`,
      start_time: `${TUESDAY}T12:00:00+01:00`,
      maximum_lock_time: '2026-12-14T09:10:00.000Z',
    })
    expect(await freeAt('12:00', 2)).toBe(5)
  })

  it('gives the last free table to exactly one of two simultaneous requests', async () => {
    for (const visitor of ['3001', '3002', '3003']) expect((await prebook(slot, visitor)).status).toBe(200)
    expect(await freeAt('12:00')).toBe(1)
    const answers = await Promise.all([prebook(slot, '3004'), prebook(slot, '3005')])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    const refused = answers.find((answer) => answer.status === 409)!
    expect(await refused.json()).toEqual({ error: NO_LONGER_AVAILABLE })
    expect(await freeAt('12:00')).toBe(0)
  })

  it('refuses a full slot and a slot inside the lead time with 409', async () => {
    expect((await prebook(`${TUESDAY}T12:30|1`, '4001')).status).toBe(409)
    await setClock(`${TUESDAY}T11:50:00+01:00`)
    const late = await prebook(`${TUESDAY}T12:00|1`, '4002')
    expect(late.status).toBe(409)
    expect(await late.json()).toEqual({ error: NO_LONGER_AVAILABLE })
  })

  it('frees the table once the lock is past maximum_lock_time', async () => {
    expect((await prebook(slot, '5001')).status).toBe(200)
    await setClock('2026-12-14T10:09:59+01:00')
    expect(await freeAt('12:00')).toBe(3)
    await setClock('2026-12-14T10:10:01+01:00')
    expect(await freeAt('12:00')).toBe(4)
  })

  it('replaces the previous lock when the same visitor prebooks again', async () => {
    expect((await prebook(slot, '6001')).status).toBe(200)
    expect((await prebook(`${TUESDAY}T12:15|1`, '6001')).status).toBe(200)
    expect(await freeAt('12:00')).toBe(4)
    expect(await freeAt('12:15')).toBe(3)
    const token = { token: 'demo-token-camille' }
    expect((await prebook(slot, '0', token)).status).toBe(200)
    expect((await prebook(slot, '1', token)).status).toBe(200)
    expect(await freeAt('12:00')).toBe(3)
  })

  it('refuses an unknown customer token with 401 and a malformed body with 400', async () => {
    const refused = await prebook(slot, '7001', { token: 'not-a-customer' })
    expect(refused.status).toBe(401)
    expect(await refused.json()).toEqual({ error: 'invalid token' })
    const malformed = await api('/slot-prebook/-1/1/2/7001', { method: 'POST', body: JSON.stringify({ slot_id: 'x' }) })
    expect(malformed.status).toBe(400)
  })
})
