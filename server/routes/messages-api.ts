import { Hono } from 'hono'
import { pageMessagesFor } from '../../locales/messages.server'
import { PAGE_MESSAGE_GROUPS, type PageMessageGroup } from '../../locales/page-messages'
import type { AppEnv } from '../app-env'
import { requestLocale } from '../request/request-locale'

// The Worker's own answers are said in its words, not fetched by a page.
const isFetchedGroup = (group: string): group is PageMessageGroup => Object.hasOwn(PAGE_MESSAGE_GROUPS, group) && group !== 'answers'

/**
 * The texts of one message group in the language of `X-Locale`, for code a page loads when it is
 * first used (the allergen filter): the page itself does not carry them.
 */
export const messagesApi = new Hono<AppEnv>().get('/messages/:group', (c) => {
  const group = c.req.param('group')
  if (!isFetchedGroup(group)) return c.json({ error: 'Unknown message group' }, 404)
  c.header('cache-control', 'private, max-age=300')
  c.header('vary', 'X-Locale')
  return c.json(pageMessagesFor(requestLocale(c), [group]))
})
