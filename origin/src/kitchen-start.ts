// When the sandbox kitchen may start on an order: at once for one due now (a quick order, a slot within
// the lead), not before a quarter of an hour ahead of its booking for one planned later, so that an
// order for tomorrow stays "accepted" until then, as a real kitchen's would.
import dayjs from 'dayjs'
import timezone from 'dayjs/plugin/timezone'
import utc from 'dayjs/plugin/utc'
import { readOrderProgress } from './order-progress'
import { findSandboxOrder } from './order-records'
import { currentTime } from './sandbox-clock'
import { loadVenue } from './venue-state'

dayjs.extend(utc)
dayjs.extend(timezone)

/** How long before its booked time a kitchen starts on an order. */
export const KITCHEN_LEAD_MINUTES = 15

/** Whether the kitchen may move the order on now: it has started already, it is due, or it books no time. */
export async function kitchenMayStart(db: D1Database, uid: string): Promise<boolean> {
  const [progress, order] = await Promise.all([readOrderProgress(db, uid), findSandboxOrder(db, uid)])
  if (!progress || !order || progress.steps.length !== 1) return true
  const { planning_date: date, planning_hour: hour } = order as { planning_date?: unknown; planning_hour?: unknown }
  if (typeof date !== 'string' || typeof hour !== 'string') return true
  const venue = await loadVenue(db, order.venue)
  if (!venue) return true
  const booked = dayjs.tz(`${date} ${hour}`, venue.state.timezone).valueOf()
  return (await currentTime(db)) >= booked - KITCHEN_LEAD_MINUTES * 60_000
}
