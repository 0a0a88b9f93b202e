// SPEC §9: code loaded apart from the page is fetched once the browser is idle (2 s at the latest),
// so a popup or the open cart shows at once when asked for, without weighing on the first load.
const IDLE_PREFETCH_MS = 2000

// One idle turn per loader: starting them all at once is one long task on a phone.
export function prefetchWhenIdle(...loaders: (() => Promise<unknown>)[]) {
  for (const load of loaders) {
    const fetch = () => void load().catch(() => undefined)
    if ('requestIdleCallback' in window) requestIdleCallback(fetch, { timeout: IDLE_PREFETCH_MS })
    else setTimeout(fetch, IDLE_PREFETCH_MS)
  }
}
