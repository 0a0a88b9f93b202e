import { isChunkLoadError, reloadOnce } from '../components/ui/chunk-reload'

window.addEventListener('vite:preloadError', (event) => {
  event.preventDefault()
  reloadOnce()
})
window.addEventListener('unhandledrejection', (event) => {
  if (isChunkLoadError(event.reason)) reloadOnce()
})
