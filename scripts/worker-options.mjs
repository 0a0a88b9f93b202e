// Miniflare options for the two Workers, read from their wrangler configuration, so `npm start`, the
// tests and the benchmarks serve them with the bindings `wrangler deploy` gives them in production.
import { generateKeyPairSync, randomBytes } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = fileURLToPath(new URL('..', import.meta.url))

const APP_CONFIG = join(ROOT, 'dist/server/wrangler.json')
const ORIGIN_CONFIG = join(ROOT, 'origin/wrangler.jsonc')
// ORIGIN_BUNDLE=<file under the project> serves (and scripts/build-origin.mjs writes) the origin
// elsewhere, so its tests can run on a fresh bundle while dist/ serves someone else. workerd refuses a
// module path that leaves the project.
export const ORIGIN_BUNDLE = process.env.ORIGIN_BUNDLE ? resolve(ROOT, process.env.ORIGIN_BUNDLE) : join(ROOT, 'dist/origin/index.mjs')
const DEV_VARS = join(ROOT, '.dev.vars')

// The sandbox platform's service account (origin/wrangler.jsonc). Real ones are Worker secrets.
const sandboxSecrets = () => ({
  PLATFORM_CLIENT_ID: 'ordering-webapp',
  PLATFORM_CLIENT_SECRET: 'sandbox-client-secret',
  PLATFORM_USERNAME: 'webapp@sandbox.example',
  PLATFORM_PASSWORD: 'sandbox-password',
  // Signs the visitor cookie: made once per checkout, kept in .dev.vars.
  VISITOR_KEY: randomBytes(32).toString('hex'),
  // Signs Web Push messages (decision 079): a P-256 key made once per checkout, as a JWK on one line.
  VAPID_PRIVATE_KEY: JSON.stringify(generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'jwk' })),
})

const originConfig = () => parseJsonc(readFileSync(ORIGIN_CONFIG, 'utf8'))

/** The sandbox platform's webhook secret, from which it derives each venue's (scripts/venue-webhook-secrets.mjs). */
export const sandboxWebhookSecret = () => originConfig().vars.ORDER_WEBHOOK_SECRET

/** JSON with // and /* comments, as wrangler.jsonc is written; strings (URLs) keep their slashes. */
export function parseJsonc(text) {
  let out = ''
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]
    if (ch === '"') {
      const end = closingQuote(text, i)
      out += text.slice(i, end + 1)
      i = end
    } else if (ch === '/' && text[i + 1] === '/') {
      while (i < text.length && text[i] !== '\n') i++
      out += '\n'
    } else if (ch === '/' && text[i + 1] === '*') {
      i = text.indexOf('*/', i + 2) + 1
    } else out += ch
  }
  return JSON.parse(out.replace(/,(\s*[}\]])/g, '$1'))
}

function closingQuote(text, start) {
  for (let i = start + 1; i < text.length; i++) {
    if (text[i] === '\\') i++
    else if (text[i] === '"') return i
  }
  throw new Error('Unterminated string in JSONC')
}

/** The local secrets (`.dev.vars`, as wrangler reads them), created with the sandbox's on first use. */
export function localSecrets() {
  const secrets = {}
  for (const line of existsSync(DEV_VARS) ? readFileSync(DEV_VARS, 'utf8').split('\n') : []) {
    const match = /^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/.exec(line)
    if (match) secrets[match[1]] = match[2].replace(/^"(.*)"$/, '$1')
  }
  // A sandbox secret the file lacks (a newer one than the file) is added, so `vite dev` reads it too.
  const missing = Object.entries(sandboxSecrets()).filter(([key]) => !(key in secrets))
  if (missing.length > 0) {
    const before = existsSync(DEV_VARS) ? readFileSync(DEV_VARS, 'utf8') : ''
    const lines = missing.map(([key, value]) => `${key}=${value}`).join('\n')
    writeFileSync(DEV_VARS, `${before}${before && !before.endsWith('\n') ? '\n' : ''}${lines}\n`)
    Object.assign(secrets, Object.fromEntries(missing))
  }
  return secrets
}

const common = (config) => ({
  compatibilityDate: config.compatibility_date,
  compatibilityFlags: config.compatibility_flags ?? [],
})

/**
 * Every JavaScript module of a build, the entry first: Vike loads pages with dynamic imports, which
 * workerd can only resolve among modules it was given (wrangler's `find_additional_modules`).
 */
function buildModules(dir, entry) {
  const files = readdirSync(dir, { recursive: true }).filter((file) => /\.m?js$/.test(file) && file !== entry)
  return [entry, ...files].map((file) => ({ type: 'ESModule', path: join(dir, file) }))
}

const durableObjects = (config) =>
  Object.fromEntries((config.durable_objects?.bindings ?? []).map((binding) => [binding.name, { className: binding.class_name, useSQLite: true }]))

const METRICS_SINK = 'metrics-sink'

/**
 * Each Analytics Engine dataset of the app, bound to the local sink (scripts/metrics-sink.mjs), which
 * posts every datapoint to the sandbox platform's /__sandbox/metrics.
 */
