import { Hono } from 'hono'
import { z } from 'zod/mini'
import type { AppEnv } from '../app-env'
import { pointOfSaleFor, reloadMenuOf } from '../menu/menu-service'
import { limitJsonBody } from '../middleware/request-body'
import { platformClient } from '../platform/platform-client'
import { venueByHost } from '../venue/venue-cache'
import { signedWebhook, webhookVenue } from './signed-webhook'
import { callWatchOf } from '../logs/upstream-log'

// The venue's webhook: a menu changed (a price, a product, stock). The menu's owner loads it again at
// once and this data centre keeps the new copy; the others follow within MENU_CHECK_SECONDS (decision
// 075). The pages kept for visitors follow, since they are kept per menu. A reload is a whole menu's platform calls (about 70 at
// Lumière, 600 at Le Grand Café): a message replayed is refused before any (signed-webhook.ts).

export const MENU_CHANGE_HOOK = '/api/hooks/menu-changed'

const hookSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(100)),
  /** The venue's hostname, as the platform knows it. */
  venue: webhookVenue,
  pos_id: z.int().check(z.positive()),
})

export const menuChangeHook = new Hono<AppEnv>().post(
  MENU_CHANGE_HOOK,
  limitJsonBody(),
  signedWebhook(hookSchema, 'menu change', async (c, message) => {
    const config = c.get('config')
    // Only a venue the edge knows has a menu to reload: no platform look-up for another host.
    const venue = await venueByHost(message.venue, config, c.env.VENUES, () => platformClient(config, c.env.VENUES, { watch: callWatchOf(c) }), async () => false, c.executionCtx)
    const pointOfSale = venue && pointOfSaleFor(venue, message.pos_id)
    if (pointOfSale) await reloadMenuOf(c, pointOfSale)
    return c.body(null, 204)
  }),
)
