// A hostile client against the local stack (`npm start`'s serving, the sandbox origin counting every
// platform call): each attack of bench/hostile-*.mjs runs bounded in count and time, and the table
// says its figure next to its budget. An attack module exports `attacks = [{ name, budget, run, seconds? }]`,
// where `run({ appUrl, originUrl, appLines })` returns `{ figure, ok }`; appLines are the app's log lines;
// `seconds` bounds an attack that must outwait a limit (ATTACK_SECONDS otherwise).
//   node bench/hostile.mjs [--only <text in an attack's name>]
import { rmSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { startApp, startOrigin } from '../scripts/stack.mjs'
import { attacks as limitAttacks } from './hostile-limits.mjs'
import { attacks as tableAttacks } from './hostile-table.mjs'

const { values: args } = parseArgs({ options: { only: { type: 'string' } } })
const ORIGIN_PORT = 4397
const APP_PORT = 8897
const ATTACK_SECONDS = 120

for (const dir of ['.wrangler/bench-hostile', '.wrangler/bench-hostile-app']) rmSync(dir, { recursive: true, force: true })
const appLines = []
const origin = await startOrigin({ port: ORIGIN_PORT, persistTo: '.wrangler/bench-hostile', appPort: APP_PORT })
const app = await startApp({ port: APP_PORT, platformUrl: origin.url, persistTo: '.wrangler/bench-hostile-app', onLine: (_label, line) => void appLines.push(line) })
const stop = () => Promise.allSettled([app.stop(), origin.stop()])
process.on('SIGINT', () => void stop().then(() => process.exit(130)))

const chosen = [...tableAttacks, ...limitAttacks].filter(({ name }) => !args.only || name.includes(args.only))
const rows = []
for (const { name, budget, run, seconds = ATTACK_SECONDS } of chosen) {
  const started = Date.now()
  const outcome = await Promise.race([
    run({ appUrl: app.url, originUrl: origin.url, appLines }).catch((error) => ({ figure: `failed: ${error.message}`, ok: false })),
    new Promise((resolve) => setTimeout(() => resolve({ figure: `not done in ${seconds} s`, ok: false }), seconds * 1000).unref()),
  ])
  rows.push({ attack: name, figure: outcome.figure, budget, pass: outcome.ok ? 'yes' : 'NO', s: Math.round((Date.now() - started) / 100) / 10 })
  console.log(`${outcome.ok ? 'pass' : 'FAIL'}  ${name}: ${outcome.figure} (budget: ${budget})`)
}
console.table(rows)
await stop()
process.exit(rows.every((row) => row.pass === 'yes') ? 0 : 1)
