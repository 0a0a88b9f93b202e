import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { z } from 'zod'
import {
  addMonths,
  dayAvailabilityOf,
  daysToAsk,
  lastBookingMonth,
  monthAnswer,
  monthOf,
  type DayAvailability,
} from '../../domain/booking-calendar'
import { DEFAULT_TIME_ZONE } from '../../domain/ordering-hours'
import { GUEST_COUNT_MAX } from '../../domain/schedule'
import { slotsSchema } from '../../domain/schemas/venue-api'
import { venueToday } from '../../domain/venue-time'
import type { AppEnv } from '../app-env'
import { cachedDay, keepDay } from '../booking/day-availability-cache'
import { mapWithLimit } from '../booking/map-with-limit'
import { invalidRequest } from '../http-error'
import { anonymousId, customerToken } from '../middleware/session'
import { venueApi, venuePath, type VenueApiAnswer } from '../venue-api/venue-api-client'
import { consumptionTypeParam, refusal } from './venue-request'

// Which days of a month a venue books, for the booking calendar. The venue API has no such call: it
// answers the slots of one day (SPEC §7 GET /slots), so each day of the month is asked for, a few at a
// time, and a day counts as bookable when one of its slots has something free. Answers are shared at
// the edge for a minute (day-availability-cache.ts). Why: docs/decisions/014-booking-calendar-learns-the-venue-days.md.

const CONCURRENT_ASKS = 6

const params = z.object({
  type: consumptionTypeParam,
  guests: z.coerce.number().int().min(1).max(GUEST_COUNT_MAX),
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
})

type Refusal = Extract<VenueApiAnswer<unknown>, { ok: false }>

export const bookingDaysApi = new Hono<AppEnv>()
  .get('/booking-days/:type/:guests/:month', async (c) => {
    const venue = c.get('venue')
    if (!venue) throw new HTTPException(404, { message: 'Unknown venue' })
    // Up to 31 reads, six at a time, while the page is already shown: twice a page's read time in all.
    const config = c.get('config')
    const client = venueApi(config, venue, Date.now() + 2 * config.PAGE_TIMEOUT_MS)
    const parsed = params.safeParse(c.req.param())
    if (!parsed.success) throw invalidRequest(parsed.error.issues)
    const { type, guests, month } = parsed.data
    const today = venueToday(new Date(), DEFAULT_TIME_ZONE)!
    // The month before today's is let through for a device whose clock is a little behind.
    if (month < addMonths(monthOf(today), -1) || month > lastBookingMonth(today)) {
      throw invalidRequest([{ path: ['month'], message: 'validation.invalid' }])
    }

    const ttl = config.BOOKING_DAYS_TTL_SECONDS
    const token = customerToken(c)
    const visitor = anonymousId(c)
    const refusals: Refusal[] = []
    const failures: unknown[] = []
    const writes: Promise<void>[] = []
    const ask = async (day: string): Promise<DayAvailability> => {
      const key = { host: venue.host, type, guests, day }
      const kept = ttl > 0 ? await cachedDay(key).catch(() => null) : null
      if (kept) return kept
      try {
        const answer = await client.get(venuePath`/slots/${token}/${type}/${guests}/${day}/${visitor}`, slotsSchema)
        if (!answer.ok) {
          refusals.push(answer)
          return 'unknown'
        }
        const availability = dayAvailabilityOf(answer.data)
        writes.push(keepDay(key, availability, ttl).catch(() => undefined))
        return availability
      } catch (error) {
        failures.push(error)
        return 'unknown'
      }
    }

    const days = daysToAsk(month, today, venue.pos.order_date_onlytoday)
    const answers = await mapWithLimit(days, CONCURRENT_ASKS, ask)
    // Kept before answering (a local write, a few milliseconds), so the diner's next look is served from it.
    await Promise.all(writes)
    // A refusal is the diner's (a session the venue no longer knows): passed on as /slots passes it.
    if (refusals[0]) return refusal(c, refusals[0])
    // Nothing answered at all: the venue is out of reach, said as every other call says it.
    if (days.length > 0 && failures.length === days.length) throw failures[0]
    c.header('cache-control', 'no-store')
    return c.json({ month, days: monthAnswer(month, today, new Map(days.map((day, index) => [day, answers[index]!]))) })
  })

