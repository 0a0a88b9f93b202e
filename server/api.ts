import { Hono } from 'hono'
import type { ExtractSchema } from 'hono/types'
import type { DinerRead } from '../common/read-budgets'
import type { AppEnv } from './app-env'
import { accountApi } from './routes/account-api'
import { bookingDaysApi } from './routes/booking-days-api'
import { menuApi } from './routes/menu-api'
import { messagesApi } from './routes/messages-api'
import { orderApi } from './routes/order-api'
import { orderLiveApi } from './routes/order-live'
import { orderPushApi } from './routes/order-push'
import { tableApi } from './routes/table-api'

/**
 * The Worker's JSON API under /api. Its type is the contract the browser calls it by
 * (stores/api-client.ts): each path, its parameters and the answers its handlers give.
 */
export const api = new Hono<AppEnv>().route('/', menuApi).route('/', messagesApi).route('/', orderApi).route('/', orderLiveApi).route('/', orderPushApi).route('/', bookingDaysApi).route('/', accountApi).route('/', tableApi)

export type Api = typeof api

type Routes = ExtractSchema<Api>
type ReadPath = { [P in keyof Routes]: '$get' extends keyof Routes[P] ? P : never }[keyof Routes]
type Expect<T extends true> = T
/** Every read the diner waits for (domain/read-budgets.ts) is a GET route here: renaming one fails to compile. */
export type DinerReadsAreRoutes = Expect<DinerRead extends ReadPath ? true : false>
