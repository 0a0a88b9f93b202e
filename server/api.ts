import { Hono } from 'hono'
import type { AppEnv } from './app-env'
import { accountApi } from './routes/account-api'
import { bookingDaysApi } from './routes/booking-days-api'
import { menuApi } from './routes/menu-api'
import { messagesApi } from './routes/messages-api'
import { orderApi } from './routes/order-api'
import { orderLiveApi } from './routes/order-live'

/**
 * The Worker's JSON API under /api. Its type is the contract the browser calls it by
 * (stores/api-client.ts): each path, its parameters and the answers its handlers give.
 */
export const api = new Hono<AppEnv>().route('/', menuApi).route('/', messagesApi).route('/', orderApi).route('/', orderLiveApi).route('/', bookingDaysApi).route('/', accountApi)

export type Api = typeof api
