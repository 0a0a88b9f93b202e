import type { Cents } from './money'

// A stand of a food court as the pages show it. Apart from venue-view.ts, which the Worker uses to
// build it from the platform's records (with their schemas): the browser's cart needs only this.

export type StandView = { posId: number; title: string; logoUrl: string | null; minimumOrderCents: Cents | null }

/** The title a food court's cart line is grouped under; none outside a food court. */
export function standTitle(stands: readonly StandView[], posId: number): string | null {
  return stands.find((stand) => stand.posId === posId)?.title ?? null
}
