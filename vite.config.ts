import { cloudflare } from '@cloudflare/vite-plugin'
import vike from 'vike/plugin'
import { defineConfig, type Plugin } from 'vite'

const SERVER_ENTRY = 'virtual:@brillout/vite-plugin-server-entry:serverEntry'

// server/entry.ts imports Vike's production server entry; under `vite dev` Vike serves pages itself,
// so the import resolves to an empty module there.
const serverEntryInDev: Plugin = {
  name: 'server-entry-in-dev',
  apply: 'serve',
  enforce: 'pre',
  resolveId: (id) => (id === SERVER_ENTRY ? `\0${SERVER_ENTRY}` : undefined),
  load: (id) => (id === `\0${SERVER_ENTRY}` ? 'export {}' : undefined),
}

// vike-react hydrates outside any transition, so React hydrates the page's shell in one long task
// (the default lane is not time-sliced). As a transition it hydrates in slices and lets the browser
// paint and take taps in between. The build stops if vike-react changes where it calls hydrateRoot.
const HYDRATE_CALL = 'ReactDOM.hydrateRoot('
const hydrateInTransition: Plugin = {
  name: 'hydrate-in-transition',
  transform(code, id) {
    if (!/vike-react\/dist\/integration\/onRenderClient\.js$/.test(id)) return
    if (code.split(HYDRATE_CALL).length !== 2) this.error(`vike-react's onRenderClient no longer has one ${HYDRATE_CALL}: review this plugin`)
    const helper = [
      "import { startTransition as startHydrationTransition } from 'react';",
      'const hydrateRootInTransition = (...args) => { let root; startHydrationTransition(() => { root = ReactDOM.hydrateRoot(...args) }); return root };',
    ].join('\n')
    return { code: `${code.replace(HYDRATE_CALL, 'hydrateRootInTransition(')}\n${helper}\n`, map: null }
  },
}

// The Worker (server/entry.ts) is built by the Cloudflare plugin into the `ssr` environment,
// so Vike's server build and our Hono app form one Worker bundle; pages' client code goes to dist/client.
export default defineConfig({
  plugins: [serverEntryInDev, hydrateInTransition, vike(), cloudflare({ viteEnvironment: { name: 'ssr' } })],
  build: { target: 'es2022' },
  optimizeDeps: { exclude: [SERVER_ENTRY] },
})
