import type { Config } from 'vike/types'

export default { access: 'public' } satisfies Config
