import type { Config } from 'vike/types'

export default { access: 'loginType' } satisfies Config
