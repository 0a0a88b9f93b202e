import { expect, test } from './support/test'
import { LIMITS } from '../../domain/limits'
import { APP_PORT } from '../../playwright.config'
import { venueRequest } from '../support/venue-http'
import { cartToSchedule, openDay } from './pages/checkout'
import { CROQUETTES, STILL_WATER } from './pages/lumiere-takeaway'

// Diners behind one address (a food court's Wi-Fi): each is their own visitor to the Worker's limits,
// and the address may hold a third of a day's places, which a real crowd never reaches (decisions 022,
// 073). Past it, the diner is told why and until when, at the venue's clock.

const APP = `http://127.0.0.1:${APP_PORT}`
const LUMIERE = 'lumiere.localhost'
// Lumière's takeaway slots of a day, six orders each (12:30 and 19:30 are always full).
const TAKEAWAY_TIMES = ['11:30', '11:45', '12:00', '12:15', '12:45', '13:00', '13:15', '13:30', '13:45', '14:00', '14:15', '18:00', '18:15', '18:30', '18:45', '19:00', '19:15', '19:45', '20:00', '20:15', '20:30', '20:45', '21:00']

const venueClock = (instant: number) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Brussels', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(instant))

/** The takeaway places of Lumière's `day`, as a browser elsewhere reads its slots. */
async function takeawayPlaces(day: string): Promise<number> {
  const headers = { 'cf-connecting-ip': '192.0.2.250', 'user-agent': 'Mozilla/5.0 Chrome/130', accept: 'application/json' }
  const slots = await venueRequest(APP, LUMIERE, `/api/slots/2/1/${day}`, { headers })
  expect(slots.status, slots.body).toBe(200)
  return (JSON.parse(slots.body) as { free_tables: number }[]).reduce((sum, slot) => sum + slot.free_tables, 0)
}

/** Another diner at the same address, with their own cookie, holding a takeaway slot of `day`. */
async function neighbourHolds(address: string, day: string, time: string) {
  const headers = { 'cf-connecting-ip': address, 'user-agent': 'Mozilla/5.0 Chrome/130', accept: 'application/json' }
  const first = await venueRequest(APP, LUMIERE, '/api/messages/composition', { headers })
  const cookie = [first.headers['set-cookie'] ?? []].flat().map((set) => set.split(';')[0]).join('; ')
  const held = await venueRequest(APP, LUMIERE, '/api/slot-prebook', {
    method: 'POST',
    headers: { ...headers, cookie, 'content-type': 'application/json', origin: `http://${LUMIERE}:${APP_PORT}` },
    body: JSON.stringify({ consumption_type: 2, guest_count: 1, slot_id: `${day}T${time}|2` }),
  })
  expect(held.status, held.body).toBe(200)
}

test("a diner whose network holds a third of the day's places is told why, and until when", async ({ extraHTTPHeaders, menu, cart, schedule }) => {
  const address = extraHTTPHeaders!['cf-connecting-ip']!
  const crowdDay = openDay(4)
  const ceiling = Math.floor((await takeawayPlaces(crowdDay)) / 3)
  expect(ceiling).toBeGreaterThan(6)
  const crowdSince = Date.now()
  // The evening's slots, six each: lunch stays open for the diner.
  const evening = [...TAKEAWAY_TIMES].reverse()
  for (let index = 0; index < ceiling; index++) await neighbourHolds(address, crowdDay, evening[Math.floor(index / 6)]!)

  await menu.open('en')
  await menu.addOne(CROQUETTES)
  await menu.addOne(STILL_WATER)
  await cartToSchedule(cart, schedule)
  await schedule.type('Takeaway').check()
  await schedule.setGuests(1)
  await schedule.chooseDay(openDay(4))
  await schedule.slot('13:00').click()

  await expect(schedule.slotProblem()).toHaveText(/^Too many time slots are held from this network right now\. Please try again at \d{2}:\d{2}\.$/)
  const said = (await schedule.slotProblem().textContent())!.match(/\d{2}:\d{2}/)![0]
  // When the first of the others' holds ends, a quarter of an hour after it was taken: that minute, or the next.
  const firstEnds = crowdSince + LIMITS.heldSlots.windowSeconds * 1000
  expect([venueClock(firstEnds), venueClock(firstEnds + 60_000)]).toContain(said)
  await expect(schedule.slot('13:00')).not.toHaveAttribute('aria-pressed', 'true')
  await expect(schedule.bookingBanner()).toHaveCount(0)
})
