import type { Context } from 'hono'
import { Hono } from 'hono'
import { api } from '../api'
import type { AppEnv } from '../app-env'
import { answerError } from '../errors'

/** What one of the Worker's own /api reads answered: its status and its JSON text. */
export type OwnApiAnswer = { status: number; json: string }

// The page's request each in-process read is made for: its id, venue, language, deadline and nonce carry over.
const pageRequestOf = new WeakMap<Request, Context<AppEnv>>()

const inProcess = new Hono<AppEnv>()
inProcess.use(async (c, next) => {
  const page = pageRequestOf.get(c.req.raw)
  if (page) for (const key of ['requestId', 'config', 'nonce', 'venue', 'locale', 'deadline'] as const) c.set(key, page.get(key))
  await next()
})
inProcess.route('/api', api)
inProcess.onError(answerError)

/**
 * One of the Worker's own /api reads, answered in-process for a page's +data hook: the same route, with
 * the page request's venue, session cookie and language, so an account screen arrives with its data in
 * the page instead of asking for it after hydration.
 */
export async function ownApiRead(c: Context<AppEnv>, address: string): Promise<OwnApiAnswer> {
  const headers = { accept: 'application/json', 'x-locale': c.get('locale'), cookie: c.req.header('cookie') ?? '' }
  const request = new Request(new URL(`/api${address}`, c.req.url), { headers })
  pageRequestOf.set(request, c)
  const response = await inProcess.fetch(request, c.env, c.executionCtx)
  return { status: response.status, json: await response.text() }
}
