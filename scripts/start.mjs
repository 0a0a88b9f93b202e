// `npm start`: serves the demo (the sandbox origin, seeded on first run with its state kept across
// restarts, and the built app), restarts a server that dies, and stops both on any exit.
import { existsSync } from 'node:fs'
import { startApp, startOrigin } from './stack.mjs'

const PORT = Number(process.env.PORT ?? 8787)
const ORIGIN_PORT = 4000
const STATE = '.wrangler/state'
const VENUES = ['lumiere', 'halles', 'comptoir', 'club', 'ferme', 'grand']
const RESTART_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000]

const servers = []
let stopping = false

async function stopAll(code) {
  if (stopping) return
  stopping = true
  await Promise.allSettled(servers.map((server) => server.stop()))
  process.exit(code)
}
process.on('SIGINT', () => void stopAll(0))
process.on('SIGTERM', () => void stopAll(0))
process.on('SIGHUP', () => void stopAll(0))
process.on('uncaughtException', (error) => {
  console.error(error)
  void stopAll(1)
})

const print = (label, line) => line && console.log(`[${label}] ${line}`)

// A server that dies on its own is started again, waiting longer after each failure in a row.
let failures = 0
async function restart(label, server) {
  if (stopping) return
  const delay = RESTART_DELAYS_MS[Math.min(failures++, RESTART_DELAYS_MS.length - 1)]
  console.error(`[${label}] stopped unexpectedly; starting it again in ${delay / 1000} s`)
  await new Promise((resolve) => setTimeout(resolve, delay))
  if (stopping) return
  try {
    await server.start()
    failures = 0
    console.log(`[${label}] serving again`)
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    void restart(label, server)
  }
}
const onExit = (label) => void restart(label, servers.find((server) => server.label === label))

try {
  const firstRun = !existsSync(`${STATE}/v3/d1`)
  // The kitchen moves orders by itself here, so a newcomer sees one go from accepted to ready.
  const origin = await startOrigin({
    port: ORIGIN_PORT,
    persistTo: STATE,
    reset: firstRun,
    appPort: PORT,
    kitchenRunsByItself: true,
    onLine: print,
    onExit,
  })
  servers.push({ label: 'sandbox origin', ...origin })
  // DEBUG_PANEL=on npm start shows the hidden debug panel at /debug.
  const vars = process.env.DEBUG_PANEL === 'on' ? { DEBUG_PANEL: 'on' } : {}
  const app = await startApp({ port: PORT, platformUrl: origin.url, persistTo: STATE, vars, onLine: print, onExit })
  servers.push({ label: 'app Worker', ...app })
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  await stopAll(1)
}

console.log(`\nSandbox origin: http://127.0.0.1:${ORIGIN_PORT}  (reset it with: npm run origin:reset)`)
console.log('Open a venue:')
for (const venue of VENUES) console.log(`  http://${venue}.localhost:${PORT}/en`)
console.log('\nCtrl-C stops both.')
