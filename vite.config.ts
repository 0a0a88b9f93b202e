import { cloudflare } from '@cloudflare/vite-plugin'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'

// The Worker (server/entry.ts) is built by the Cloudflare plugin into the `ssr` environment,
// so Vike's server build and our Hono app form one Worker bundle; pages' client code goes to dist/client.
export default defineConfig({
  plugins: [vike(), cloudflare({ viteEnvironment: { name: 'ssr' } })],
  build: { target: 'es2022' },
})
