import type { Context } from 'hono'
import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { z } from 'zod/mini'
import {
  addMonths,
  dayAvailabilityOf,
  daysToAsk,
  horizonOf,
  lastBookingMonth,
  monthAnswer,
  monthOf,
  type DayAvailability,
} from '../../domain/booking-calendar'
import { DEFAULT_TIME_ZONE } from '../../domain/venue-time'
import { GUEST_COUNT_MAX } from '../../domain/schedule'
import { slotsSchema } from '../../domain/schemas/venue-api'
import { venueToday } from '../../domain/venue-time'
import type { AppEnv } from '../app-env'
import { askedOnce } from '../booking/asked-once'
import { keepEmptyFrom, keepHorizon, knownEmptyFrom, knownHorizon } from '../booking/booking-horizon'
import { cachedDay, keepDay } from '../booking/day-availability-cache'
import { invalidRequest, VenueInactive } from '../http-error'
import { refundBudget, spendBudget } from '../limits/budgets'
import { customerToken, VISITOR_TOKEN } from '../request/session'
import { anonymousId } from '../visitor/anonymous-id'
import { isRefusedSession } from '../session/refused-sessions'
import { venueApi, venuePath, type VenueApiAnswer } from '../venue-api/venue-api-client'
import { consumptionTypeParam, refusal } from './venue-request'
import { callWatchOf } from '../logs/upstream-log'

// Which days of a month a venue books, for the booking calendar. The venue API has no such call: it
// answers the slots of one day (SPEC §7 GET /slots), so the days are asked for, a few at a time, and a
// day counts as bookable when one of its slots has something free (decision 014). What one request may
// make the venue do is bounded (decision 022): days kept at the edge and days being asked for by
// another request are not asked again; a session is checked by the first day before the others; the
// first refusal stops the rest; the venue's horizon, once seen, is where asking stops; and the days
// asked come out of the client's budget of venue calls (the rest are `unknown`, still choosable).

const CONCURRENT_ASKS = 6
/** The horizon learned for any number of persons is kept under this one. */
const ANY_GUESTS = 0
/** A horizon moves a day a day: kept an hour, longer than the days' answers. */
const HORIZON_SECONDS = 60 * 60

/** The earliest of the days known, or null. */
const earliest = (days: readonly (string | null)[]) => days.filter((day): day is string => day !== null).sort()[0] ?? null

const params = z.object({
  type: consumptionTypeParam,
  guests: z.coerce.number().check(z.int(), z.gte(1), z.lte(GUEST_COUNT_MAX)),
  month: z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/)),
})

type Refusal = Extract<VenueApiAnswer<unknown>, { ok: false }>
type Asked = { kind: 'day'; day: DayAvailability } | { kind: 'refused'; refusal: Refusal } | { kind: 'failed'; error: unknown }

