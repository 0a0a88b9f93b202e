import { cloudflare } from '@cloudflare/vite-plugin'
import vike from 'vike/plugin'
import { fileURLToPath } from 'node:url'
import { defineConfig, type Plugin } from 'vite'
import { serviceWorker } from './service-worker/vite-plugin.ts'
import { compiledMessages } from './vite-plugins/compiled-messages.ts'
import { devClientAddress } from './vite-plugins/dev-client-address.ts'

const SERVER_ENTRY = 'virtual:@brillout/vite-plugin-server-entry:serverEntry'

// server/render/render-page.ts imports Vike's production server entry; under `vite dev` Vike serves
// pages itself, so the import resolves to an empty module there.
const serverEntryInDev: Plugin = {
  name: 'server-entry-in-dev',
  apply: 'serve',
  enforce: 'pre',
  resolveId: (id) => (id === SERVER_ENTRY ? `\0${SERVER_ENTRY}` : undefined),
  load: (id) => (id === `\0${SERVER_ENTRY}` ? 'export {}' : undefined),
}

// vike-react hydrates outside any transition, so React hydrates the page's shell in one long task
// (the default lane is not time-sliced). As a transition it hydrates in slices and lets the browser
// paint and take taps in between. The build stops if vike-react changes where it calls hydrateRoot,
// or the file that calls it (decision 031).
const HYDRATE_CALL = 'ReactDOM.hydrateRoot('
let hydrateCallPatched = false
const hydrateInTransition: Plugin = {
  name: 'hydrate-in-transition',
  transform(code, id) {
    if (!/vike-react\/dist\/integration\/onRenderClient\.js$/.test(id)) return
    if (code.split(HYDRATE_CALL).length !== 2) this.error(`vike-react's onRenderClient no longer has one ${HYDRATE_CALL}: review this plugin`)
    hydrateCallPatched = true
    const helper = [
      "import { startTransition as startHydrationTransition } from 'react';",
      'const hydrateRootInTransition = (...args) => { let root; startHydrationTransition(() => { root = ReactDOM.hydrateRoot(...args) }); return root };',
    ].join('\n')
    return { code: `${code.replace(HYDRATE_CALL, 'hydrateRootInTransition(')}\n${helper}\n`, map: null }
  },
  buildEnd() {
    if (this.environment.mode !== 'build' || this.environment.name !== 'client') return
    if (!hydrateCallPatched) this.error("the client build has no vike-react/dist/integration/onRenderClient.js to patch: review the hydrate-in-transition plugin")
  },
}

// The page's modules are evaluated one chunk per task, dependencies first
// (server/render/script-loading.ts). The client build is done before the Worker's, so the Worker gets
// the client's chunks in that order, with what each imports, as a module; under `vite dev` both are
// empty. Vike builds the Worker with this file loaded afresh, in the same process: the graph waits on
// globalThis.
const CHUNK_GRAPH = 'virtual:client-chunk-graph'
const GRAPH_KEY = Symbol.for('client-chunk-graph')
type ChunkGraph = { order: string[]; imports: Record<string, string[]> }
const built = globalThis as { [GRAPH_KEY]?: ChunkGraph }
const clientChunkGraph: Plugin = {
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
    return `export const order = ${JSON.stringify(order)}\nexport const imports = ${JSON.stringify(imports)}`
  },
}

// The menu's code, apart from React DOM, is one chunk: split by which pages share each module, it
// came in some 25 files, and a phone spends a task or two on each file it fetches, however small.
// Worked out from the module graph once it is built: what the menu's entry reaches by static imports.
const MENU_ENTRY = /[\\/]pages[\\/]index[\\/]\+client\.tsx$/
const menuModules = new Set<string>()
const menuChunk: Plugin = {
  name: 'menu-chunk',
  apply: 'build',
  applyToEnvironment: (environment) => environment.name === 'client',
  buildEnd() {
    menuModules.clear()
    const entry = [...this.getModuleIds()].find((id) => MENU_ENTRY.test(id))
    if (!entry) this.error('the menu has no pages/index/+client.tsx any more: review the menu-chunk plugin')
    const visit = (id: string) => {
      if (menuModules.has(id)) return
      menuModules.add(id)
      this.getModuleInfo(id)?.importedIds.forEach(visit)
    }
    visit(entry)
  },
  // The groups below are Rolldown's `codeSplitting.groups`: a chunk missing means the option changed under an upgrade.
  generateBundle(_, bundle) {
    const names = new Set(Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file.name] : [])))
    const missing = CHUNK_GROUPS.filter((name) => !names.has(name))
    if (missing.length > 0) this.error(`the client build has no ${missing.join(', ')} chunk: review build.rolldownOptions.output.codeSplitting (decision 031)`)
  },
}
const CHUNK_GROUPS = ['react-dom', 'menu', 'allergens']

