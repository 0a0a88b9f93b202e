import { createContext, useContext, useState, type ReactNode } from 'react'
import { createStore, useStore, type StoreApi } from 'zustand'

/** The point of sale whose menu is on screen; at a food court the customer switches stands. */
export type PointOfSaleState = { posId: number | null; choose: (posId: number) => void }

export function createPointOfSaleStore(posId: number | null): StoreApi<PointOfSaleState> {
  return createStore<PointOfSaleState>()((set) => ({ posId, choose: (next) => set({ posId: next }) }))
}

const StoreContext = createContext<StoreApi<PointOfSaleState> | null>(null)

// One store per render: on the server nothing is shared between requests.
export function PointOfSaleProvider({ posId, children }: { posId: number | null; children: ReactNode }) {
  const [store] = useState(() => createPointOfSaleStore(posId))
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>
}

export function usePointOfSale<T>(selector: (state: PointOfSaleState) => T): T {
  const store = useContext(StoreContext)
  if (!store) throw new Error('usePointOfSale needs a PointOfSaleProvider')
  return useStore(store, selector)
}
