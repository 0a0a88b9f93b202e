import type { Config } from 'vike/types'

// Hydrates with its own entry (+client.tsx), as the quick order does: see decision 034.
export default { access: 'ordering', clientHooks: false, ownHydration: true } satisfies Config
