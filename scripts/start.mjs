// Serves the demo: the sandbox origin (seeded on first run, state kept across restarts) and the built app.
import { existsSync } from 'node:fs'
import { startApp, startOrigin } from './stack.mjs'

const PORT = Number(process.env.PORT ?? 8787)
const STATE = '.wrangler/state'
const VENUES = ['lumiere', 'halles', 'comptoir', 'club', 'ferme']

const firstRun = !existsSync(`${STATE}/v3/d1`)
const origin = await startOrigin({ port: 4000, persistTo: STATE, reset: firstRun })
// DEBUG_PANEL=on npm start shows the hidden debug panel at /debug.
const vars = process.env.DEBUG_PANEL === 'on' ? { DEBUG_PANEL: 'on' } : {}
const app = await startApp({ port: PORT, platformUrl: origin.url, persistTo: STATE, vars }).catch(async (error) => {
  await origin.stop()
  throw error
})

console.log(`\nSandbox origin: ${origin.url}  (reset it with: npm run origin:reset)`)
console.log('Open a venue:')
for (const venue of VENUES) console.log(`  http://${venue}.localhost:${PORT}/en`)
console.log('\nCtrl-C stops both.')

const stop = async () => {
  await Promise.allSettled([app.stop(), origin.stop()])
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
