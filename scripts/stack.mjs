// Starts the sandbox origin and the app Worker, each in a process of its own (scripts/serve.mjs, which
// runs workerd through Miniflare's API), and stops them for good: used by `npm start`, the tests and the
// benchmarks. Each server runs in its own process group, so a stop reaches workerd too.
import { spawn } from 'node:child_process'
import { portHolder, portIsFree } from './port-holder.mjs'
import { ROOT } from './worker-options.mjs'

export { ROOT }

const START_TIMEOUT_MS = 90_000
const STOP_GRACE_MS = 5_000
// Kept in memory per server: enough to explain a failed start, bounded for a server left up for days.
const LOG_TAIL_LINES = 200

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
// A deadline in a race: it must not keep the process alive once the race is won.
const deadline = (ms) => new Promise((resolve) => setTimeout(resolve, ms).unref())

// Every group still running when this process exits, however it exits, gets SIGKILL.
const liveGroups = new Set()
process.on('exit', () => {
  for (const pid of liveGroups) killGroup(pid, 'SIGKILL')
})

function killGroup(pid, signal) {
  try {
    process.kill(-pid, signal)
  } catch {
    // The group is already gone.
  }
}

/** Throws, naming the process that holds it, when `port` is taken. */
export async function refuseTakenPort(label, port) {
  if (await portIsFree(port)) return
  const holder = portHolder(port)
  throw new Error(`${label}: port ${port} is taken${holder ? ` by ${holder}` : ''}. Stop it, or choose another port.`)
}

/** The last lines of a stream of text, never more than `limit`. */
function logTail(limit, onLine) {
  const lines = []
  let partial = ''
  return {
    push(chunk) {
      const parts = (partial + chunk).split('\n')
      partial = parts.pop() ?? ''
      if (partial.length > 4096) {
        parts.push(partial)
        partial = ''
      }
      for (const line of parts) {
        lines.push(line)
        if (lines.length > limit) lines.shift()
        onLine?.(line)
      }
    },
    text: () => [...lines, partial].join('\n'),
  }
}

/**
 * A server process: `start()` resolves once it answers, `stop()` ends it (SIGTERM, then SIGKILL after a
 * grace period), `kill()` ends it at once as a crash would, `exited` tells of an exit nobody asked for.
 */
function serverProcess(label, spec, { onLine, onExit } = {}) {
  let child = null
  let exited = Promise.resolve()
  const tail = logTail(LOG_TAIL_LINES, onLine && ((line) => onLine(label, line)))

  async function start() {
    await refuseTakenPort(label, spec.port)
    const started = spawn(process.execPath, ['scripts/serve.mjs', JSON.stringify(spec)], {
      cwd: ROOT,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    })
    child = started
    liveGroups.add(started.pid)
    started.stdout.setEncoding('utf8').on('data', tail.push)
    started.stderr.setEncoding('utf8').on('data', tail.push)
    let expected = false
    exited = new Promise((resolve) =>
      started.once('exit', (code, signal) => {
        liveGroups.delete(started.pid)
        // workerd shares the group: a child that died alone must not leave it serving.
        killGroup(started.pid, 'SIGKILL')
        if (child === started) child = null
        if (!expected) onExit?.(label, code ?? signal)
        resolve()
      }),
    )
    started.expectExit = () => (expected = true)
    const ready = await Promise.race([
      new Promise((resolve) => started.on('message', (message) => message?.ready && resolve(true))),
      exited.then(() => false),
      deadline(START_TIMEOUT_MS).then(() => false),
    ])
    if (!ready) {
      await stop()
      throw new Error(`${label} did not start on port ${spec.port}:\n${tail.text()}`)
    }
  }

  async function stop() {
    const running = child
    if (!running) return
    running.expectExit()
    killGroup(running.pid, 'SIGTERM')
    const ended = await Promise.race([exited.then(() => true), deadline(STOP_GRACE_MS).then(() => false)])
    if (!ended) {
      killGroup(running.pid, 'SIGKILL')
      await exited
    }
    await portReleased()
  }

  async function kill() {
    const running = child
    if (!running) return
    running.expectExit()
    killGroup(running.pid, 'SIGKILL')
    await exited
    await portReleased()
  }

  // A restart on the same port must find it free.
  async function portReleased() {
    for (let waited = 0; waited < STOP_GRACE_MS && !(await portIsFree(spec.port)); waited += 100) await sleep(100)
  }

  const urls = Array.from({ length: spec.dataCentres ?? 1 }, (_, index) => `http://127.0.0.1:${spec.port + index}`)
  return { url: urls[0], urls, start, stop, kill, output: tail.text, running: () => child !== null }
}

