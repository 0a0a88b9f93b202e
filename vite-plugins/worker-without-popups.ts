import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

// Code the browser alone runs: the menu's popups, fetched once the page is idle (components/menu/
// popups.ts), open only on a tap and render nothing on the server (a dialog waits for hydration,
// decision 004). The Worker gets an empty module in their place: every byte it holds is read and
// compiled each time an isolate starts (decision 030).
const BROWSER_ONLY = new Set(['components/menu/popups.ts'].map((path) => fileURLToPath(new URL(`../${path}`, import.meta.url))))
const EMPTY = '\0worker-browser-only'

export const workerWithoutPopups: Plugin = {
  name: 'worker-without-popups',
  apply: 'build',
  enforce: 'pre',
  async resolveId(source, importer) {
    if (this.environment.name !== 'ssr' || !importer) return
    const resolved = await this.resolve(source, importer, { skipSelf: true })
    return resolved && BROWSER_ONLY.has(resolved.id) ? EMPTY : undefined
  },
  load: (id) => (id === EMPTY ? 'export {}' : undefined),
}
