// `npm test`: the committed production values are placeholders, and deploy:check must refuse them,
// naming each one. Runs `npm run deploy:check -- --env production` and fails unless it is refused
// and its answer names every REPLACE_WITH_… value of wrangler.jsonc's env.production.
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseJsonc, ROOT } from './worker-options.mjs'

const ENV = process.argv[2] ?? 'production'
const config = parseJsonc(readFileSync(join(ROOT, 'wrangler.jsonc'), 'utf8')).env[ENV]
const placeholders = JSON.stringify(config).match(/REPLACE_WITH_[A-Z0-9_]+/g) ?? []

const check = spawnSync(process.execPath, ['scripts/deploy-check.mjs', '--env', ENV], { cwd: ROOT, encoding: 'utf8' })
const answer = `${check.stdout}${check.stderr}`
const unnamed = placeholders.filter((placeholder) => !answer.includes(placeholder))

if (placeholders.length === 0) fail(`env.${ENV} has no placeholder left: this test is for the committed values`)
if (check.status !== 1) fail(`deploy:check --env ${ENV} did not refuse (exit ${check.status})`)
if (unnamed.length > 0) fail(`deploy:check --env ${ENV} refused without naming ${unnamed.join(', ')}`)
console.log(`deploy:check --env ${ENV} refuses the committed placeholders, naming each (${placeholders.length}):`)
console.log(answer.trimEnd())

function fail(message) {
  console.error(`${message}\n${answer}`)
  process.exit(1)
}
