import { cloudflare } from '@cloudflare/vite-plugin'
import vike from 'vike/plugin'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { serviceWorker } from './service-worker/vite-plugin.ts'
import { clientChunkGraph } from './vite-plugins/client-chunk-graph.ts'
import { compiledMessages } from './vite-plugins/compiled-messages.ts'
import { devClientAddress } from './vite-plugins/dev-client-address.ts'
import { hydrateInTransition } from './vite-plugins/hydrate-in-transition.ts'
import { inlineScript } from './vite-plugins/inline-script.ts'
import { clientChunks, inCartChunk, inMenuChunk, MENU_ENTRY } from './vite-plugins/client-chunks.ts'
import { SERVER_ENTRY, serverEntryInDev } from './vite-plugins/server-entry-in-dev.ts'
import { atWorkerStart, workerChunks } from './vite-plugins/worker-chunks.ts'
import { workerReactDomServer } from './vite-plugins/worker-react-dom-server.ts'
import { workerWithoutPopups } from './vite-plugins/worker-without-popups.ts'
import { workerWithoutStylesheets } from './vite-plugins/worker-without-stylesheets.ts'

// The Worker (server/entry.ts) is built by the Cloudflare plugin into the `ssr` environment,
// so Vike's server build and our Hono app form one Worker bundle; pages' client code goes to dist/client.
export default defineConfig({
  plugins: [
    devClientAddress(),
    compiledMessages(),
    inlineScript(),
    serverEntryInDev,
    hydrateInTransition,
    clientChunkGraph,
    clientChunks,
    workerChunks,
    workerWithoutStylesheets,
    workerWithoutPopups,
    workerReactDomServer,
    serviceWorker({ root: fileURLToPath(new URL('.', import.meta.url)), menuEntry: MENU_ENTRY }),
    vike(),
    cloudflare({ viteEnvironment: { name: 'ssr' } }),
  ],
  build: { target: 'es2022' },
  environments: {
    ssr: {
      build: {
        // Vite leaves a server build unminified: minified, the Worker is half the bytes that workerd
        // reads and compiles each time an isolate starts (docs/decisions/030).
        minify: true,
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'worker', test: atWorkerStart, priority: 2 },
                { name: 'pages', test: (id) => !atWorkerStart(id), priority: 1 },
              ],
            },
          },
        },
      },
    },
    client: {
      build: {
        rolldownOptions: {
          // React DOM is most of the page's code: in a chunk of its own it is evaluated in a task of
          // its own (server/render/script-loading.ts), not in one with the components.
          output: {
            codeSplitting: {
              groups: [
                { name: 'react-dom', test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/, priority: 2 },
                { name: 'menu', test: inMenuChunk, priority: 1 },
                // Only the modules worked out (vite-plugins/client-chunks.ts), not what they import.
                { name: 'cart', test: inCartChunk, includeDependenciesRecursively: false },
              ],
            },
          },
        },
      },
    },
  },
  optimizeDeps: { exclude: [SERVER_ENTRY] },
})
