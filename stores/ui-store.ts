import { createStore, type StoreApi } from 'zustand'

/** Which popup is open over the menu (one at a time). */
export type OpenDialog =
  | { kind: 'details'; productId: number }
  | { kind: 'composition'; productId: number }
  | { kind: 'deleteVariation'; productId: number }
  | null

/** A notice shown over any page until dismissed (SPEC §8 booking texts). */
export type Alert = 'slotTimeout' | null

export type UiState = {
  alert: Alert
  showAlert: (alert: Exclude<Alert, null>) => void
  dismissAlert: () => void
  dialog: OpenDialog
  cartOpen: boolean
  /** The cart drawer hides while the search field has focus (SPEC §2). */
  searchFocused: boolean
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
