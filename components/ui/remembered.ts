import { markFulfilled } from './fulfilled'

// Failed loads, each with what forgets it.
const failed = new Set<() => void>()

/**
 * A load kept under its key for the page's life, shared by whoever asks. A failed one is kept too, until
 * forgetFailedLoads: React renders again once a load settles and must find the same one, or it would
 * start another, and another. A load no render reads with `use` can be `askedAgainAfterFailure`: the
 * next ask after it failed starts a new one.
 */
export function remembered<K, V>(loads: Map<K, Promise<V>>, key: K, load: () => Promise<V>, { askedAgainAfterFailure = false } = {}): Promise<V> {
  let promise = loads.get(key)
  if (!promise) {
    const started = load()
    // Once come, React's `use` reads it without suspending: a popup whose data came ahead opens in the
    // tap's own commit, not up to 300 ms after a fallback (decision 035).
    started.then((value) => markFulfilled(started, value), () => undefined)
    const forget = () => {
      if (loads.get(key) === started) loads.delete(key)
    }
    started.catch(() => (askedAgainAfterFailure ? forget() : failed.add(forget)))
    loads.set(key, started)
    promise = started
  }
  return promise
}

/** Forgets every failed load, so the next ask tries again: for a "try again". */
export function forgetFailedLoads(): void {
  for (const forget of failed) forget()
  failed.clear()
}
