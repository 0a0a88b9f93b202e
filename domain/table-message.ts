import { isCartLine } from './cart-storage'
import type { Sending, TableDelta, TableLine, TableMessage, TableView } from './table-cart'
import { isListOf, isNumber, isRecord, isString } from '../common/json-guards'

// What a phone at a table receives over its WebSocket (domain/table-cart.ts), checked before use: the
// page takes nothing the Worker did not say. Read by hand, as the stored cart is (cart-storage.ts):
// zod would be most of what the table's code weighs on a phone at the table's menu. Apart from
// table-cart.ts, which the Worker starts with.

const isPhone = (value: unknown): value is TableView['phones'][number] =>
  isRecord(value) && isString(value.id) && (value.name === null || isString(value.name))

const isTableLine = (value: unknown): value is TableLine => isCartLine(value) && isString((value as { phone?: unknown }).phone)

const isSending = (value: unknown): value is Sending =>
  isRecord(value) && isString(value.phone) && isNumber(value.at) && typeof value.apart === 'boolean' && isListOf(value.paid, isString)

const isTableView = (value: unknown): value is TableView =>
  isRecord(value) &&
  isListOf(value.phones, isPhone) &&
  isListOf(value.lines, isTableLine) &&
  (value.sending === null || isSending(value.sending)) &&
  isNumber(value.round) &&
  isListOf(value.sent, isString) &&
  isNumber(value.present)

const isDelta = (value: unknown): value is TableDelta =>
  isRecord(value) &&
  (value.sending === null || isSending(value.sending)) &&
  isNumber(value.round) &&
  isNumber(value.present) &&
  (value.phone === undefined || isPhone(value.phone)) &&
  (value.lines === undefined || (isRecord(value.lines) && isString(value.lines.phone) && isListOf(value.lines.lines, isTableLine)))

/** The message, when it is one the table sends; null for anything else. */
export function tableMessage(value: unknown): TableMessage | null {
  if (!isRecord(value)) return null
  if (value.type === 'table' && isString(value.you) && isNumber(value.now) && isTableView(value.table)) {
    return { type: 'table', you: value.you, now: value.now, table: value.table }
  }
  if (value.type === 'change' && isNumber(value.now) && isDelta(value.change)) return { type: 'change', now: value.now, change: value.change }
  if (value.type === 'sent' && isString(value.order) && isNumber(value.round)) return { type: 'sent', order: value.order, round: value.round }
  return null
}
