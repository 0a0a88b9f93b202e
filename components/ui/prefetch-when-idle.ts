// SPEC §9: code loaded apart from the page is fetched once the browser is idle (2 s at the latest),
// so a popup or the open cart shows at once when asked for, without weighing on the first load.
const IDLE_PREFETCH_MS = 2000

export function prefetchWhenIdle(...loaders: (() => Promise<unknown>)[]) {
  const fetchAll = () => loaders.forEach((load) => void load().catch(() => undefined))
  if ('requestIdleCallback' in window) requestIdleCallback(fetchAll, { timeout: IDLE_PREFETCH_MS })
  else setTimeout(fetchAll, IDLE_PREFETCH_MS)
}
