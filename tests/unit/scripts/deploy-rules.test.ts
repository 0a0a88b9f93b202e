import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { deployProblems, REQUIRED_SECRETS } from '../../../scripts/deploy-rules.mjs'
import { parseJsonc } from '../../../scripts/worker-options.mjs'

type Config = Record<string, unknown> & { env: Record<string, Record<string, unknown>> }
const wrangler = parseJsonc(readFileSync('wrangler.jsonc', 'utf8')) as Config

// What the Vite plugin writes for an environment: the top level's inherited keys, then the environment's.
const resolved = (env: string) => ({ name: `ordering-webapp-${env}`, migrations: wrangler.migrations, ...wrangler.env[env] })

describe('deploy rules', () => {
  it('let the example environment through', () => {
    expect(deployProblems(resolved('example'), 'example')).toEqual([])
  })

  it('name each placeholder of the committed production values', () => {
    const problems = deployProblems(resolved('production'), 'production')
    expect(problems).toHaveLength(4)
    expect(problems.join('\n')).toContain('REPLACE_WITH_PRODUCTION_VENUES_KV_ID')
    expect(problems.join('\n')).toContain('REPLACE_WITH_OPERATIONS_EMAIL')
    expect(problems.join('\n')).toContain('REPLACE_WITH_PLATFORM_HOST')
    expect(problems.join('\n')).toContain('REPLACE_WITH_SAAS_ZONE')
  })

  it('refuse the local setup for every reason at once: local KV id, http and loopback platform, no secret declared, no route', () => {
    const problems = deployProblems({ ...wrangler, env: undefined }, 'local')
    expect(problems).toEqual([
      expect.stringMatching(/KV namespace VENUES: the id "venues-local" is a local one/),
      expect.stringMatching(/PLATFORM_URL "http:\/\/127\.0\.0\.1:4000" is http:/),
      expect.stringMatching(/PLATFORM_URL "http:\/\/127\.0\.0\.1:4000" is a loopback address/),
      ...REQUIRED_SECRETS.map((secret) => `secret ${secret} is not declared in env.local.secrets.required`),
      expect.stringMatching(/^no route or custom domain/),
    ])
  })

  it('name a loopback platform however it is written, and an https one on localhost', () => {
    for (const url of ['https://localhost:4000', 'https://lumiere.localhost', 'https://127.1.2.3', 'https://[::1]:8443', 'https://0.0.0.0']) {
      const problems = deployProblems({ ...resolved('example'), vars: { PLATFORM_URL: url } }, 'example')
      expect(problems, url).toEqual([`PLATFORM_URL "${url}" is a loopback address: on Cloudflare it reaches nothing`])
    }
    expect(deployProblems({ ...resolved('example'), vars: { PLATFORM_URL: 'platform' } }, 'example')).toEqual(['PLATFORM_URL "platform" is not a URL'])
  })

  it('name each required secret the environment does not declare, and a missing Durable Object', () => {
    const config = { ...resolved('example'), secrets: { required: ['PLATFORM_CLIENT_ID', 'PLATFORM_USERNAME'] }, durable_objects: { bindings: [{ name: 'ATTEMPTS', class_name: 'AttemptCounter' }] } }
    expect(deployProblems(config, 'example')).toEqual([
      'secret PLATFORM_CLIENT_SECRET is not declared in env.example.secrets.required',
      'secret PLATFORM_PASSWORD is not declared in env.example.secrets.required',
      'secret VISITOR_KEY is not declared in env.example.secrets.required',
      'secret VAPID_PRIVATE_KEY is not declared in env.example.secrets.required',
      'Durable Object binding ORDER_WATCH is missing from env.example.durable_objects',
      'Durable Object binding TABLE_ROOM is missing from env.example.durable_objects',
      'Durable Object binding MENU_OWNER is missing from env.example.durable_objects',
    ])
  })

  it("refuse a sandbox's push service in a deployed environment", () => {
    const example = resolved('example') as unknown as Record<string, unknown> & { vars: Record<string, string> }
    const config = { ...example, vars: { ...example.vars, PUSH_SERVICE_ORIGINS: 'http://127.0.0.1:4620' } }
    expect(deployProblems(config, 'example')).toEqual([expect.stringMatching(/^PUSH_SERVICE_ORIGINS is set in env\.example\.vars/)])
  })

  it('take a custom domain as a route, and name a placeholder anywhere else', () => {
    const config = { ...resolved('example'), routes: undefined, route: { pattern: 'order.example.net', custom_domain: true }, account_id: 'REPLACE_WITH_ACCOUNT_ID' }
    expect(deployProblems(config, 'example')).toEqual(['account_id is a placeholder: "REPLACE_WITH_ACCOUNT_ID"'])
  })
})
