// Identical venue reads in flight are made once: five diners opening the same month at the same moment
// cost the venue one call per day, not five. Per isolate; a read leaves the map as soon as it settles.

const inFlight = new Map<string, Promise<unknown>>()

/** `ask()` unless the same `key` is being asked already; `joined` tells whether this call made none. */
export async function askedOnce<T>(key: string, ask: () => Promise<T>): Promise<{ value: T; joined: boolean }> {
  const running = inFlight.get(key) as Promise<T> | undefined
  if (running) return { value: await running, joined: true }
  const asking = ask().finally(() => inFlight.delete(key))
  inFlight.set(key, asking)
  return { value: await asking, joined: false }
}