export const bookingDaysApi = new Hono<AppEnv>().get('/booking-days/:type/:guests/:month', async (c) => {
  const venue = c.get('venue')
  if (!venue) throw new HTTPException(404, { message: 'Unknown venue' })
  if (!venue.pos.active) throw new VenueInactive()
  const parsed = params.safeParse(c.req.param())
  if (!parsed.success) throw invalidRequest(parsed.error.issues)
  const { type, guests, month } = parsed.data
  const today = venueToday(new Date(), DEFAULT_TIME_ZONE)!
  // The month before today's is let through for a device whose clock is a little behind.
  if (month < addMonths(monthOf(today), -1) || month > lastBookingMonth(today)) {
    throw invalidRequest([{ path: ['month'], message: 'validation.invalid' }])
  }

  const ttl = c.get('config').BOOKING_DAYS_TTL_SECONDS
  const token = customerToken(c)
  const horizonKey = { host: venue.host, type, guests }
  // Where the venue stops booking is a date, whatever the number of persons: one learned for any of
  // them holds for all (decision 073). A month wholly past it asks the venue nothing.
  const typeHorizonKey = { host: venue.host, type, guests: ANY_GUESTS }
  const learned = ttl > 0 ? await Promise.all([knownHorizon(horizonKey), knownHorizon(typeHorizonKey), knownEmptyFrom(horizonKey)]).catch(() => []) : []
  const knownBefore = earliest(learned)
  const days = daysToAsk(month, today, venue.pos.order_date_onlytoday, knownBefore)
  const known = new Map<string, DayAvailability>()
  if (ttl > 0) {
    const kept = await Promise.all(days.map((day) => cachedDay({ host: venue.host, type, guests, day }).catch(() => null)))
    kept.forEach((availability, index) => availability && known.set(days[index]!, availability))
  }
  const missing = days.filter((day) => !known.has(day))
  if (missing.length > 0 && token !== VISITOR_TOKEN && (await isRefusedSession(venue.host, token))) {
    return refusal(c, { ok: false, status: 401, body: { error: 'invalid token' } })
  }

  const { granted } = await spendBudget(c, 'calendarReads', missing.length)
  const ask = askerFor(c, { type, guests, token, ttl }, await anonymousId(c))
  const queue = missing.slice(0, granted)
  let made = 0
  let horizon: string | null = null
  let stopped: Refusal | null = null
  const failures: unknown[] = []
  // A session is checked by one day before the others are asked (a made-up one costs one call).
  let next = 0
  let batch = token === VISITOR_TOKEN ? CONCURRENT_ASKS : 1
  while (next < queue.length && !stopped && !horizon) {
    const asking = queue.slice(next, next + batch)
    next += asking.length
    batch = CONCURRENT_ASKS
    const answers = await Promise.all(asking.map(ask))
    answers.forEach(({ asked, joined }, index) => {
      if (!joined) made += 1
      if (asked.kind === 'day') known.set(asking[index]!, asked.day)
      else if (asked.kind === 'refused') stopped ??= asked.refusal
      else failures.push(asked.error)
    })
    horizon = horizonOf(answeredInOrder(days, known))
  }
  await refundBudget(c, 'calendarReads', granted - made)
  // A refusal is the diner's (a session the venue no longer knows): passed on as /slots passes it.
  if (stopped) return refusal(c, stopped)
  // Nothing answered at all: the venue is out of reach, said as every other call says it.
  if (known.size === 0 && failures.length > 0) throw failures[0]
  const horizonTtl = ttl > 0 ? Math.max(ttl, HORIZON_SECONDS) : 0
  if (horizon) await Promise.all([keepHorizon(horizonKey, horizon, horizonTtl), keepHorizon(typeHorizonKey, horizon, horizonTtl)]).catch(() => undefined)
  // A month to come without a single slot for these persons is past their horizon, and past that of
  // more persons: asked once, not again (a month before it is still asked, and may set it earlier).
  else if (month > monthOf(today) && days.length > 0 && days.every((day) => known.get(day) === 'none')) {
    await keepEmptyFrom(horizonKey, days[0]!, horizonTtl).catch(() => undefined)
  }
  // Days from the horizon on are not open yet (`later`), as when the horizon was known before; days not
  // asked for want of budget, or not answered, are `unknown` (choosable: their slots will tell).
  for (const day of days) {
    if (horizon !== null && day >= horizon) known.delete(day)
    else if (!known.has(day)) known.set(day, 'unknown')
  }
  c.header('cache-control', 'no-store')
  return c.json({ month, days: monthAnswer(month, today, known) })
})

/** The days answered so far from the first one on, up to the first not answered yet. */
function answeredInOrder(days: readonly string[], known: ReadonlyMap<string, DayAvailability>) {
  const answered: (readonly [string, DayAvailability])[] = []
  for (const day of days) {
    const availability = known.get(day)
    if (!availability) break
    answered.push([day, availability])
  }
  return answered
}

/** Asks the venue about one day (or joins the same ask in flight), keeping what it answers at the edge. */
function askerFor(c: Context<AppEnv>, { type, guests, token, ttl }: { type: number; guests: number; token: string; ttl: number }, visitor: string) {
  const venue = c.get('venue')!
  const config = c.get('config')
  // Up to 31 reads, six at a time, while the page is already shown: twice a page's read time in all.
  const client = venueApi(config, venue, Date.now() + 2 * config.PAGE_TIMEOUT_MS, { watch: callWatchOf(c) })
  return (day: string) =>
    askedOnce(`${venue.host}|${type}|${guests}|${day}|${token}`, async (): Promise<Asked> => {
      try {
        const answer = await client.get(venuePath`/slots/${token}/${type}/${guests}/${day}/${visitor}`, slotsSchema)
        if (!answer.ok) return { kind: 'refused', refusal: answer }
        const availability = dayAvailabilityOf(answer.data)
        // Kept before answering (a local write), so the diner's next look is served from it.
        await keepDay({ host: venue.host, type, guests, day }, availability, ttl).catch(() => undefined)
        return { kind: 'day', day: availability }
      } catch (error) {
        return { kind: 'failed', error }
      }
    }).then(({ value, joined }) => ({ asked: value, joined }))
}
