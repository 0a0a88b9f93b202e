// Starts the sandbox origin (origin/) in workerd through `wrangler dev`, on its own port and D1 state.
import { spawn, execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const START_TIMEOUT_MS = 60_000
const STOP_TIMEOUT_MS = 10_000

export interface OriginOptions {
  port: number
  /** D1 state directory, relative to the project root. */
  persistTo: string
  /** Return the state to the demo seed first (default true); false keeps what the last run left. */
  reset?: boolean
}

export interface RunningOrigin {
  url: string
  stop(): Promise<void>
}

// Keep wrangler off the network: no metrics, no download of the Request.cf object.
const quietEnv = (publicUrl: string): NodeJS.ProcessEnv => ({
  ...process.env,
  CI: 'true',
  PUBLIC_URL: publicUrl,
  WRANGLER_SEND_METRICS: 'false',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
})

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1_000) })
    return response.ok
  } catch {
    return false
  }
}

export async function startOrigin({ port, persistTo, reset = true }: OriginOptions): Promise<RunningOrigin> {
  const url = `http://127.0.0.1:${port}`
  const env = quietEnv(url)
  // The seed writes base_url from PUBLIC_URL, so it must be the URL this origin listens on.
  if (reset) await promisify(execFile)('bash', ['origin/scripts/reset.sh', persistTo], { cwd: ROOT, env })

  const args = ['wrangler', 'dev', '-c', 'origin/wrangler.jsonc', '--port', String(port), '--ip', '127.0.0.1']
  args.push('--persist-to', persistTo, '--var', `PUBLIC_URL:${url}`, '--show-interactive-dev-session=false')
  // Detached: its own process group, so stop() also ends workerd, which would otherwise stay behind.
  const child = spawn('npx', args, { cwd: ROOT, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  let exitCode: number | null | undefined
  const exited = new Promise<void>((resolve) =>
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
      const killed = await Promise.race([exited.then(() => true), sleep(STOP_TIMEOUT_MS).then(() => false)])
      if (!killed) process.kill(-child.pid, 'SIGKILL')
    }
    // The port must be free before a restart reuses it.
    for (let waited = 0; waited < STOP_TIMEOUT_MS && (await answers(`${url}/__sandbox/health`)); waited += 200) {
      await sleep(200)
    }
  }

  const deadline = Date.now() + START_TIMEOUT_MS
  while (!(await answers(`${url}/__sandbox/health`))) {
    if (exitCode !== undefined || Date.now() > deadline) {
      await stop()
      const why = exitCode !== undefined ? `exited with ${exitCode}` : `not healthy after ${START_TIMEOUT_MS} ms`
      throw new Error(`sandbox origin on ${url} ${why}:\n${output}`)
    }
    await sleep(250)
  }
  return { url, stop }
}
