// The sandbox origin the journeys start (tests/e2e/global-setup.ts); a second checkout may use another port.
export const ORIGIN_URL = process.env.E2E_ORIGIN_URL ?? 'http://127.0.0.1:4320'

/** A failure the sandbox injects into calls whose path starts with `match`: a delay, then an error status if given. */
export type Fault = { match: string; status?: number; delay_ms?: number }

async function sandboxFaults(init: RequestInit): Promise<void> {
  const response = await fetch(`${ORIGIN_URL}/__sandbox/faults`, init)
  if (!response.ok) throw new Error(`sandbox faults ${init.method}: ${response.status} ${await response.text()}`)
}

export const addFault = (fault: Fault) =>
  sandboxFaults({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(fault) })

export const clearFaults = () => sandboxFaults({ method: 'DELETE' })

/** A session opened at the venue itself, not through the app: a token the app has never seen. */
export async function sessionAtTheVenue(venue: string, login: string, password: string): Promise<string> {
  const response = await fetch(`${ORIGIN_URL}/venues/${venue}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login, password }),
  })
  if (!response.ok) throw new Error(`login at ${venue}: ${response.status}`)
  return ((await response.json()) as { access_token: string }).access_token
}
