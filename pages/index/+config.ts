import type { Config } from 'vike/types'

// The menu hydrates with its own entry (+client.tsx), without Vike's client runtime: see decision 018.
export default { access: 'ordering', clientHooks: false, ownHydration: true } satisfies Config
