import { ORIGIN_PORT } from '../../../playwright.config'

// The sandbox origin of this worker's stack (tests/e2e/global-setup.ts).
export const ORIGIN_URL = `http://127.0.0.1:${ORIGIN_PORT}`

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
