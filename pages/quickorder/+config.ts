import type { Config } from 'vike/types'

export default { access: 'ordering' } satisfies Config
