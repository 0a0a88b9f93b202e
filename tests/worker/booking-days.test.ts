// GET /api/booking-days/:type/:guests/:month (server/routes/booking-days-api.ts): which days of a month a
// venue books, learned by asking its GET /slots about each day (SPEC §7 has no other call), shared at
// the edge per venue, type, persons and day, never per customer.
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import { HORIZON_RUN_DAYS, type DayAvailability } from '../../domain/booking-calendar'
import { LIMITS } from '../../domain/limits'
import { addFault, appUrl, BROWSER_HEADERS, callsTo, clearFaults, newVisitor, originUrl, platformCalls, resetCalls, venueRequest } from './helpers'

const HALLES = 'halles.localhost'
const LUMIERE = 'lumiere.localhost'
const CLUB = 'club.localhost'

type Answer = { month: string; days: Record<string, DayAvailability> }

const TIME_ZONE = 'Europe/Brussels'

/** The venue's real today (the Worker's clock), YYYY-MM-DD. */
const realToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(new Date())

function shiftDay(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/** Day `n` of the month after the real today's: a day the Worker also counts as to come. */
const dayOfNextMonth = (n: number) => `${shiftDay(`${realToday().slice(0, 7)}-28`, 7).slice(0, 7)}-${String(n).padStart(2, '0')}`

/** The sandbox origin's clock at 10:00 in Brussels on `day` (winter or summer time). */
async function setVenueMorning(day: string) {
  for (const offset of ['+01:00', '+02:00']) {
    const instant = `${day}T10:00:00${offset}`
    const wall = new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, hour: '2-digit', hourCycle: 'h23' }).format(new Date(instant))
    if (wall !== '10') continue
    const response = await fetch(`${originUrl()}/__sandbox/clock`, { method: 'POST', body: JSON.stringify({ now: instant }) })
    expect(response.status).toBe(200)
    return
  }
}

let diners = 0
/** A diner's look at a month: each from an address of their own, so no diner meets another's budget (decision 022). */
const bookingDays = (host: string, path: string, cookie?: string) =>
  venueRequest(appUrl(), host, `/api/booking-days/${path}`, {
    headers: { ...BROWSER_HEADERS, 'cf-connecting-ip': `10.7.${++diners >> 8}.${diners % 256}`, accept: 'application/json', ...(cookie ? { cookie } : {}) },
  })

async function answer(host: string, path: string, cookie?: string): Promise<Answer> {
  const response = await bookingDays(host, path, cookie)
  expect(response.status, response.body).toBe(200)
  expect(response.headers['content-type']).toMatch(/^application\/json/)
  return JSON.parse(response.body) as Answer
}

const slotCalls = async (venue: string) => callsTo(await platformCalls(), `/venues/${venue}/api/slots/`)

beforeEach(async () => {
  await clearFaults()
  await resetCalls()
})

afterEach(clearFaults)

afterAll(async () => {
  await fetch(`${originUrl()}/__sandbox/clock`, { method: 'DELETE' }).catch(() => undefined)
})

describe('the days a venue books', () => {
  it('halles books 7 days ahead: today and the 7 days after are open, the days after them are not open for booking yet', async () => {
    const today = dayOfNextMonth(3)
    await setVenueMorning(today)
    const month = today.slice(0, 7)

    const { days } = await answer(HALLES, `2/1/${month}`)

    expect(Object.keys(days)).toHaveLength(new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5)), 0)).getUTCDate())
    for (let offset = 0; offset <= 7; offset += 1) expect(days[shiftDay(today, offset)], `day ${offset}`).toBe('open')
    // Fourteen days in a row without a slot: the venue's horizon, asked no further.
    for (let offset = 8; offset <= 27; offset += 1) expect(days[shiftDay(today, offset)], `day ${offset}`).toBe('later')
    expect(await slotCalls('halles')).toBeLessThanOrEqual(2 + 8 + HORIZON_RUN_DAYS + 5)
    // Before the venue's today it offers nothing either.
    expect(days[shiftDay(today, -1)]).toBe('none')
  })

  it('lumière is closed on 25 December: that day has no slot, the days around it are open', async () => {
    const today = realToday()
    const christmas = `${today.slice(5) <= '12-24' ? today.slice(0, 4) : Number(today.slice(0, 4)) + 1}-12-25`
    const morning = shiftDay(christmas, -5) > today ? shiftDay(christmas, -5) : today
    await setVenueMorning(morning)

    const { days } = await answer(LUMIERE, `1/2/${christmas.slice(0, 7)}`)

    expect(days[christmas]).toBe('none')
    expect(days[shiftDay(christmas, -1)]).toBe('open')
    expect(days[shiftDay(christmas, 1)]).toBe('open')
  })

  it('with order_date_onlytoday only today is asked about; every other day is answered as not offered', async () => {
    const today = realToday()
    await fetch(`${originUrl()}/__sandbox/clock`, { method: 'DELETE' })
    const { days } = await answer(CLUB, `2/1/${today.slice(0, 7)}`, 'customer-access-token=demo-token-oliver')

    expect(await slotCalls('club')).toBe(1)
    expect(['open', 'full', 'none']).toContain(days[today])
    for (const [day, availability] of Object.entries(days)) {
      if (day < today) expect(availability).toBe('past')
      else if (day > today) expect(availability).toBe('later')
    }
    const next = await answer(CLUB, `2/1/${shiftDay(`${today.slice(0, 7)}-28`, 7).slice(0, 7)}`, 'customer-access-token=demo-token-oliver')
    expect(new Set(Object.values(next.days))).toEqual(new Set(['later']))
    expect(await slotCalls('club')).toBe(1)
  })
})

