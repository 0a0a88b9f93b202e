import { createStore, type StoreApi } from 'zustand'
import { AGE_STORAGE_KEY, parseStoredAgeConfirmation, serializeAgeConfirmation } from '../domain/age-check'
import type { DeliveryAddress } from '../domain/contact-form'
import type { OrderConsumptionType } from '../domain/consumption-type'
import type { Locale } from '../domain/locale'
import {
  checkoutKeyFor,
  EMPTY_ORDER,
  ORDER_STORAGE_KEY,
  type PaymentDraft,
  parseStoredOrder,
  type HeldSlot,
  type QuickTable,
  type StoredOrder,
} from '../domain/order-state'
import { keepStored, readStored } from './local-storage'

/** The order being prepared: how and when the customer eats, the held slot, the age answer (SPEC §3, §4). */
export type OrderState = StoredOrder & {
  /** False until the stored order has been read after hydration. */
  restored: boolean
  confirmAge: boolean | null
  chooseConsumptionType: (type: OrderConsumptionType) => void
  chooseGuestCount: (count: number) => void
  holdSlot: (slot: HeldSlot) => void
  clearSlot: () => void
  setDeliveryAddress: (address: DeliveryAddress) => void
  setQuickTable: (table: QuickTable | null) => void
  setComment: (comment: string) => void
  /** Keeps what the diner changed on the payment step. */
  setPayment: (change: Partial<PaymentDraft>) => void
  setLanguage: (language: Locale) => void
  /** The idempotency key for this checkout request (kept while the request stays the same). */
  checkoutKey: (request: unknown) => string
  /** After a result page: the next payment is a new attempt. */
  endCheckoutAttempt: () => void
  /** A paid order: everything but the age answer starts afresh (SPEC §4 Order page). */
  reset: () => void
  answerAge: (confirmed: boolean) => void
}

export function createOrderStore(): StoreApi<OrderState> {
  return createStore<OrderState>()((set, get) => ({
    ...EMPTY_ORDER,
    restored: false,
    confirmAge: null,
    // The held slot belongs to a type and a number of persons: changing either releases it here.
    chooseConsumptionType: (type) =>
      set((state) => ({ consumptionType: type, slot: state.slot?.consumptionType === type ? state.slot : null })),
    chooseGuestCount: (count) =>
      set((state) => ({ guestCount: count, slot: state.slot?.guestCount === count ? state.slot : null })),
    holdSlot: (slot) => set({ slot }),
    clearSlot: () => set({ slot: null }),
    setDeliveryAddress: (address) => set({ deliveryAddress: address }),
    setQuickTable: (table) => set({ quickTable: table }),
    setComment: (comment) => set({ comment }),
    setPayment: (change) => set((state) => ({ payment: { ...state.payment, ...change } })),
    setLanguage: (language) => get().language !== language && set({ language }),
    checkoutKey: (request) => {
      const checkout = checkoutKeyFor(get().checkout, request, () => crypto.randomUUID())
      if (checkout !== get().checkout) set({ checkout })
      return checkout.key
    },
    endCheckoutAttempt: () => set({ checkout: null }),
    reset: () => set({ ...EMPTY_ORDER, quickTable: get().quickTable, language: get().language }),
    answerAge: (confirmed) => {
      set({ confirmAge: confirmed })
      keepStored(AGE_STORAGE_KEY, serializeAgeConfirmation(confirmed))
    },
  }))
}

export function readStoredOrder(): StoredOrder & Pick<OrderState, 'restored' | 'confirmAge'> {
  return {
    ...parseStoredOrder(readStored(ORDER_STORAGE_KEY)),
    restored: true,
    confirmAge: parseStoredAgeConfirmation(readStored(AGE_STORAGE_KEY)),
  }
}

export function saveOrder({ consumptionType, guestCount, slot, deliveryAddress, quickTable, comment, language, checkout, payment }: StoredOrder) {
  keepStored(ORDER_STORAGE_KEY, JSON.stringify({ consumptionType, guestCount, slot, deliveryAddress, quickTable, comment, language, checkout, payment }))
}
