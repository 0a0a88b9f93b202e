// Pages with Vike's client router change without a reload; the journey's pages hydrate without it (decisions 018, 034),
// so from there a change of page is a plain load. The router is imported only where it already runs.
let clientRouter = false

/** Called by the client router's pages (pages/+onBeforeRenderClient.ts). */
export function clientRouterRuns() {
  clientRouter = true
}

/** Goes to `url`: through the client router where the page has it, else as a link would. */
export async function goTo(url: string, { replace = false }: { replace?: boolean } = {}): Promise<void> {
  if (!clientRouter) {
    if (replace) location.replace(url)
    else location.assign(url)
    return
  }
  const { navigate } = await import('vike/client/router')
  await navigate(url, { overwriteLastHistoryEntry: replace })
}
