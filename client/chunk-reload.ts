// SPEC §4: a code chunk that fails to load because a deploy replaced it forces one full reload. One
// that failed because the network was down (the diner went offline, or came back while it loaded) is
// still on the server: the page is not reloaded for it, and whoever asked for it may try again.
const RELOADED = 'chunk-reload'

export function isChunkLoadError(error: unknown): boolean {
  return /dynamically imported module|Importing a module script failed|error loading dynamically|Unable to preload CSS/i.test(messageOf(error))
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * Reloads the page, once per address, so a lasting failure cannot loop; never offline, where a reload
 * could only lose the page. Says whether it reloads.
 */
function reloadOnce(): boolean {
  if (!navigator.onLine || sessionStorage.getItem(RELOADED) === location.href) return false
  sessionStorage.setItem(RELOADED, location.href)
  location.reload()
  return true
}

/** The chunk's address a load failure names (the browser's message carries it). */
const addressIn = (error: unknown): string | null => /(?:https?:\/\/[^\s'"]+|\/assets\/[^\s'"]+)\.(?:js|css)\b/.exec(messageOf(error))?.[0] ?? null

/** Whether the server no longer has the chunk a failure names: a deploy replaced it. */
async function chunkGone(error: unknown): Promise<boolean> {
  const address = addressIn(error)
  // A failure that names no chunk is taken for a stale page, as it always was.
  if (!address) return true
  try {
    return (await fetch(address, { method: 'HEAD', cache: 'no-store' })).status === 404
  } catch {
    return false
  }
}

/**
 * Reloads once when `error` is a code chunk's failure to load and the chunk it names is gone from the
 * server; resolves to whether it did. Anything else is left to whoever asked: Vite reports as a preload
 * error whatever rejects in an `import(…).then(…)` it wraps, an API answer's failure included.
 */
export async function reloadIfChunkGone(error: unknown): Promise<boolean> {
  return isChunkLoadError(error) && (await chunkGone(error)) && reloadOnce()
}

/** Reloads once when a code chunk fails to load and is gone, whoever asked for it. */
export function reloadOnChunkFailure() {
  // The failure goes on to whoever asked, who can say so or try again; a reload, if any, follows.
  window.addEventListener('vite:preloadError', (event) => void reloadIfChunkGone((event as Event & { payload?: unknown }).payload))
  window.addEventListener('unhandledrejection', (event) => void reloadIfChunkGone(event.reason))
}
