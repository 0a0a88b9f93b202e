import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

const STREAMING_ONLY = fileURLToPath(new URL('../server/render/react-dom-server.ts', import.meta.url))

/**
 * The Worker's `react-dom/server` is React's streaming renderer alone (server/render/react-dom-server.ts,
 * decision 055). The build stops if React's synchronous renderer still reaches the Worker, by a path
 * this does not cover.
 */
export const workerReactDomServer: Plugin = {
  name: 'worker-react-dom-server',
  apply: 'build',
  enforce: 'pre',
  applyToEnvironment: (environment) => environment.name === 'ssr',
  resolveId: (source, importer) => (/^react-dom\/server(\.edge)?$/.test(source) && importer !== STREAMING_ONLY ? STREAMING_ONLY : undefined),
  buildEnd() {
    const synchronous = [...this.getModuleIds()].find((id) => /react-dom-server-legacy/.test(id))
    if (synchronous) this.error(`React's synchronous server renderer is in the Worker again (${synchronous}): review vite-plugins/worker-react-dom-server.ts`)
  },
}
