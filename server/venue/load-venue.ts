import { z } from 'zod/mini'
import { childPosSchema, entitySchema, journalSchema, posSchema, storeSchema } from '../../domain/schemas/platform'
import type { Pos } from '../../domain/schemas/platform'
import { HTTPException } from 'hono/http-exception'
import { platformPath, type PlatformClient } from '../platform/platform-client'
import type { PointOfSale, VenueRecord } from './venue-record'

/** Assembles a venue from the platform: POS by host, its journal, store, entity and children (SPEC §7). */
export async function loadVenue(platform: PlatformClient, host: string): Promise<VenueRecord | null> {
  const pos = await platform.get(platformPath`/api/v4/pos/url/${host}`, posSchema)
  if (!pos) return null
  const [own, children] = await Promise.all([
    loadPointOfSale(platform, pos),
    platform.get(platformPath`/api/v4/POS/Children/${pos.id}`, z.array(childPosSchema)),
  ])
  const loadedChildren = await Promise.all((children ?? []).map((child) => loadPointOfSale(platform, child)))
  return { host, ...own, children: loadedChildren }
}

async function loadPointOfSale<P extends Pos>(platform: PlatformClient, pos: P): Promise<PointOfSale<P>> {
  if (pos.journal_id == null) throw new HTTPException(500, { message: 'Missing POS Journal ID' })
  const journal = await platform.get(platformPath`/api/v4/journals/${pos.journal_id}`, journalSchema)
  if (!journal) throw new HTTPException(500, { message: 'Missing POS Journal ID' })
  if (journal.store_id == null) throw new HTTPException(500, { message: 'Missing Store ID' })
  const store = await platform.get(platformPath`/api/v4/stores/${journal.store_id}`, storeSchema)
  if (!store) throw new HTTPException(500, { message: 'Missing Store ID' })
  const entity = await platform.get(platformPath`/api/v4/entities/${store.entity_id}`, entitySchema)
  if (!entity) throw new HTTPException(500, { message: `Missing entity ${store.entity_id}` })
  return { pos, journal, store, entity }
}
