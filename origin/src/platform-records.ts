// Reads the demo platform records from D1. Bodies stay JSON text: answers return them unchanged.

export type RecordKind =
  | 'pos'
  | 'journal'
  | 'store'
  | 'entity'
  | 'item_level'
  | 'matrix'
  | 'item'
  | 'proposition'
  | 'stock'

type BodyRow = { body: string }

export async function findRecord(db: D1Database, kind: RecordKind, id: string): Promise<string | null> {
  const row = await db
    .prepare('SELECT body FROM records WHERE kind = ?1 AND id = ?2 LIMIT 1')
    .bind(kind, id)
    .first<BodyRow>()
  return row?.body ?? null
}

/** Records of one POS in file order, inactive ones included (the app hides them). */
export async function listForPos(db: D1Database, kind: RecordKind, posId: number): Promise<string[]> {
  const { results } = await db
    .prepare('SELECT body FROM records WHERE kind = ?1 AND pos_id = ?2 ORDER BY seq')
    .bind(kind, posId)
    .all<BodyRow>()
  return results.map((row) => row.body)
}

export async function listStocks(db: D1Database, itemUid: string, entityId: string): Promise<string[]> {
  const { results } = await db
    .prepare("SELECT body FROM records WHERE kind = 'stock' AND id = ?1 ORDER BY seq")
    .bind(`${itemUid}|${entityId}`)
    .all<BodyRow>()
  return results.map((row) => row.body)
}

export async function listAllergens(db: D1Database): Promise<string[]> {
  const { results } = await db.prepare('SELECT body FROM allergens ORDER BY seq').all<BodyRow>()
  return results.map((row) => row.body)
}

/** The POS of a venue by its seeded host, or by a host it was given since (`venue_hosts`). */
export async function findPosByHost(db: D1Database, host: string): Promise<string | null> {
  const row = await db
    .prepare(
      `SELECT pos AS body FROM venues WHERE host = ?1
       UNION ALL
       SELECT v.pos FROM venue_hosts h JOIN venues v ON v.key = h.venue WHERE h.host = ?1
       LIMIT 1`,
    )
    .bind(host)
    .first<BodyRow>()
  return row?.body ?? null
}

/** Children of a POS as stored (file order); '[]' for a child POS; null for an unknown id. */
export async function findChildren(db: D1Database, posId: number): Promise<string | null> {
  const venue = await db
    .prepare('SELECT children AS body FROM venues WHERE pos_id = ?1')
    .bind(posId)
    .first<BodyRow>()
  if (venue) return venue.body
  return (await findRecord(db, 'pos', String(posId))) === null ? null : '[]'
}

/** The store of a POS or child, through its journal. */
export async function findStoreOfPos(db: D1Database, posId: number): Promise<string | null> {
  const row = await db
    .prepare(
      `SELECT store.body FROM records pos
       JOIN records journal ON journal.kind = 'journal'
         AND journal.id = CAST(json_extract(pos.body, '$.journal_id') AS TEXT)
       JOIN records store ON store.kind = 'store'
         AND store.id = CAST(json_extract(journal.body, '$.store_id') AS TEXT)
       WHERE pos.kind = 'pos' AND pos.id = ?1`,
    )
    .bind(String(posId))
    .first<BodyRow>()
  return row?.body ?? null
}
