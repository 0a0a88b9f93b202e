// A venue given one more hostname (its own domain), as the platform records it when a venue moves to
// its own address: the app learns it through GET /api/v4/pos/url/{host}, with no change on its side.
import { z } from 'zod'

export const venueHostSchema = z.object({
  host: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9-]{2,63}$/),
  // The demo venue whose records answer for the host (lumiere, halles, …).
  venue: z.string().regex(/^[a-z0-9-]{1,64}$/),
})

export type VenueHost = z.infer<typeof venueHostSchema>

export type AddOutcome = { kind: 'added' } | { kind: 'unknown venue' } | { kind: 'taken' }

/** Records the host for the venue; a host that is already a venue's (seeded or added) is refused. */
export async function addVenueHost(db: D1Database, { host, venue }: VenueHost): Promise<AddOutcome> {
  const known = await db.prepare('SELECT 1 FROM venues WHERE key = ?1').bind(venue).first()
  if (!known) return { kind: 'unknown venue' }
  const inserted = await db
    .prepare(
      `INSERT INTO venue_hosts (host, venue) SELECT ?1, ?2
       WHERE NOT EXISTS (SELECT 1 FROM venues WHERE host = ?1) AND NOT EXISTS (SELECT 1 FROM venue_hosts WHERE host = ?1)`,
    )
    .bind(host, venue)
    .run()
  return inserted.meta.changes === 1 ? { kind: 'added' } : { kind: 'taken' }
}

export async function listVenueHosts(db: D1Database): Promise<VenueHost[]> {
  const { results } = await db.prepare('SELECT host, venue FROM venue_hosts ORDER BY host').all<VenueHost>()
  return results
}

export async function clearVenueHosts(db: D1Database): Promise<void> {
  await db.prepare('DELETE FROM venue_hosts').run()
}
