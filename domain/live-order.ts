import { PROGRESS_STEPS, type LiveOrder, type ProgressEntry } from './order-progress'
import { isListOf, isRecord, isString } from '../common/json-guards'

// An order's live message as the page receives it from the Worker (components/order/use-live-order.ts),
// checked before use. Read by hand, as the stored cart is: the Worker has checked the venue's answer with
// its schema (schemas/order-progress.ts), and zod would be most of what the order's page loads beyond
// its frame.

const STEPS: ReadonlySet<unknown> = new Set(PROGRESS_STEPS)

function progressEntry(value: unknown): ProgressEntry | null {
  if (!isRecord(value) || !STEPS.has(value.step) || !isString(value.at)) return null
  const { estimated_ready_at: ready, reasons } = value
  if (ready != null && !isString(ready)) return null
  if (reasons != null && !isListOf(reasons, isString)) return null
  return { step: value.step as ProgressEntry['step'], at: value.at, estimated_ready_at: ready ?? null, reasons: reasons ?? null }
}

/** The order of a live message (`{type: 'order', order}`), or null when it is not one. */
export function liveOrderMessage(value: unknown): LiveOrder | null {
  if (!isRecord(value) || value.type !== 'order' || !isRecord(value.order) || !isString(value.order.status)) return null
  const { progress = [] } = value.order
  if (!Array.isArray(progress)) return null
  const entries = progress.map(progressEntry)
  return entries.every((entry) => entry !== null) ? { status: value.order.status, progress: entries as ProgressEntry[] } : null
}