describe('shared at the edge', () => {
  it('asks the venue once per day: a second diner, visitor or customer, is answered from the edge; other persons are asked again', async () => {
    const today = dayOfNextMonth(3)
    await setVenueMorning(today)
    const month = today.slice(0, 7)
    // Eat-in for 3 at lumière: asked by no other test here.
    const first = await answer(LUMIERE, `1/3/${month}`)
    const asked = await slotCalls('lumiere')
    expect(asked).toBeGreaterThanOrEqual(28)

    const visitor = await answer(LUMIERE, `1/3/${month}`)
    const customer = await answer(LUMIERE, `1/3/${month}`, 'customer-access-token=demo-token-camille')
    expect(visitor).toEqual(first)
    expect(customer).toEqual(first)
    expect(await slotCalls('lumiere')).toBe(asked)

    // Other persons are asked again, up to the horizon the first answer taught (decision 073).
    await answer(LUMIERE, `1/4/${month}`)
    const beforeHorizon = Object.values(first.days).filter((day) => day !== 'past' && day !== 'later').length
    expect(beforeHorizon).toBeGreaterThan(0)
    expect(await slotCalls('lumiere')).toBe(asked + beforeHorizon)
  })

  it('a day the venue failed to answer is unknown, and asked again next time', async () => {
    const today = dayOfNextMonth(3)
    await setVenueMorning(today)
    const broken = shiftDay(today, 2)
    await addFault({ match: `/venues/halles/api/slots/-1/2/5/${broken}`, status: 500 })

    const { days } = await answer(HALLES, `2/5/${today.slice(0, 7)}`)
    expect(days[broken]).toBe('unknown')
    expect(days[shiftDay(today, 1)]).toBe('open')

    await clearFaults()
    await resetCalls()
    const again = await answer(HALLES, `2/5/${today.slice(0, 7)}`)
    expect(again.days[broken]).toBe('open')
    expect(await slotCalls('halles')).toBe(1)
  })

  it('a venue out of reach for every day answers 502, as the slots do', async () => {
    const today = dayOfNextMonth(3)
    await setVenueMorning(today)
    await addFault({ match: '/venues/halles/api/slots/', status: 503 })
    const response = await bookingDays(HALLES, `2/6/${today.slice(0, 7)}`)
    expect(response.status).toBe(502)
  })
})

describe('refused before anything goes upstream', () => {
  it.each([
    ['a type of order the calendar does not book', `3/2/${realToday().slice(0, 7)}`],
    ['more persons than the schedule offers', `1/21/${realToday().slice(0, 7)}`],
    ['a month that is not one', '1/2/2026-13'],
    ['a month long past', '1/2/2020-01'],
    ['a month beyond the twelve ahead', `1/2/${Number(realToday().slice(0, 4)) + 2}-01`],
  ])('%s', async (_, path) => {
    const response = await bookingDays(LUMIERE, path)
    expect(response.status, response.body).toBe(400)
    expect(await slotCalls('lumiere')).toBe(0)
  })
})

