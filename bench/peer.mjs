// The Next.js peer (../shared/peers/nextjs-menu): copied to .bench/peer (its folder is read-only),
// installed and built there once, and started on :3100 unless something answers there already.
import { execFileSync, spawn } from 'node:child_process'
import { cpSync, existsSync, rmSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { ROOT } from '../scripts/worker-options.mjs'

const PEER_SOURCE = join(ROOT, '../shared/peers/nextjs-menu')
export const PEER = join(ROOT, '.bench/peer')
const PEER_PORT = 3100

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
const log = (line) => process.stderr.write(`${line}\n`)
const answers = async (url) => {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2000), redirect: 'manual' })).status < 500
  } catch {
    return false
  }
}

function newestMtime(dir) {
  let newest = 0
  for (const entry of ['app', 'components', 'lib', 'stores', 'data', 'package.json', 'next.config.ts']) {
    const path = join(dir, entry)
    if (!existsSync(path)) continue
    const stat = statSync(path)
    newest = Math.max(newest, stat.isDirectory() ? Math.max(...execFileSync('find', [path, '-type', 'f', '-printf', '%T@\n']).toString().trim().split('\n').map(Number)) * 1000 : stat.mtimeMs)
  }
  return newest
}

/** A writable copy of the peer's folder: its measure.sh keeps its tools and results beside itself. */
export function copyPeer() {
  rmSync(PEER, { recursive: true, force: true })
  cpSync(PEER_SOURCE, PEER, { recursive: true })
  execFileSync('chmod', ['-R', 'u+w', PEER])
}

export async function peerUrl() {
  const url = `http://127.0.0.1:${PEER_PORT}/en`
  if (await answers(url)) return { url, stop: async () => {} }
  if (!existsSync(join(PEER, '.next/BUILD_ID')) || newestMtime(PEER_SOURCE) > statSync(join(PEER, '.next/BUILD_ID')).mtimeMs) {
    log('preparing the Next.js peer in .bench/peer (npm install, next build) ...')
    copyPeer()
    // Its README: npm install, not npm ci (the lockfile lacks other platforms' optional packages).
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: PEER, stdio: ['ignore', 'ignore', 'inherit'] })
    execFileSync('npx', ['next', 'build'], { cwd: PEER, stdio: ['ignore', 'ignore', 'inherit'] })
  }
  const child = spawn(join(PEER, 'node_modules/.bin/next'), ['start', '-p', String(PEER_PORT)], { cwd: PEER, detached: true, stdio: 'ignore' })
  for (let waited = 0; !(await answers(url)); waited += 250) {
    if (waited > 60_000) throw new Error('the Next.js peer did not start')
    await sleep(250)
  }
  return {
    url,
    stop: async () => {
      try {
        process.kill(-child.pid, 'SIGTERM')
      } catch {
        // already gone
      }
    },
  }
}
