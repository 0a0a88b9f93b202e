import { Hono } from 'hono'
import type { AppEnv } from '../app-env'

/**
 * SPEC §7 runtime configuration, `GET /config.json` with `base_api`. The browser talks only to this
 * Worker, so the base it may know is the Worker's own `/api`; the platform's address and its
 * credentials stay in the Worker.
 */
export const runtimeConfig = new Hono<AppEnv>().get('/config.json', (c) => {
  c.header('cache-control', 'public, max-age=300')
  return c.json({ base_api: '/api' })
})
