// The deploy of the README (`npm run deploy`) as a dry run on the built Worker: it must bundle, fit the
// Workers size limits, and start quickly. Prints the upload size (raw and gzip) and the startup time.
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { Miniflare } from 'miniflare'
import { ROOT } from './worker-options.mjs'

const OUT = join(ROOT, '.wrangler/deploy-check')
// Workers limits on the compressed Worker (assets apart): 3 MB on the free plan, 10 MB on paid plans.
const FREE_LIMIT = 3 * 1024 * 1024
const STARTUP_RUNS = 5

rmSync(OUT, { recursive: true, force: true })
execFileSync('npm', ['run', '--silent', 'deploy', '--', '--dry-run', '--outdir', OUT], {
  cwd: ROOT,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false' },
})

const files = readdirSync(OUT, { recursive: true }).filter((file) => /\.m?js$/.test(file))
const code = Buffer.concat(files.map((file) => readFileSync(join(OUT, file))))
const gzip = gzipSync(code, { level: 9 }).length
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`

/** Milliseconds until workerd serves the Worker: its modules parsed and their top level run. */
async function startupMs(options) {
  const times = []
  for (let run = 0; run < STARTUP_RUNS; run++) {
    const started = performance.now()
    const mf = new Miniflare({ ...options, port: 0, cf: false, logRequests: false })
    await mf.ready
    times.push(performance.now() - started)
    await mf.dispose()
  }
  return times.sort((a, b) => a - b)[Math.floor(STARTUP_RUNS / 2)]
}

const modules = ['index.mjs', ...files.filter((file) => file !== 'index.mjs')].map((file) => ({ type: 'ESModule', path: join(OUT, file) }))
const compatibilityDate = JSON.parse(readFileSync(join(ROOT, 'dist/server/wrangler.json'), 'utf8')).compatibility_date
const worker = await startupMs({ modules, modulesRoot: OUT, compatibilityDate, kvNamespaces: ['VENUES'] })
const empty = await startupMs({ modules: true, script: 'export default { fetch: () => new Response("") }', compatibilityDate })

console.log(`deploy dry run: ${files.length} modules, ${kb(code.length)} raw, ${kb(gzip)} gzip (Workers limit ${kb(FREE_LIMIT)} gzip on the free plan)`)
console.log(`startup: workerd ready in ${worker.toFixed(0)} ms with the Worker, ${empty.toFixed(0)} ms with an empty one: ${(worker - empty).toFixed(0)} ms of our own (median of ${STARTUP_RUNS})`)
if (gzip > FREE_LIMIT) {
  console.error('The Worker is over the size limit.')
  process.exit(1)
}
