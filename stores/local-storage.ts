// The device's storage can be refused (private mode, quota, a blocked page): what it keeps is then
// kept for this visit only, and nothing fails.

export function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}

export function keepStored(key: string, value: string) {
  try {
    localStorage.setItem(key, value)
  } catch {
    // Refused: kept for this visit only.
  }
}

export function forgetStored(key: string) {
  try {
    localStorage.removeItem(key)
  } catch {
    // Refused: nothing was kept either.
  }
}
