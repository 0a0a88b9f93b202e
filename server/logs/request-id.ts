// A request's id: Cloudflare's ray id (`cf-ray`, also in the dashboard and on Cloudflare's own error
// pages), or one made here where there is none (locally). It goes back to the client as a header, so a
// diner's report ("it failed at 12:41") can be found in the logs.

export const REQUEST_ID_HEADER = 'x-request-id'

// A ray id is 16 hex digits and the data centre (`8f1e2d3c4b5a6978-CDG`); anything else is not one.
const RAY_ID = /^[0-9a-f]{16}(-[A-Z]{3})?$/

/** The request's ray id, or 16 random hex digits. */
export function requestIdOf(request: Request): string {
  const ray = request.headers.get('cf-ray')
  if (ray && RAY_ID.test(ray)) return ray
  return Array.from(crypto.getRandomValues(new Uint8Array(8)), (byte) => byte.toString(16).padStart(2, '0')).join('')
}
