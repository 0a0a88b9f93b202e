// zod/mini: a progress entry is also part of venue answers read with classic zod (venue-api.ts), which
// takes it as it is. The page reads the Worker's live messages by hand (domain/live-order.ts).
import * as z from 'zod/mini'
import { PROGRESS_STEPS, type LiveOrder, type ProgressEntry } from '../order-progress'

const isoTime = z.iso.datetime({ offset: true })
const orNull = <T extends z.ZodMiniType>(schema: T) => z.pipe(z.nullish(schema), z.transform((value: z.output<T> | null | undefined) => value ?? null))

/** A step the venue reports (SPEC §7 order progress), as the Worker checks it before use. */
export const progressEntrySchema = z.object({
  step: z.enum(PROGRESS_STEPS),
  at: isoTime,
  estimated_ready_at: orNull(isoTime),
  reasons: orNull(z.array(z.string().check(z.minLength(1), z.maxLength(300))).check(z.maxLength(10))),
}) satisfies z.ZodMiniType<ProgressEntry, unknown>

/** What changes while a diner watches an order: its payment state and its progress. */
export const liveOrderSchema = z.object({
  status: z.string(),
  progress: z._default(z.array(progressEntrySchema).check(z.maxLength(20)), []),
}) satisfies z.ZodMiniType<LiveOrder, unknown>
