// Prints the SQL an operator runs against the Analytics Engine SQL API for each metric, and the alerts
// worth setting (server/metrics/queries.ts, with the dataset's layout).
//   npm run metrics:queries                    # the dataset of wrangler.jsonc's top level
//   npm run metrics:queries -- --env production
//   npm run metrics:queries -- --dataset venue_ordering
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { build } from 'esbuild'
import { parseJsonc, ROOT } from './worker-options.mjs'

const { values } = parseArgs({ options: { env: { type: 'string' }, dataset: { type: 'string' } } })

function datasetOf(envName) {
  const config = parseJsonc(readFileSync(join(ROOT, 'wrangler.jsonc'), 'utf8'))
  const scope = envName ? config.env?.[envName] : config
  if (!scope) throw new Error(`wrangler.jsonc has no environment "${envName}"`)
  const binding = scope.analytics_engine_datasets?.find((entry) => entry.binding === 'METRICS')
  if (!binding) throw new Error(`no METRICS dataset in ${envName ? `env.${envName}` : 'the top level'} of wrangler.jsonc`)
  return binding.dataset
}

const dataset = values.dataset ?? datasetOf(values.env)
const bundle = await build({ absWorkingDir: ROOT, entryPoints: ['server/metrics/queries.ts'], bundle: true, write: false, format: 'esm', platform: 'neutral', logLevel: 'warning' })
const { metricQueries, metricAlerts } = await import(`data:text/javascript;base64,${Buffer.from(bundle.outputFiles[0].text).toString('base64')}`)

const api = 'https://api.cloudflare.com/client/v4/accounts/$CLOUDFLARE_ACCOUNT_ID/analytics_engine/sql'
console.log(`-- Dataset ${dataset}. Run each with:`)
console.log(`--   curl -s "${api}" -H "Authorization: Bearer $CLOUDFLARE_API_TOKEN" --data-binary @query.sql`)
console.log('-- (an API token with Account Analytics: Read)\n')
for (const { name, about, sql } of metricQueries(dataset)) console.log(`-- ${name}\n-- ${about}\n${sql};\n`)
console.log('-- Alerts: each returns rows only while its condition holds; run it every few minutes and page on any row.\n')
for (const { name, about, when, sql } of metricAlerts(dataset)) console.log(`-- ALERT ${name}: ${when}\n-- ${about}\n${sql};\n`)
