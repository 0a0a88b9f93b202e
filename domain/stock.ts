import type { StockRecord } from './schemas/platform'

// Stock is reported per item and entity, one record per store (SPEC §3, §7; demo README).

export type StockFlags = Pick<StockRecord, 'store_id' | 'out_of_stock'>

/**
 * Whether a product is out of stock in the current store. Only the record for that store counts;
 * without one the product is in stock, so a missing stock answer never hides the menu.
 */
export function isOutOfStock(
  stockRecords: readonly StockFlags[] | null | undefined,
  storeId: number,
): boolean {
  const record = stockRecords?.find((candidate) => candidate.store_id === storeId)
  return record?.out_of_stock === true
}

/** Groups stock answers by item uid, the shape buildMenuBundle() takes. */
export function stockByItemUid<T extends Pick<StockRecord, 'item_uid'>>(
  records: Iterable<T>,
): Map<string, T[]> {
  const byUid = new Map<string, T[]>()
  for (const record of records) {
    const list = byUid.get(record.item_uid)
    if (list) list.push(record)
    else byUid.set(record.item_uid, [record])
  }
  return byUid
}
