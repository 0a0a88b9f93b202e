import type { Plugin } from 'vite'
import { addStaticallyReached } from './module-graph.ts'

// The Worker's code in two chunks besides the entries Vike names: what it evaluates at startup (what
// server/entry.ts reaches by static imports) and what it evaluates on a first page (the pages, Vike,
// React's renderers: behind dynamic imports). Split by which pages share each module, the same code
// came in 110 modules, and each module of a Worker costs workerd and Miniflare time when it starts.
const workerStart = new Set<string>()

/** Whether a module is evaluated when the Worker starts (Rolldown's `codeSplitting.groups` test). */
export const atWorkerStart = (id: string) => workerStart.has(id)

export const workerChunks: Plugin = {
  name: 'worker-chunks',
  apply: 'build',
  applyToEnvironment: (environment) => environment.name === 'ssr',
  buildEnd() {
    workerStart.clear()
    const entry = [...this.getModuleIds()].find((id) => /[\\/]server[\\/]entry\.ts$/.test(id))
    if (!entry) this.error('the Worker has no server/entry.ts any more: review the worker-chunks plugin')
    addStaticallyReached(this, entry, workerStart)
    // And the Cloudflare plugin's entry, which imports server/entry.ts.
    this.getModuleInfo(entry)?.importers.forEach((id) => workerStart.add(id))
  },
}
