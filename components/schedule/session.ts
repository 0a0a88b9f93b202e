/**
 * Whether a customer is logged in. Accounts come with a later feature: until then every visitor
 * orders as a guest, and this is the one place the schedule reads it from.
 */
export function useLoggedIn(): boolean {
  return false
}
