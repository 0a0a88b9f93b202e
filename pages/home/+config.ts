import type { Config } from 'vike/types'

// Hydrates with its own entry (+client.tsx), without Vike's client runtime: see decision 034.
export default { clientHooks: false, ownHydration: true } satisfies Config
