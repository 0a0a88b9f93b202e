// Starts the sandbox origin and the app Worker in workerd (wrangler dev), each in its own process
// group, on chosen ports and local state. Used by `npm start`, the tests and the benchmarks.
import { execFile, spawn } from 'node:child_process'
import { existsSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

export const ROOT = fileURLToPath(new URL('..', import.meta.url))
const START_TIMEOUT_MS = 90_000
const STOP_TIMEOUT_MS = 10_000

// The sandbox platform's service account (origin/wrangler.jsonc). Real credentials are Worker secrets.
const SANDBOX_SECRETS = {
  PLATFORM_CLIENT_ID: 'ordering-webapp',
  PLATFORM_CLIENT_SECRET: 'sandbox-client-secret',
  PLATFORM_USERNAME: 'webapp@sandbox.example',
  PLATFORM_PASSWORD: 'sandbox-password',
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

// Keep wrangler off the network: no metrics, no download of the Request.cf object.
const quietEnv = (extra = {}) => ({
  ...process.env,
  CI: 'true',
  WRANGLER_SEND_METRICS: 'false',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  ...extra,
})

async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1_000), redirect: 'manual' })
    return response.status < 500
  } catch {
    return false
  }
}

/** Writes the local secrets file `wrangler dev` reads next to the built Worker's config. */
export function writeDevVars() {
  const body = Object.entries(SANDBOX_SECRETS).map(([key, value]) => `${key}=${value}`).join('\n') + '\n'
  if (!existsSync(`${ROOT}.dev.vars`)) writeFileSync(`${ROOT}.dev.vars`, body)
  if (existsSync(`${ROOT}dist/server`)) writeFileSync(`${ROOT}dist/server/.dev.vars`, body)
}

/** Spawns `npx wrangler dev …` detached and resolves once `healthUrl` answers; `stop()` ends the whole group. */
async function startWrangler(label, args, healthUrl, env) {
  const child = spawn('npx', ['wrangler', 'dev', ...args, '--show-interactive-dev-session=false'], {
    cwd: ROOT,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk.toString()))
  child.stderr.on('data', (chunk) => (output += chunk.toString()))
  let exitCode
  const exited = new Promise((resolve) =>
    child.once('exit', (code) => {
      exitCode = code
      resolve()
    }),
  )
  const stop = async () => {
    if (exitCode === undefined && child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM')
      } catch {
        // the group is already gone
      }
      const ended = await Promise.race([exited.then(() => true), sleep(STOP_TIMEOUT_MS).then(() => false)])
      if (!ended) process.kill(-child.pid, 'SIGKILL')
    }
    // The port must be free before a restart reuses it.
    for (let waited = 0; waited < STOP_TIMEOUT_MS && (await answers(healthUrl)); waited += 200) await sleep(200)
  }
  const deadline = Date.now() + START_TIMEOUT_MS
  while (!(await answers(healthUrl))) {
    if (exitCode !== undefined || Date.now() > deadline) {
      await stop()
      const why = exitCode !== undefined ? `exited with ${exitCode}` : `did not answer in ${START_TIMEOUT_MS} ms`
      throw new Error(`${label} ${why}:\n${output}`)
    }
    await sleep(250)
  }
  return { stop, output: () => output }
}

/** The sandbox origin on `port` with its D1 state in `persistTo` (reset to the demo seed unless `reset: false`). */
export async function startOrigin({ port, persistTo, reset = true }) {
  const url = `http://127.0.0.1:${port}`
  // The seed writes base_url from PUBLIC_URL, so it must be the URL this origin listens on.
  const env = quietEnv({ PUBLIC_URL: url })
  // A kept state still gets the migrations added since it was seeded.
  const prepare = reset ? 'origin/scripts/reset.sh' : 'origin/scripts/migrate.sh'
  await promisify(execFile)('bash', [prepare, persistTo], { cwd: ROOT, env })
  const args = ['-c', 'origin/wrangler.jsonc', '--port', String(port), '--ip', '127.0.0.1', '--persist-to', persistTo]
  args.push('--var', `PUBLIC_URL:${url}`)
  const running = await startWrangler('sandbox origin', args, `${url}/__sandbox/health`, env)
  return { url, ...running }
}

/**
 * The built app Worker (dist/) on `port`, talking to the platform at `platformUrl`, with its KV and
 * Cache API state in `persistTo`. `vars` overrides wrangler vars (e.g. a short MENU_TTL_SECONDS in tests).
 */
export async function startApp({ port, platformUrl, persistTo, vars = {} }) {
  writeDevVars()
  const args = ['-c', 'dist/server/wrangler.json', '--port', String(port), '--ip', '127.0.0.1', '--persist-to', persistTo]
  for (const [key, value] of Object.entries({ PLATFORM_URL: platformUrl, ...vars })) args.push('--var', `${key}:${value}`)
  const running = await startWrangler('app Worker', args, `http://127.0.0.1:${port}/favicon.svg`, quietEnv())
  return { url: `http://127.0.0.1:${port}`, ...running }
}
