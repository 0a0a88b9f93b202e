import type { Context } from 'hono'
import type { AppEnv } from '../app-env'
import { hostOf } from '../metrics/metrics'
import { writeLine, type NoticeLine } from './log-line'

/** A notice of this request, with its id. It names no order, customer or secret. */
export function logNotice(c: Context<AppEnv>, level: NoticeLine['level'], notice: string): void {
  writeLine({ type: 'notice', level, requestId: c.get('requestId'), host: hostOf(c), notice })
}
