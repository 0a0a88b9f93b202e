// `npm run origin:reset [persist-dir]`: returns the sandbox origin's D1 state to the demo seed
// (default .wrangler/state; PUBLIC_URL, default http://127.0.0.1:4000, is where it will be served).
import { Miniflare } from 'miniflare'
import { prepareOriginDb } from './origin-db.mjs'
import { miniflareOptions } from './worker-options.mjs'

const persistTo = process.argv[2] ?? '.wrangler/state'
const publicUrl = process.env.PUBLIC_URL ?? 'http://127.0.0.1:4000'
const mf = new Miniflare(miniflareOptions({ kind: 'origin', port: 0, persistTo, vars: { PUBLIC_URL: publicUrl } }))
try {
  await prepareOriginDb(await mf.getD1Database('DB'), { publicUrl, reset: true })
  console.log(`Sandbox origin state in ${persistTo} reset to the demo seed.`)
} finally {
  await mf.dispose()
}
