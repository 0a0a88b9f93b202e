// SPEC §4: a code chunk that fails to load (typically after a deploy) forces one full reload.
const RELOADED = 'chunk-reload'

function reloadOnce() {
  if (sessionStorage.getItem(RELOADED) === location.href) return
  sessionStorage.setItem(RELOADED, location.href)
  location.reload()
}

window.addEventListener('vite:preloadError', (event) => {
  event.preventDefault()
  reloadOnce()
})
window.addEventListener('unhandledrejection', (event) => {
  const message = String((event.reason as Error | undefined)?.message ?? '')
  if (/dynamically imported module|Importing a module script failed|error loading dynamically/i.test(message)) reloadOnce()
})
