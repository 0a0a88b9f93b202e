import type { Config } from 'vike/types'

// Hydrates with its own entry (+client.tsx), without Vike's client runtime: see decision 030.
export default { clientHooks: false, ownHydration: true } satisfies Config
