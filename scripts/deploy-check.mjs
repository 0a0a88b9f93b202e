// A deploy as a dry run.
//   npm run deploy:check                   the local build (dist/): it must bundle, fit the Workers size
//                                          limits and start quickly; prints the upload size and startup time.
//   npm run deploy:check -- --env <name>   that environment (wrangler.jsonc `env.<name>`), built with it:
//                                          `wrangler deploy --dry-run --env <name>`, then refuses, naming
//                                          each, every problem that would make the deploy wrong
//                                          (scripts/deploy-rules.mjs).
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { Miniflare } from 'miniflare'
import { checkEnvironment, envArgument } from './deploy-env.mjs'
import { ROOT } from './worker-options.mjs'

const { env } = envArgument(process.argv.slice(2))
if (env !== undefined) process.exit(checkNamedEnvironment(env))

/** The check of one environment: 0 when it may be deployed, 1 with every problem named. */
function checkNamedEnvironment(name) {
  const { problems, output, config } = checkEnvironment(name)
  if (problems.length > 0) {
    console.error(`deploy:check --env ${name}: not ready to deploy, ${problems.length} problem${problems.length === 1 ? '' : 's'}:`)
    for (const problem of problems) console.error(`  - ${problem}`)
    return 1
  }
  const upload = /Total Upload: (.*)/.exec(output)?.[1] ?? 'size unknown'
  const routes = [...(config.routes ?? []), ...(config.route ? [config.route] : [])].map((route) => (typeof route === 'string' ? route : `${route.pattern} on ${route.zone_name ?? route.zone_id}`))
  console.log(`deploy:check --env ${name}: ready to deploy ${config.name} (dry run, upload ${upload})`)
  console.log(`  routes: ${routes.join(', ')}; workers.dev: ${config.workers_dev ? 'on' : 'off'}`)
  console.log(`  KV: ${config.kv_namespaces.map((kv) => `${kv.binding} ${kv.id}`).join(', ')}; platform: ${config.vars.PLATFORM_URL}`)
  console.log(`  secrets it needs set: ${config.secrets.required.join(', ')}`)
  console.log(`  logs: ${config.observability?.enabled ? `on, head sampling ${config.observability.head_sampling_rate ?? 1}` : 'off'}`)
  return 0
}

const OUT = join(ROOT, '.wrangler/deploy-check/local')
// Workers limits on the compressed Worker (assets apart): 3 MB on the free plan, 10 MB on paid plans.
const FREE_LIMIT = 3 * 1024 * 1024
// Our own budget, far below: every byte of the Worker is read, compiled and encoded each time an
// isolate starts (docs/decisions/030). Raised only on purpose, with the reason in docs/performance.md.
const BUDGET = 286 * 1024
const STARTUP_RUNS = 5

rmSync(OUT, { recursive: true, force: true })
execFileSync('npx', ['wrangler', 'deploy', '-c', 'dist/server/wrangler.json', '--dry-run', '--outdir', OUT], {
  cwd: ROOT,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false' },
})

const files = readdirSync(OUT, { recursive: true }).filter((file) => /\.m?js$/.test(file))
const code = Buffer.concat(files.map((file) => readFileSync(join(OUT, file))))
const gzip = gzipSync(code, { level: 9 }).length
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`

/**
 * Milliseconds until workerd serves each of `builds` (their modules parsed and their top level run),
 * median of STARTUP_RUNS, the builds started in turn so that both meet the machine in the same state.
 */
async function startupMs(builds) {
  const times = builds.map(() => [])
  for (let run = 0; run < STARTUP_RUNS; run++) {
    for (const [index, options] of builds.entries()) {
      const started = performance.now()
      const mf = new Miniflare({ ...options, port: 0, cf: false, logRequests: false })
      await mf.ready
      times[index].push(performance.now() - started)
      await mf.dispose()
    }
  }
  return times.map((runs) => runs.sort((a, b) => a - b)[Math.floor(STARTUP_RUNS / 2)])
}

const modules = ['index.mjs', ...files.filter((file) => file !== 'index.mjs')].map((file) => ({ type: 'ESModule', path: join(OUT, file) }))
const compatibilityDate = JSON.parse(readFileSync(join(ROOT, 'dist/server/wrangler.json'), 'utf8')).compatibility_date
// The empty Worker has the same bindings: Miniflare's KV storage alone adds some 7 ms, which is not our code's.
const bindings = { compatibilityDate, kvNamespaces: ['VENUES'] }
const [worker, empty] = await startupMs([
  { ...bindings, modules, modulesRoot: OUT },
  { ...bindings, modules: true, script: 'export default { fetch: () => new Response("") }' },
])

console.log(`deploy dry run: ${files.length} modules, ${kb(code.length)} raw, ${kb(gzip)} gzip (budget ${kb(BUDGET)}; Workers limit ${kb(FREE_LIMIT)} gzip on the free plan)`)
console.log(`startup: workerd ready in ${worker.toFixed(0)} ms with the Worker, ${empty.toFixed(0)} ms with an empty one: ${(worker - empty).toFixed(0)} ms of our own (median of ${STARTUP_RUNS})`)
if (gzip > FREE_LIMIT) {
  console.error('The Worker is over the size limit.')
  process.exit(1)
}
if (gzip > BUDGET) {
  console.error(`The Worker is over its budget: ${kb(gzip)} gzip, ${kb(gzip - BUDGET)} more than ${kb(BUDGET)} (node scripts/worker-bundle-report.mjs says what it holds).`)
  process.exit(1)
}
