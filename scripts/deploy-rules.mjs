// What refuses a deploy of an environment (`npm run deploy:check -- --env <name>`): read from the
// configuration wrangler would deploy, each problem named, all of them at once.

// The secrets server/env.ts refuses to start without; each environment declares them in
// `secrets.required`, so that wrangler stops a deploy while one is not set.
export const REQUIRED_SECRETS = ['PLATFORM_CLIENT_ID', 'PLATFORM_CLIENT_SECRET', 'PLATFORM_USERNAME', 'PLATFORM_PASSWORD', 'VISITOR_KEY', 'VAPID_PRIVATE_KEY']
// The Durable Objects the Worker cannot serve without (limits, live order progress, the shared table, menus).
export const REQUIRED_DURABLE_OBJECTS = ['ATTEMPTS', 'ORDER_WATCH', 'TABLE_ROOM', 'MENU_OWNER']

const PLACEHOLDER = /REPLACE_WITH/i
// What `wrangler kv namespace create` gives: 32 hexadecimal characters.
const KV_ID = /^[0-9a-f]{32}$/
// Addresses that are this machine wherever the Worker runs.
const LOOPBACK = /^(localhost|.*\.localhost|127(\.\d{1,3}){3}|0\.0\.0\.0|\[::1?\]|\[::ffff:127(\.\d{1,3}){3}\])$/i
// Keys of a built configuration that say where it came from, not what is deployed.
const PROVENANCE = new Set(['configPath', 'userConfigPath', 'topLevelName', 'definedEnvironments', 'targetEnvironment'])

/**
 * Every reason not to deploy `config` (a configuration as wrangler resolves it for one environment,
 * e.g. the build's `server/wrangler.json`) as `env`: placeholder or local KV ids, a loopback or http:
 * platform, an undeclared secret, no route, a missing Durable Object, any other placeholder left.
 */
export function deployProblems(config, env) {
  const problems = []
  const named = new Set()
  const name = (path, problem) => {
    named.add(path)
    problems.push(problem)
  }

  const namespaces = config.kv_namespaces ?? []
  if (namespaces.length === 0) problems.push(`no KV namespace: env.${env}.kv_namespaces needs VENUES with its id`)
  namespaces.forEach((kv, i) => {
    const path = `kv_namespaces[${i}].id`
    const id = String(kv.id ?? '')
    if (PLACEHOLDER.test(id)) name(path, `KV namespace ${kv.binding}: the id "${id}" is a placeholder; put the id \`wrangler kv namespace create\` printed`)
    else if (!KV_ID.test(id)) name(path, `KV namespace ${kv.binding}: the id "${id}" is a local one, not a namespace of the account (32 hexadecimal characters)`)
  })

  problems.push(...platformUrlProblems(config.vars?.PLATFORM_URL, env))
  named.add('vars.PLATFORM_URL')

  // The sandbox's push service (decision 079): a deployed Worker posts to the browsers' own only.
  if (config.vars?.PUSH_SERVICE_ORIGINS) {
    name('vars.PUSH_SERVICE_ORIGINS', `PUSH_SERVICE_ORIGINS is set in env.${env}.vars: it names a sandbox's push service, never deployed`)
  }

  const declared = new Set(config.secrets?.required ?? [])
  for (const secret of REQUIRED_SECRETS) {
    if (!declared.has(secret)) problems.push(`secret ${secret} is not declared in env.${env}.secrets.required`)
  }

  const routes = [...(config.routes ?? []), ...(config.route ? [config.route] : [])]
  if (routes.length === 0) problems.push(`no route or custom domain: env.${env}.routes needs the SaaS zone's "*/*" (docs/operating.md)`)
  const routeKey = config.routes ? 'routes' : 'route'
  routes.forEach((route, i) => {
    for (const [key, value] of Object.entries(typeof route === 'string' ? { pattern: route } : route)) {
      const path = typeof route === 'string' ? `${routeKey}[${i}]` : `${routeKey}[${i}].${key}`
      if (typeof value === 'string' && PLACEHOLDER.test(value)) name(path, `route ${i + 1}: ${key} "${value}" is a placeholder; put the Cloudflare for SaaS zone`)
    }
  })

  const objects = new Set((config.durable_objects?.bindings ?? []).map((binding) => binding.name))
  for (const binding of REQUIRED_DURABLE_OBJECTS) {
    if (!objects.has(binding)) problems.push(`Durable Object binding ${binding} is missing from env.${env}.durable_objects`)
  }

  for (const [path, value] of placeholders(config)) {
    if (!named.has(path)) problems.push(`${path} is a placeholder: "${value}"`)
  }
  return problems
}

function platformUrlProblems(value, env) {
  if (value === undefined) return [`PLATFORM_URL is not set in env.${env}.vars`]
  if (PLACEHOLDER.test(value)) return [`PLATFORM_URL "${value}" is a placeholder; put the platform's https address`]
  let url
  try {
    url = new URL(value)
  } catch {
    return [`PLATFORM_URL "${value}" is not a URL`]
  }
  const problems = []
  if (url.protocol !== 'https:') problems.push(`PLATFORM_URL "${value}" is ${url.protocol}, not https: (the service credentials and tokens would cross the network in clear)`)
  if (LOOPBACK.test(url.hostname)) problems.push(`PLATFORM_URL "${value}" is a loopback address: on Cloudflare it reaches nothing`)
  return problems
}

/** Every string value of the configuration written as a placeholder, with its path. */
function placeholders(value, path = '') {
  if (typeof value === 'string') return PLACEHOLDER.test(value) ? [[path, value]] : []
  if (Array.isArray(value)) return value.flatMap((item, i) => placeholders(item, `${path}[${i}]`))
  if (value && typeof value === 'object') {
    return Object.entries(value)
      .filter(([key]) => !(path === '' && PROVENANCE.has(key)))
      .flatMap(([key, item]) => placeholders(item, path ? `${path}.${key}` : key))
  }
  return []
}
