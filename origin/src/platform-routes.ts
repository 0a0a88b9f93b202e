// The platform API of SPEC §7 (server-side start and menu), answered from the demo records.
import { Hono } from 'hono'
import type { AppEnv } from './env'
import { jsonArray, jsonError, jsonText } from './json-response'
import {
  findChildren,
  findPosByHost,
  findRecord,
  listAllergens,
  listForPos,
  listStocks,
} from './platform-records'
import type { RecordKind } from './platform-records'

const ID = '{[0-9]+}'

/** Hostname only: the app may pass the Host header with its port. */
const hostnameOf = (host: string) => host.trim().toLowerCase().replace(/:\d*$/, '')

export const platformRoutes = new Hono<AppEnv>()

platformRoutes.get('/pos/url/:host', async (c) => {
  const pos = await findPosByHost(c.env.DB, hostnameOf(c.req.param('host')))
  return pos ? jsonText(c, pos) : jsonError(c, 404, 'Unable to find host with url')
})

const byId: Array<[string, RecordKind]> = [
  ['journals', 'journal'],
  ['stores', 'store'],
  ['entities', 'entity'],
]
for (const [segment, kind] of byId) {
  platformRoutes.get(`/${segment}/:id${ID}`, async (c) => {
    const record = await findRecord(c.env.DB, kind, String(Number(c.req.param('id'))))
    return record ? jsonText(c, record) : jsonError(c, 404, `${kind} not found`)
  })
}

platformRoutes.get(`/POS/Children/:id${ID}`, async (c) => {
  const children = await findChildren(c.env.DB, Number(c.req.param('id')))
  return children ? jsonText(c, children) : jsonError(c, 404, 'pos not found')
})

platformRoutes.get('/allergens', async (c) => jsonText(c, jsonArray(await listAllergens(c.env.DB))))

const byPos: Array<[string, RecordKind]> = [
  [`/ItemLevels/pos/:posId${ID}`, 'item_level'],
  [`/Matrices/pos/:posId${ID}`, 'matrix'],
  // The date segment is ignored: the catalogue does not change with the day.
  [`/items/CustomerWebApp/pos/:posId${ID}/:date`, 'item'],
  [`/propositions/pos/:posId${ID}`, 'proposition'],
]
for (const [path, kind] of byPos) {
  platformRoutes.get(path, async (c) =>
    jsonText(c, jsonArray(await listForPos(c.env.DB, kind, Number(c.req.param('posId'))))),
  )
}

platformRoutes.get(`/Stocks/Item/:uid/Entity/:entityId${ID}`, async (c) =>
  jsonText(c, jsonArray(await listStocks(c.env.DB, c.req.param('uid'), String(Number(c.req.param('entityId')))))),
)
