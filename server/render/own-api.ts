import type { Context } from 'hono'
import { Hono } from 'hono'
import { api } from '../api'
import type { AppEnv } from '../app-env'
import { answerError } from '../errors'

/** What one of the Worker's own /api reads answered: its status and its JSON text. */
export type OwnApiAnswer = { status: number; json: string }

/**
 * One of the Worker's own /api reads, answered in-process for a page's +data hook: the same route, with
 * the request's venue, session cookie and language, so an account screen arrives with its data in the
 * page instead of asking for it after hydration.
 */
export async function ownApiRead(c: Context<AppEnv>, path: string): Promise<OwnApiAnswer> {
  const inner = new Hono<AppEnv>()
  inner.use(async (ctx, next) => {
    for (const key of ['config', 'nonce', 'venue', 'locale', 'deadline'] as const) ctx.set(key, c.get(key))
    await next()
  })
  inner.route('/api', api)
  inner.onError(answerError)
  const headers = { accept: 'application/json', 'x-locale': c.get('locale'), cookie: c.req.header('cookie') ?? '' }
  const response = await inner.request(new URL(`/api${path}`, c.req.url), { headers }, c.env, c.executionCtx)
  return { status: response.status, json: await response.text() }
}
