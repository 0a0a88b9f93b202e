import { Hono } from 'hono'
import { HEALTH_PATH, type HealthAnswer } from '../../common/health'
import type { AppEnv } from '../app-env'
import { readConfig, type Config } from '../env'
import { probe } from '../health/probe'

/**
 * GET /healthz on any host (a venue's, an unknown one, the Worker's own address): the version that
 * answered, KV and the platform reachable; 200 when all is well, else 503. Never kept anywhere: each
 * ask is answered now (from this isolate's look of the last few seconds).
 */
export const healthz = new Hono<AppEnv>().get(HEALTH_PATH, async (c) => {
  let config: Config | null = null
  let configProblem: HealthAnswer['config']
  try {
    config = readConfig(c.env)
  } catch (error) {
    configProblem = { ok: false, error: error instanceof Error ? error.message : 'invalid' }
  }
  const { kv, platform, checkedAt } = await probe(config, c.env.VENUES)
  const version = c.env.CF_VERSION_METADATA ?? null
  const answer: HealthAnswer = {
    ok: !configProblem && kv.ok && platform.ok,
    version: version && { id: version.id, tag: version.tag, timestamp: version.timestamp },
    ...(configProblem ? { config: configProblem } : {}),
    kv,
    platform,
    checkedAt,
  }
  c.header('cache-control', 'no-store')
  return c.json(answer, answer.ok ? 200 : 503)
})
