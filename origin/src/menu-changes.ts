// A venue changes its menu (here: a product's price, through /__sandbox) and the platform tells the app:
// a POST {id, venue, pos_id} to the app's menu-change webhook, beside the order webhook, signed with
// the venue's own secret.
import { z } from 'zod'
import type { Env } from './env'
import { webhookTarget } from './env'
import { deliverSigned } from './order-webhook'
import { venueWebhookSecret } from './webhook-signature'

const itemSchema = z.looseObject({
  posId: z.number().int(),
  price_vat_included: z.number(),
  pricelists: z.array(z.looseObject({ price_vat_included: z.number() })),
})

/** Gives a product one price in every list; the venue hosting its point of sale, or null for no such product. */
export async function setItemPrice(db: D1Database, itemId: number, price: number): Promise<{ host: string; posId: number } | null> {
  const row = await db.prepare("SELECT body FROM records WHERE kind = 'item' AND id = ?1").bind(String(itemId)).first<{ body: string }>()
  if (!row) return null
  const item = itemSchema.parse(JSON.parse(row.body))
  const priced = { ...item, price_vat_included: price, pricelists: item.pricelists.map((entry) => ({ ...entry, price_vat_included: price })) }
  await db.prepare("UPDATE records SET body = ?1 WHERE kind = 'item' AND id = ?2").bind(JSON.stringify(priced), String(itemId)).run()
  // A food court's stands are children of the venue's POS.
  const venue = await db
    .prepare('SELECT host FROM venues WHERE pos_id = ?1 OR EXISTS (SELECT 1 FROM json_each(children) WHERE json_extract(value, \'$.id\') = ?1)')
    .bind(item.posId)
    .first<{ host: string }>()
  return venue ? { host: venue.host, posId: item.posId } : null
}

/** Tells the app a point of sale's menu changed, next to where it posts order progress; never throws. */
export async function announceMenuChange(env: Env, { host, posId }: { host: string; posId: number }): Promise<void> {
  try {
    const target = webhookTarget(env)
    if (!target) return
    const body = JSON.stringify({ id: crypto.randomUUID(), venue: host, pos_id: posId })
    const venueTarget = { url: new URL('menu-changed', target.url).href, secret: await venueWebhookSecret(target.secret, host) }
    await deliverSigned(venueTarget, body, { label: 'menu webhook', subject: `the menu of POS ${posId}` })
  } catch (error) {
    console.error('menu webhook:', error)
  }
}