describe('what one client can make the venue do (decision 022)', () => {
  const nextMonth = () => dayOfNextMonth(3).slice(0, 7)
  const asClient = (host: string, path: string, address: string, cookie?: string) =>
    venueRequest(appUrl(), host, `/api/booking-days/${path}`, {
      headers: { ...BROWSER_HEADERS, accept: 'application/json', 'cf-connecting-ip': address, ...(cookie ? { cookie } : {}) },
    })

  beforeEach(() => setVenueMorning(dayOfNextMonth(3)))

  it('a made-up session costs the venue one call: the first day is refused and nothing else asked, then none at all', async () => {
    const made_up = 'customer-access-token=made-up-session-0001'
    const first = await bookingDays(HALLES, `1/7/${nextMonth()}`, made_up)
    expect(first.status, first.body).toBe(401)
    expect(String(first.headers['set-cookie'])).toMatch(/customer-access-token=;.*Max-Age=0/)
    expect(await slotCalls('halles')).toBe(1)
    for (let i = 0; i < 5; i++) expect((await bookingDays(HALLES, `1/7/${nextMonth()}`, made_up)).status).toBe(401)
    expect(await slotCalls('halles')).toBe(1)
  })

  it('five diners asking for the same month at the same moment cost the venue one call per day', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => asClient(HALLES, `1/8/${nextMonth()}`, `10.8.0.${i + 1}`)))
    for (const response of answers) expect(response.status, response.body).toBe(200)
    expect(new Set(answers.map((response) => response.body)).size).toBe(1)
    expect(await slotCalls('halles')).toBeLessThanOrEqual(31)
  })

  it("stops at the venue's horizon, and asks nothing of a month past it once it is known", async () => {
    const { days } = await answer(LUMIERE, `2/9/${nextMonth()}`)
    const asked = await slotCalls('lumiere')
    expect(Object.values(days).filter((day) => day === 'later').length).toBeGreaterThan(0)
    const later = await answer(LUMIERE, `2/9/${shiftDay(`${nextMonth()}-28`, 7).slice(0, 7)}`)
    expect(new Set(Object.values(later.days))).toEqual(new Set(['later']))
    expect(await slotCalls('lumiere')).toBe(asked)
  })

  it("asks at most two days of a month wholly past the horizon, for any number of persons, once a diner's month taught it (decision 073)", async () => {
    const far = (months: number) => shiftDay(`${realToday().slice(0, 7)}-15`, 30 * months).slice(0, 7)
    const { days } = await answer(LUMIERE, `1/2/${nextMonth()}`)
    expect(Object.values(days)).toContain('later')
    for (const [guests, months] of [[3, 1], [5, 5], [7, 9], [11, 11]] as const) {
      await resetCalls()
      const beyond = await answer(LUMIERE, `1/${guests}/${far(months + 1)}`)
      expect(new Set(Object.values(beyond.days)), `${guests} persons`).toEqual(new Set(['later']))
      expect(await slotCalls('lumiere'), `${guests} persons`).toBeLessThanOrEqual(2)
    }
  })

  it('asks a month to come without a single slot once: asked again, or for more persons, it costs nothing', async () => {
    // Deliveries for 3 at lumière: no month of theirs was asked before, so nothing is known of them.
    const month = shiftDay(`${realToday().slice(0, 7)}-15`, 30 * 8).slice(0, 7)
    await answer(LUMIERE, `5/3/${month}`)
    expect(await slotCalls('lumiere')).toBeGreaterThanOrEqual(28)
    await resetCalls()
    const again = await answer(LUMIERE, `5/3/${month}`)
    expect(new Set(Object.values(again.days))).toEqual(new Set(['later']))
    // A larger party fits no better; a smaller one might, and is asked.
    const more = await answer(LUMIERE, `5/6/${shiftDay(`${month}-15`, 31).slice(0, 7)}`)
    expect(new Set(Object.values(more.days))).toEqual(new Set(['later']))
    expect(await slotCalls('lumiere')).toBe(0)
    await answer(LUMIERE, `5/2/${month}`)
    expect(await slotCalls('lumiere')).toBeGreaterThanOrEqual(28)
  })

  it('never asks an inactive venue', async () => {
    const response = await bookingDays('ferme.localhost', `2/1/${nextMonth()}`)
    expect(response.status).toBe(503)
    expect(await slotCalls('ferme')).toBe(0)
  })

  it(`a sweep of every number of persons from one client costs the venue at most its ${LIMITS.calendarReads.visitor.limit} reads a minute; the rest is unknown, and other diners are served`, async () => {
    const sweeper = await newVisitor(LUMIERE, { 'cf-connecting-ip': '10.8.1.1' })
    const answers = []
    for (let guests = 1; guests <= 20; guests++) answers.push(await asClient(LUMIERE, `5/${guests}/${nextMonth()}`, '10.8.1.1', sweeper))
    for (const response of answers) expect(response.status, response.body).toBe(200)
    expect(await slotCalls('lumiere')).toBeLessThanOrEqual(LIMITS.calendarReads.visitor.limit)
    const last = JSON.parse(answers.at(-1)!.body) as Answer
    expect(Object.values(last.days)).toContain('unknown')

    await resetCalls()
    const other = JSON.parse((await asClient(LUMIERE, `5/20/${nextMonth()}`, '10.8.1.2')).body) as Answer
    expect(Object.values(other.days)).toContain('open')
    expect(await slotCalls('lumiere')).toBeGreaterThan(0)
  })
})