async function started(server) {
  await server.start()
  return {
    url: server.url,
    urls: server.urls,
    stop: server.stop,
    /** Ends the server at once, as a crash or the OOM killer would (SIGKILL to its whole group). */
    kill: server.kill,
    restart: async () => {
      await server.stop()
      await server.start()
    },
    start: server.start,
    output: server.output,
  }
}

/** Where the sandbox origin posts order progress to the app Worker on `appPort`. */
export const orderWebhookUrl = (appPort) => `http://127.0.0.1:${appPort}/api/hooks/order-progress`

/**
 * The sandbox origin on `port` with its D1 state in `persistTo` (reset to the demo seed unless `reset: false`).
 * `appPort`: the app Worker that gets its order webhooks (none without). The kitchen stands still, so
 * orders move only through /__sandbox and tests stay deterministic, unless `kitchenRunsByItself`
 * (KITCHEN_STEP_SECONDS of origin/wrangler.jsonc). `vars` override the origin's vars. `generatedVenues`
 * ({count, large}): that many generated venues besides the demo's (origin/seed/grand-venue.mjs).
 */
export async function startOrigin({ port, persistTo, reset = true, appPort, kitchenRunsByItself = false, vars = {}, generatedVenues, onLine, onExit }) {
  const originVars = {
    ...(kitchenRunsByItself ? {} : { KITCHEN_STEP_SECONDS: '0' }),
    ...(appPort ? { ORDER_WEBHOOK_URL: orderWebhookUrl(appPort) } : {}),
    ...vars,
  }
  const spec = { kind: 'origin', port, persistTo, reset, vars: originVars, generatedVenues }
  const origin = await started(serverProcess('sandbox origin', spec, { onLine, onExit }))
  // A restart keeps what happened since (orders, bookings): only the first start resets.
  spec.reset = false
  return origin
}

/**
 * The built app Worker (dist/) on `port`, talking to the platform at `platformUrl`, with its KV and
 * Cache API state in `persistTo`. `vars` overrides wrangler vars (e.g. a short MENU_TTL_SECONDS in tests).
 * Every demo venue's webhook secret is written to its KV at each start; `webhookSecrets` (host → secrets,
 * newest first, or none) replaces some. `dataCentres`: served as that many data centres, each with its
 * own cache and isolate, on `port` and the ports after it (`urls`; scripts/worker-options.mjs).
 * `inspectorPort`: the V8 inspector of its isolates, for a benchmark to read their heaps.
 * `knownVenueHosts`: hosts served before, which the cap on look-ups of unknown hosts does not count.
 */
export async function startApp({ port, platformUrl, persistTo, vars = {}, webhookSecrets = {}, dataCentres = 1, inspectorPort, knownVenueHosts, onLine, onExit }) {
  for (let index = 1; index < dataCentres; index++) await refuseTakenPort(`data centre ${index}`, port + index)
  const spec = { kind: 'app', port, persistTo, vars: { PLATFORM_URL: platformUrl, PUBLIC_PORT: String(port), ...vars }, webhookSecrets, dataCentres, inspectorPort, knownVenueHosts }
  return started(serverProcess('app Worker', spec, { onLine, onExit }))
}
