import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// vite-plugins/dev-client-address.ts passes the browser's address to the Worker under `npm run dev` by
// adding CF-Connecting-IP to the request's headers, in both lists Node keeps of them; the Cloudflare
// plugin builds the Worker's request from the raw list. Nothing documents that (decision 031): if an
// upgrade reads the headers another way, this says so before the dev server's limits do.
describe("the Cloudflare plugin's dev server", () => {
  it("builds the Worker's request from the raw header list", () => {
    const code = readFileSync(fileURLToPath(import.meta.resolve('@cloudflare/vite-plugin')), 'utf8')
    expect(code).toMatch(/\breq\.rawHeaders\b/)
  })
})