// The Worker renders no stylesheet: the pages' stylesheets are the client build's, which Vike links in
// each page's HTML (the Worker's own copies only matched them). Without them, how the Worker's code is
// cut into chunks leaves each page its own stylesheets. Stylesheets read as text (?inline) stay. The
// client is built first: a stylesheet it does not have stops the build, since no page would get it (the
// set waits on globalThis, as the chunk graph does).
const NO_STYLESHEET = '\0worker-no-stylesheet'
const STYLESHEETS_KEY = Symbol.for('client-stylesheets')
const stylesheets = globalThis as { [STYLESHEETS_KEY]?: Set<string> }
const workerWithoutStylesheets: Plugin = {
  name: 'worker-without-stylesheets',
  apply: 'build',
  enforce: 'pre',
  buildEnd() {
    if (this.environment.name !== 'client') return
    stylesheets[STYLESHEETS_KEY] = new Set([...this.getModuleIds()].filter((id) => /\.css$/.test(id)))
  },
  async resolveId(source, importer) {
    if (this.environment.name !== 'ssr' || !/\.css$/.test(source)) return
    const resolved = await this.resolve(source, importer, { skipSelf: true })
    if (resolved && !stylesheets[STYLESHEETS_KEY]?.has(resolved.id)) this.error(`${resolved.id} is imported by the Worker alone: no page would link it`)
    return NO_STYLESHEET
  },
  load: (id) => (id === NO_STYLESHEET ? 'export {}' : undefined),
}

// The Worker's code in two chunks besides the entries Vike names: what it evaluates at startup (what
// server/entry.ts reaches by static imports) and what it evaluates on a first page (the pages, Vike,
// React's renderers: behind dynamic imports). Split by which pages share each module, the same code
// came in 110 modules, and each module of a Worker costs workerd and Miniflare time when it starts.
const workerStart = new Set<string>()
const workerChunks: Plugin = {
  name: 'worker-chunks',
  apply: 'build',
  applyToEnvironment: (environment) => environment.name === 'ssr',
  buildEnd() {
    workerStart.clear()
    const entry = [...this.getModuleIds()].find((id) => /[\\/]server[\\/]entry\.ts$/.test(id))
    if (!entry) this.error('the Worker has no server/entry.ts any more: review the worker-chunks plugin')
    const visit = (id: string) => {
      if (workerStart.has(id)) return
      workerStart.add(id)
      this.getModuleInfo(id)?.importedIds.forEach(visit)
    }
    visit(entry)
    // And the Cloudflare plugin's entry, which imports server/entry.ts.
    this.getModuleInfo(entry)?.importers.forEach((id) => workerStart.add(id))
  },
}

// The Worker (server/entry.ts) is built by the Cloudflare plugin into the `ssr` environment,
// so Vike's server build and our Hono app form one Worker bundle; pages' client code goes to dist/client.
export default defineConfig({
  plugins: [
    devClientAddress(),
    compiledMessages(),
    serverEntryInDev,
    hydrateInTransition,
    clientChunkGraph,
    menuChunk,
    workerChunks,
    workerWithoutStylesheets,
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
                { name: 'worker', test: (id) => workerStart.has(id), priority: 2 },
                { name: 'pages', test: (id) => !workerStart.has(id), priority: 1 },
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
                { name: 'menu', test: (id) => menuModules.has(id) && !MENU_ENTRY.test(id), priority: 1 },
                // The allergen filter, loaded on first use (decision 020): one file rather than a handful, and
                // only its own modules (what it imports stays where it is, shared with the popups).
                { name: 'allergens', test: /[\\/](components[\\/]allergens[\\/]|domain[\\/](allergen-filter|menu-facts)\.ts$)/, includeDependenciesRecursively: false },
              ],
            },
          },
        },
      },
    },
  },
  optimizeDeps: { exclude: [SERVER_ENTRY] },
})
