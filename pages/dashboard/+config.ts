import type { Config } from 'vike/types'

export default { access: 'account' } satisfies Config
