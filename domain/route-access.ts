// Route guards (SPEC §2 Navigation rules): which pages a visitor or a customer may open, and where
// they are sent instead. Each page names its access in its +config; the guard applies these rules.

export const ACCESS = ['public', 'ordering', 'account', 'loginType'] as const
export type Access = (typeof ACCESS)[number]

/** SPEC §8: an access name no rule knows is a 500 with this message. */
export const UNKNOWN_ACCESS = 'Unknown middleware'

export const LOGIN_PATH = '/customer/login'
export const DASHBOARD_PATH = '/dashboard'

// SPEC §2 guard 2: these pages stay open to visitors even where ordering needs an account.
const OPEN_WITHOUT_ACCOUNT = ['/customer/login', '/customer/register', '/customer/resetpassword', '/customer/linkcard']

export class UnknownAccessError extends Error {
  constructor(readonly access: unknown) {
    super(UNKNOWN_ACCESS)
    this.name = 'UnknownAccessError'
  }
}

/**
 * Where to send the visitor instead of the page, or null to show it. (1) login-type pages send a
 * logged-in customer to the dashboard; (2) ordering pages send a visitor to login when the venue
 * forbids ordering without an account; (3) account pages always need a login.
 */
export function accessRedirect(
  access: unknown,
  context: { loggedIn: boolean; allowOrderWithoutAccount: boolean; path: string },
): string | null {
  switch (access) {
    case undefined:
    case 'public':
      return null
    case 'loginType':
      return context.loggedIn ? DASHBOARD_PATH : null
    case 'ordering':
      if (context.loggedIn || context.allowOrderWithoutAccount || OPEN_WITHOUT_ACCOUNT.includes(context.path)) return null
      return LOGIN_PATH
    case 'account':
      return context.loggedIn ? null : LOGIN_PATH
    default:
      throw new UnknownAccessError(access)
  }
}

/** Whether a page is a customer's only (guard 2 or 3 sends a visitor to login). */
export function needsCustomer(access: unknown, context: { allowOrderWithoutAccount: boolean; path: string }): boolean {
  return accessRedirect(access, { ...context, loggedIn: false }) === LOGIN_PATH
}

/** The landing page after logout (SPEC §2): the menu when ordering is allowed, else /home. */
export function afterLogoutPath(allowOrder: boolean): string {
  return allowOrder ? '/' : '/home'
}