const metricsSinks = (config, platformUrl) =>
  Object.fromEntries(
    (config.analytics_engine_datasets ?? []).map(({ binding, dataset }) => [
      binding,
      { scriptName: METRICS_SINK, bindings: { DATASET: dataset ?? binding, SINK_URL: new URL('/__sandbox/metrics', platformUrl).href } },
    ]),
  )

/** The Worker behind the metrics sinks: only its module, which a wrapped binding loads with the app's compatibility date. */
const metricsSinkWorker = () => ({
  name: METRICS_SINK,
  modules: [{ type: 'ESModule', path: join(ROOT, 'scripts/metrics-sink.mjs') }],
})

/** The built app Worker (dist/server) with its static assets, KV, Cache API, metrics sink and vars; `vars` override. */
export function appWorkerOptions({ vars = {} } = {}) {
  if (!existsSync(APP_CONFIG)) throw new Error('No build of the app: run `npm run build` first.')
  const config = JSON.parse(readFileSync(APP_CONFIG, 'utf8'))
  // A build made for a deployed environment (CLOUDFLARE_ENV set) carries its KV namespace and platform:
  // never served here.
  if (config.targetEnvironment) throw new Error(`dist/ holds a build for the "${config.targetEnvironment}" environment: run \`npm run build\` without CLOUDFLARE_ENV.`)
  const serverDir = join(ROOT, 'dist/server')
  const bindings = { ...config.vars, ...localSecrets(), ...vars }
  return {
    name: config.name,
    ...common(config),
    modules: buildModules(serverDir, config.main),
    modulesRoot: serverDir,
    bindings,
    kvNamespaces: Object.fromEntries((config.kv_namespaces ?? []).map((kv) => [kv.binding, kv.id])),
    durableObjects: durableObjects(config),
    versionMetadata: config.version_metadata?.binding,
    wrappedBindings: metricsSinks(config, bindings.PLATFORM_URL),
    assets: {
      directory: join(serverDir, config.assets.directory),
      routerConfig: { has_user_worker: true },
      assetConfig: { compatibility_date: config.compatibility_date, compatibility_flags: config.compatibility_flags ?? [] },
    },
  }
}

/** The sandbox origin (bundled to dist/origin by scripts/build-origin.mjs) with its D1 database and kitchens. */
export function originWorkerOptions({ vars = {} } = {}) {
  if (!existsSync(ORIGIN_BUNDLE)) throw new Error('No build of the sandbox origin: run `npm run build` first.')
  const config = originConfig()
  return {
    name: config.name,
    ...common(config),
    modules: true,
    scriptPath: ORIGIN_BUNDLE,
    bindings: { ...config.vars, ...vars },
    d1Databases: Object.fromEntries(config.d1_databases.map((db) => [db.binding, db.database_id])),
    durableObjects: durableObjects(config),
  }
}

/**
 * The app Worker as `count` data centres (docs/decisions/075), the first on the Miniflare's own port,
 * each next one on the port after. Each is a Worker of its own, so an isolate of its own, and names its
 * Cache API namespaces (DATA_CENTRE), as each Cloudflare data centre has its own cache; the KV namespace
 * is one for all, and the Durable Objects live in the first, one per id for all, as on Cloudflare.
 */
export function dataCentreWorkers({ port, vars, count }) {
  if (count <= 1) return [appWorkerOptions({ vars })]
  const workers = Array.from({ length: count }, (_, index) =>
    appWorkerOptions({ vars: { ...vars, DATA_CENTRE: `dc${index}`, PUBLIC_PORT: String(port + index) } }),
  )
  const home = workers[0].name
  return workers.map((worker, index) =>
    index === 0
      ? worker
      : {
          ...worker,
          name: `${home}-dc${index}`,
          durableObjects: Object.fromEntries(Object.entries(worker.durableObjects).map(([binding, object]) => [binding, { ...object, scriptName: home }])),
          unsafeDirectSockets: [{ host: '127.0.0.1', port: port + index }],
        },
  )
}

/**
 * Miniflare's options for one Worker on 127.0.0.1:`port` (0: any free port) with its state under
 * `persistTo` in wrangler's layout (`--persist-to X` keeps state in X/v3), so either tool opens it.
 * `dataCentres`: the app as that many data centres, on `port` and the ports after it. `inspectorPort`:
 * the V8 inspector of every isolate, at ws://127.0.0.1:<inspectorPort>/core:user:<worker name>.
 */
export function miniflareOptions({ kind, port, persistTo, vars = {}, dataCentres = 1, inspectorPort }) {
  return {
    // A benchmark reads each isolate's heap through the V8 inspector (bench/edge-scale.mjs).
    ...(inspectorPort ? { inspectorPort } : {}),
    workers: kind === 'origin' ? [originWorkerOptions({ vars })] : [...dataCentreWorkers({ port, vars, count: dataCentres }), metricsSinkWorker()],
    host: '127.0.0.1',
    port,
    defaultPersistRoot: join(ROOT, persistTo, 'v3'),
    // Off the network: the default Request.cf object instead of downloading one.
    cf: false,
    // No per-request log line through Node: requests stay inside workerd.
    logRequests: false,
  }
}

/** The origin's D1 migrations folder (wrangler's `migrations_dir`). */
export function originMigrationsDir() {
  const config = originConfig()
  return join(ROOT, 'origin', config.d1_databases[0].migrations_dir ?? 'migrations')
}
