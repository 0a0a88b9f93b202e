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

// The Worker (server/entry.ts) is built by the Cloudflare plugin into the `ssr` environment,
// so Vike's server build and our Hono app form one Worker bundle; pages' client code goes to dist/client.
export default defineConfig({
  plugins: [serverEntryInDev, vike(), cloudflare({ viteEnvironment: { name: 'ssr' } })],
  build: { target: 'es2022' },
  optimizeDeps: { exclude: [SERVER_ENTRY] },
})
