import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * False on the server and while the page hydrates, true from the render after: what needs the
 * document, or must not take part in hydration, renders only then, and the first client render
 * matches the server's.
 */
export const useHydrated = (): boolean => useSyncExternalStore(noSubscription, () => true, () => false)
