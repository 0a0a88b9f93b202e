// The datapoints the app wrote to its Analytics Engine dataset, as its local sink posts them
// (scripts/metrics-sink.mjs): kept in this isolate's memory, newest last, for the tests to read. Each
// gets a sequence number, so a test reads only what came after it started.
import { Hono } from 'hono'
import { z } from 'zod'
import type { AppEnv } from './env'

const KEPT = 10_000

const pointSchema = z.object({
  dataset: z.string().max(100),
  blobs: z.array(z.string().nullable()).max(20),
  doubles: z.array(z.number()).max(20),
  indexes: z.array(z.string()).max(1),
})
type Point = z.infer<typeof pointSchema> & { seq: number }

const points: Point[] = []
let lastSeq = 0

export const metricPointRoutes = new Hono<AppEnv>()
  .post('/', async (c) => {
    const point = pointSchema.safeParse(await c.req.json().catch(() => null))
    if (!point.success) return c.json({ error: 'invalid datapoint', issues: point.error.issues }, 400)
    points.push({ seq: ++lastSeq, ...point.data })
    if (points.length > KEPT) points.shift()
    return c.body(null, 204)
  })
  // ?since=<seq>: only the points written after that one; `last` is where the next read starts.
  .get('/', (c) => {
    const since = Number(c.req.query('since') ?? 0) || 0
    return c.json({ last: lastSeq, points: points.filter((point) => point.seq > since) })
  })
  .delete('/', (c) => {
    points.length = 0
    return c.json({ last: lastSeq, points: [] })
  })
