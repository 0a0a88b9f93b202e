import { ConsumptionType } from './consumption-type'
import { isReady, latestStep, readyEstimate, type ProgressEntry } from './order-progress'
import { addDays, wallClock } from './venue-time'

// When an order in the kitchen is for, as its progress says it. The kitchen's expected ready time
// belongs to an order due now; an order booked for later (a table on Sunday at 12:45, a takeaway
// tomorrow) is said by its booking, which is what the diner plans around. A quick order is booked for
// the moment it is placed, so it is due now.

/** The booked day as the diner reads it: today, tomorrow, a weekday of the coming week, or a date. */
export type BookedDay = 'today' | 'tomorrow' | 'weekday' | 'date'

export type ProgressTiming =
  /** 'Expected ready at 17:38': the kitchen's time, in the venue's HH:mm. */
  | { kind: 'estimate'; time: string }
  /** 'For your table on Sunday at 12:45': the booking's date (YYYY-MM-DD) and time (HH:mm). */
  | { kind: 'booked'; day: BookedDay; date: string; time: string }

type TimedOrder = {
  progress: readonly ProgressEntry[]
  planning_date?: string | null
  planning_hour?: string | null
}

const DATE = /^\d{4}-\d{2}-\d{2}$/
const HOUR = /^\d{2}:\d{2}$/

function bookedDay(date: string, today: string): BookedDay {
  if (date === today) return 'today'
  if (date === addDays(today, 1)) return 'tomorrow'
  // Within the coming week a weekday names one day only; beyond it, the date does.
  return date > today && date < addDays(today, 7) ? 'weekday' : 'date'
}

/**
 * What the progress says of when, while the food is still to come: the booking when it is later than
 * the kitchen's expected ready time (or than now, when the kitchen gives none), else that time; null
 * once the food is ready, after a rejection, or when there is nothing to say.
 */
export function progressTiming(order: TimedOrder, now: Date, timeZone?: string): ProgressTiming | null {
  const latest = latestStep(order.progress)
  if (!latest || latest.step === 'rejected' || isReady(order.progress)) return null
  const estimateAt = readyEstimate(order.progress)
  const estimate = estimateAt ? wallClock(estimateAt, timeZone) : null
  const today = wallClock(now, timeZone)
  const reference = estimate ?? today
  const { planning_date: date, planning_hour: time } = order
  if (today && reference && date && time && DATE.test(date) && HOUR.test(time) && `${date} ${time}` > `${reference.date} ${reference.time}`) {
    return { kind: 'booked', day: bookedDay(date, today.date), date, time }
  }
  return estimate ? { kind: 'estimate', time: estimate.time } : null
}

/**
 * Whether to offer a sound and a vibration when the order is ready: for a diner who waits for it near
 * the counter or at the table today. Not for a delivery, which the courier brings to the door, nor for
 * an order booked for another day, which no page stays open for.
 */
export function readyAlertOffered(consumptionType: number | null | undefined, timing: ProgressTiming | null): boolean {
  if (consumptionType === ConsumptionType.Delivery) return false
  return timing?.kind !== 'booked' || timing.day === 'today'
}

/**
 * Whether the order's page offers to tell the diner once the food is ready (the sound and vibration,
 * a notification): while the kitchen has it (accepted, in preparation), for whom readyAlertOffered
 * says. Not before the venue accepted it, nor once it is ready or rejected.
 */
export function readyAlertsShown(order: { progress: readonly ProgressEntry[]; consumption_type?: number | null }, timing: ProgressTiming | null): boolean {
  const step = latestStep(order.progress)?.step
  return (step === 'accepted' || step === 'preparing') && readyAlertOffered(order.consumption_type, timing)
}
