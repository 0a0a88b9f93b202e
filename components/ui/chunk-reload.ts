// SPEC §4: a code chunk that fails to load (typically after a deploy) forces one full reload.
const RELOADED = 'chunk-reload'

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error)
  return /dynamically imported module|Importing a module script failed|error loading dynamically|Unable to preload CSS/i.test(message)
}

/** Reloads the page, once per address, so a lasting failure cannot loop. */
export function reloadOnce() {
  if (sessionStorage.getItem(RELOADED) === location.href) return
  sessionStorage.setItem(RELOADED, location.href)
  location.reload()
}

/** Reloads once when a code chunk fails to load, whoever asked for it. */
export function reloadOnChunkFailure() {
  window.addEventListener('vite:preloadError', (event) => {
    event.preventDefault()
    reloadOnce()
  })
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) reloadOnce()
  })
}
