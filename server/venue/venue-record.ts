import type { ChildPos, Entity, Journal, Pos, Store } from '../../domain/schemas/platform'

/** A point of sale with the records it is shown with. */
export type PointOfSale<P extends Pos = Pos> = { pos: P; journal: Journal; store: Store; entity: Entity }

/** Everything the Worker knows about the venue behind one hostname (DESIGN: request flow step 2). */
export type VenueRecord = PointOfSale & { host: string; children: PointOfSale<ChildPos>[] }
