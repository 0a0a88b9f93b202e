import { createStore, type StoreApi } from 'zustand'
import { AVOID_STORAGE_KEY, NOTHING_AVOIDED, parseStoredAvoidChoice, type AvoidChoice } from '../domain/avoid-choice'
import { keepStored, readStored } from './local-storage'

/** Which popup is open over the menu (one at a time). */
export type OpenDialog =
  | { kind: 'details'; productId: number }
  | { kind: 'composition'; productId: number }
  | { kind: 'deleteVariation'; productId: number }
  | null

/** A notice shown over any page until dismissed (SPEC §8 booking texts): the held slot ran out, or the venue no longer holds it. */
export type Alert = 'slotTimeout' | 'slotTaken' | null
const ALERTS: readonly Alert[] = ['slotTimeout', 'slotTaken']

// Kept for the tab, so an alert raised just before a page is loaded afresh (the menu goes to the
// schedule by a plain load, decision 018) is still shown there.
const ALERT_KEY = 'alert'

/** The alert raised in this tab and not yet dismissed. */
export function readStoredAlert(): Alert {
  try {
    const stored = sessionStorage.getItem(ALERT_KEY)
    return ALERTS.find((alert) => alert === stored) ?? null
  } catch {
    return null
  }
}

export function saveAlert(alert: Alert) {
  try {
    if (alert) sessionStorage.setItem(ALERT_KEY, alert)
    else sessionStorage.removeItem(ALERT_KEY)
  } catch {
    // Storage refused (private mode, quota): the alert shows on this page only.
  }
}

/** What the diner avoids, as kept on this device (every venue of the platform shares its allergen ids). */
export const readStoredAvoidChoice = (): AvoidChoice => parseStoredAvoidChoice(readStored(AVOID_STORAGE_KEY))

export const saveAvoidChoice = (choice: AvoidChoice) => keepStored(AVOID_STORAGE_KEY, JSON.stringify(choice))

export type UiState = {
  alert: Alert
  showAlert: (alert: Exclude<Alert, null>) => void
  dismissAlert: () => void
  dialog: OpenDialog
  cartOpen: boolean
  /** The cart drawer hides while the search field has focus (SPEC §2). */
  searchFocused: boolean
  /** The diner's allergen filter ("Avoid…") and whether its panel is open. */
  avoid: AvoidChoice
  filterOpen: boolean
  setAvoid: (avoid: AvoidChoice) => void
  setFilterOpen: (open: boolean) => void
  /** Set while the age popup waits for an answer. */
  pendingAgeCheck: ((confirmed: boolean) => void) | null
  openDialog: (dialog: Exclude<OpenDialog, null>) => void
  closeDialog: () => void
  setCartOpen: (open: boolean) => void
  setSearchFocused: (focused: boolean) => void
  /** Shows the age popup; the action that asked waits for the answer (SPEC §4). */
  askAge: () => Promise<boolean>
  answerAgeCheck: (confirmed: boolean) => void
}

export function createUiStore(): StoreApi<UiState> {
  return createStore<UiState>()((set, get) => ({
    alert: null,
    showAlert: (alert) => set({ alert }),
    dismissAlert: () => set({ alert: null }),
    dialog: null,
    cartOpen: false,
    searchFocused: false,
    pendingAgeCheck: null,
    avoid: NOTHING_AVOIDED,
    filterOpen: false,
    setAvoid: (avoid) => set({ avoid }),
    setFilterOpen: (filterOpen) => set({ filterOpen }),
    openDialog: (dialog) => set({ dialog, cartOpen: false }),
    closeDialog: () => set({ dialog: null }),
    setCartOpen: (cartOpen) => set({ cartOpen }),
    setSearchFocused: (searchFocused) => set({ searchFocused }),
    askAge: () => new Promise<boolean>((resolve) => set({ pendingAgeCheck: resolve })),
    answerAgeCheck: (confirmed) => {
      get().pendingAgeCheck?.(confirmed)
      set({ pendingAgeCheck: null })
    },
  }))
}
