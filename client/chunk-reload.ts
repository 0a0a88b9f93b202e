// SPEC §4: a code chunk that fails to load (typically after a deploy) forces one full reload.
const RELOADED = 'chunk-reload'

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error)
  return /dynamically imported module|Importing a module script failed|error loading dynamically|Unable to preload CSS/i.test(message)
}

/**
 * Reloads the page, once per address, so a lasting failure cannot loop; never offline, where a reload
 * could only lose the page. Says whether it reloads.
 */
export function reloadOnce(): boolean {
  if (!navigator.onLine || sessionStorage.getItem(RELOADED) === location.href) return false
  sessionStorage.setItem(RELOADED, location.href)
  location.reload()
  return true
}

/** Reloads once when a code chunk fails to load, whoever asked for it. */
export function reloadOnChunkFailure() {
  window.addEventListener('vite:preloadError', (event) => {
    // Without a reload the failure goes on to whoever asked, who can say so or try again.
    if (reloadOnce()) event.preventDefault()
  })
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) reloadOnce()
  })
}
