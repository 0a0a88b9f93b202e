import { Hono } from 'hono'
import type { MiddlewareHandler } from 'hono'
import { z } from 'zod'
import { readConfig } from './env'
import type { AppEnv } from './env'
import { jsonError } from './json-response'

const tokenRequestSchema = z.object({
  grant_type: z.string(),
  username: z.string(),
  password: z.string(),
  client_id: z.string(),
  client_secret: z.string(),
})

const randomToken = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** POST /connect/token: OAuth password grant for the app's service account. */
export const tokenRoutes = new Hono<AppEnv>().post('/connect/token', async (c) => {
  const form = Object.fromEntries(new URLSearchParams(await c.req.text()))
  const request = tokenRequestSchema.safeParse(form)
  if (!request.success) return jsonError(c, 400, 'invalid_request')

  const config = readConfig(c.env)
  const { grant_type, username, password, client_id, client_secret } = request.data
  if (client_id !== config.PLATFORM_CLIENT_ID || client_secret !== config.PLATFORM_CLIENT_SECRET) {
    return jsonError(c, 401, 'invalid_client')
  }
  if (grant_type !== 'password' || username !== config.PLATFORM_USERNAME || password !== config.PLATFORM_PASSWORD) {
    return jsonError(c, 400, 'invalid_grant')
  }

  const now = Date.now()
  const token = randomToken()
  await c.env.DB.batch([
    c.env.DB.prepare('DELETE FROM service_tokens WHERE expires_at <= ?1').bind(now),
    c.env.DB.prepare('INSERT INTO service_tokens (token, expires_at) VALUES (?1, ?2)').bind(
      token,
      now + config.TOKEN_TTL_SECONDS * 1000,
    ),
  ])
  return c.json({ access_token: token, token_type: 'Bearer', expires_in: config.TOKEN_TTL_SECONDS })
})

/** Lets a platform call through only with a valid, unexpired service token. */
export const requireServiceToken = (): MiddlewareHandler<AppEnv> =>
  async function requireServiceToken(c, next) {
    const token = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1]
    const known = token
      ? await c.env.DB.prepare('SELECT 1 AS ok FROM service_tokens WHERE token = ?1 AND expires_at > ?2')
          .bind(token, Date.now())
          .first()
      : null
    if (!known) {
      c.header('www-authenticate', 'Bearer')
      return jsonError(c, 401, token ? 'invalid_token' : 'missing bearer token')
    }
    await next()
  }
