// The sandbox origin the journeys start (tests/e2e/global-setup.ts); a second checkout may use another port.
export const ORIGIN_URL = process.env.E2E_ORIGIN_URL ?? 'http://127.0.0.1:4320'
