// Deploys one environment, only once its check passes, and exactly the build that was checked.
//   npm run deploy -- --env <name> [--tag <tag>] [--message <text>]   all traffic to the new version
//   npm run deploy:version -- --env <name> [--tag …]                    a version that takes no traffic yet
//                                                                         (then `wrangler versions deploy`)
// Other arguments go to wrangler as they are. There is no deploy without --env: the top level of
// wrangler.jsonc is the local setup.
import { spawnSync } from 'node:child_process'
import { checkEnvironment, definedEnvironments, envArgument, envConfigPath } from './deploy-env.mjs'
import { ROOT } from './worker-options.mjs'

const args = process.argv.slice(2)
const versionOnly = args.includes('--version-only')
const { env, rest } = envArgument(args.filter((arg) => arg !== '--version-only'))
if (!env) {
  console.error(`Name the environment: npm run deploy -- --env <${definedEnvironments().filter((name) => name !== 'example').join('|')}>`)
  process.exit(1)
}

if (env === 'example') {
  console.error('The example environment is what deploy:check is tested on: its values are fake. Deploy staging or production.')
  process.exit(1)
}

const { problems } = checkEnvironment(env)
if (problems.length > 0) {
  console.error(`Not deployed: ${env} is not ready (npm run deploy:check -- --env ${env}):`)
  for (const problem of problems) console.error(`  - ${problem}`)
  process.exit(1)
}

// The configuration built for the environment, named explicitly: wrangler would otherwise follow
// .wrangler/deploy/config.json, which points at whatever was built last (often the local build).
const command = versionOnly ? ['versions', 'upload'] : ['deploy']
const result = spawnSync('npx', ['wrangler', ...command, '--env', env, '-c', envConfigPath(env), ...rest], { cwd: ROOT, stdio: 'inherit' })
process.exit(result.status ?? 1)
