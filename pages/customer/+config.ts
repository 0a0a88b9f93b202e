import type { Config } from 'vike/types'

// The customer's pages need a login; the login-type pages and the card link below say otherwise.
export default { access: 'account' } satisfies Config
