// A deployed environment's build, its dry run and what refuses it: shared by `npm run deploy:check --
// --env <name>` and `npm run deploy -- --env <name>`, so what is deployed is what was checked.
import { spawnSync } from 'node:child_process'
import { readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { deployProblems } from './deploy-rules.mjs'
import { parseJsonc, ROOT } from './worker-options.mjs'

const WRANGLER_ENV = { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false' }

/** Where an environment is built: apart from dist/, which stays the local build that npm start serves. */
export const envBuildDir = (env) => join(ROOT, '.wrangler/env-build', env)
/** The configuration wrangler deploys for that build: the environment already resolved by the Vite plugin. */
export const envConfigPath = (env) => join(envBuildDir(env), 'server/wrangler.json')

/** `--env <name>` or `--env=<name>` among the arguments, and the other arguments. */
export function envArgument(args) {
  const rest = []
  let env
  for (let i = 0; i < args.length; i++) {
    const match = /^(?:--env|-e)(?:=(.*))?$/.exec(args[i])
    if (!match) rest.push(args[i])
    else env = match[1] ?? args[++i]
  }
  return { env, rest }
}

/** The environments wrangler.jsonc defines. */
export function definedEnvironments() {
  return Object.keys(parseJsonc(readFileSync(join(ROOT, 'wrangler.jsonc'), 'utf8')).env ?? {})
}

function run(command, args, env) {
  const result = spawnSync(command, args, { cwd: ROOT, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  return { ok: result.status === 0, output: `${result.stdout ?? ''}${result.stderr ?? ''}` }
}

/**
 * Builds the Worker for `env` (the Vite plugin picks the environment from CLOUDFLARE_ENV), runs
 * `wrangler deploy --dry-run --env <env>` on that build (offline: no login, no network), and reads
 * what would be deployed. Returns the problems found, every one, and the dry run's output.
 */
export function checkEnvironment(env) {
  if (!definedEnvironments().includes(env)) {
    return { problems: [`wrangler.jsonc has no environment "${env}" (it has: ${definedEnvironments().join(', ')})`], output: '' }
  }
  const dir = envBuildDir(env)
  rmSync(dir, { recursive: true, force: true })
  const build = run('npx', ['vite', 'build', '--outDir', dir, '--logLevel', 'warn'], { ...process.env, CLOUDFLARE_ENV: env })
  if (!build.ok) return { problems: [`the build for "${env}" failed:\n${build.output.trim()}`], output: build.output }

  const outdir = join(ROOT, '.wrangler/deploy-check', env)
  rmSync(outdir, { recursive: true, force: true })
  const dryRun = run('npx', ['wrangler', 'deploy', '--dry-run', '--env', env, '-c', envConfigPath(env), '--outdir', outdir], WRANGLER_ENV)
  const config = JSON.parse(readFileSync(envConfigPath(env), 'utf8'))
  const problems = deployProblems(config, env)
  if (!dryRun.ok) problems.unshift(`wrangler deploy --dry-run --env ${env} failed:\n${dryRun.output.trim()}`)
  return { problems, output: dryRun.output, config }
}
