import { createStore, type StoreApi } from 'zustand'
import { AGE_STORAGE_KEY, parseStoredAgeConfirmation, serializeAgeConfirmation } from '../domain/age-check'
import type { OrderConsumptionType } from '../domain/consumption-type'

/** The order being prepared: how the customer eats (sets prices), and the age answer (SPEC §3, §4). */
export type OrderState = {
  /** False until the stored order has been read after hydration. */
  restored: boolean
  consumptionType: OrderConsumptionType | null
  confirmAge: boolean | null
  chooseConsumptionType: (type: OrderConsumptionType) => void
  answerAge: (confirmed: boolean) => void
}

const ORDER_STORAGE_KEY = 'order'

export function createOrderStore(): StoreApi<OrderState> {
  return createStore<OrderState>()((set) => ({
    restored: false,
    consumptionType: null,
    confirmAge: null,
    chooseConsumptionType: (type) => set({ consumptionType: type }),
    answerAge: (confirmed) => {
      set({ confirmAge: confirmed })
      store(AGE_STORAGE_KEY, serializeAgeConfirmation(confirmed))
    },
  }))
}

export function readStoredOrder(): Pick<OrderState, 'restored' | 'consumptionType' | 'confirmAge'> {
  const confirmAge = parseStoredAgeConfirmation(read(AGE_STORAGE_KEY))
  try {
    const parsed = JSON.parse(read(ORDER_STORAGE_KEY) ?? '{}') as { consumptionType?: unknown }
    const type = parsed.consumptionType
    return { restored: true, confirmAge, consumptionType: type === 1 || type === 2 || type === 5 ? type : null }
  } catch {
    return { restored: true, confirmAge, consumptionType: null }
  }
}

export function saveOrder(state: Pick<OrderState, 'consumptionType'>) {
  store(ORDER_STORAGE_KEY, JSON.stringify({ consumptionType: state.consumptionType }))
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}

function store(key: string, value: string) {
  try {
    localStorage.setItem(key, value)
  } catch {
    // Storage forbidden: the answer holds for this visit only.
  }
}
