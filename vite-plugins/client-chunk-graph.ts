import type { Plugin } from 'vite'

// The page's modules are evaluated one chunk per task, dependencies first
// (server/render/script-loading.ts). The client build is done before the Worker's, so the Worker gets
// the client's chunks in that order, with what each imports, as a module; under `vite dev` both are
// empty. Vike builds the Worker with this file loaded afresh, in the same process: the graph waits on
// globalThis.
const CHUNK_GRAPH = 'virtual:client-chunk-graph'
const GRAPH_KEY = Symbol.for('client-chunk-graph')
type ChunkGraph = { order: string[]; imports: Record<string, string[]> }
const built = globalThis as { [GRAPH_KEY]?: ChunkGraph }
export const clientChunkGraph: Plugin = {
  name: 'client-chunk-graph',
  // Once written: by then Vite has taken out the chunks that held only CSS, and the imports of them.
  writeBundle(_, bundle) {
    if (this.environment.name !== 'client') return
    const graph: ChunkGraph = { order: [], imports: {} }
    const seen = new Set<string>()
    const visit = (file: string) => {
      const chunk = bundle[file]
      if (seen.has(file) || chunk?.type !== 'chunk') return
      seen.add(file)
      chunk.imports.forEach(visit)
      graph.order.push(`/${file}`)
      graph.imports[`/${file}`] = chunk.imports.map((imported) => `/${imported}`)
    }
    Object.keys(bundle).sort().forEach(visit)
    built[GRAPH_KEY] = graph
  },
  resolveId: (id) => (id === CHUNK_GRAPH ? `\0${CHUNK_GRAPH}` : undefined),
  load(id) {
    if (id !== `\0${CHUNK_GRAPH}`) return
    // Built without the client's graph first, the Worker would load the page's code all in one task.
    if (this.environment.mode === 'build' && !built[GRAPH_KEY]) this.error('the Worker is built before the client (no chunk graph): review the client-chunk-graph plugin')
    const { order, imports } = built[GRAPH_KEY] ?? { order: [], imports: {} }
    // Each chunk's name written once, and its imports by their place in the order: the Worker reads
    // this at startup, and every byte of it is compiled each time an isolate starts (decision 030).
    const index = new Map(order.map((chunk, at) => [chunk, at]))
    const edges = order.map((chunk) => (imports[chunk] ?? []).flatMap((imported) => index.get(imported) ?? []))
    return [
      `export const order = ${JSON.stringify(order)}`,
      `const edges = ${JSON.stringify(edges)}`,
      'export const imports = Object.fromEntries(order.map((chunk, at) => [chunk, edges[at].map((imported) => order[imported])]))',
    ].join('\n')
  },
}
