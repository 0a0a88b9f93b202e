import { useEffect, useMemo, useState } from 'react'
import { watchLive, type Connection } from '../../client/live-socket'
import type { CartLine } from '../../domain/cart'
import { sentKey, SOCKET_REPLACED, SOCKET_TABLE_FULL, SOCKET_TABLE_NOT_FOUND, withDelta, type TableView } from '../../domain/table-cart'
import { tableMessage } from '../../domain/table-message'
import { apiDelete, apiPost, apiPut } from '../../stores/api-client'
import { failureOf } from '../../stores/api-failure'
import { useOrderingStores } from '../../stores/ordering'
import { useI18n } from '../ui/i18n'
import { problemOfCall, problemOfClose, type TableProblem } from './table-problem'
import type { TablePayer } from './table-payer'
import { reportTableRound } from './table-round'

// The phone's side of its table's shared cart (decision 056). The phone's own lines are its cart, as
// on any page; every change of them is shared with the table whole, and the table, as the Worker sends
// it, is everyone's. Offline, the cart keeps the phone's lines and they are shared once back. What the
// table says was ordered leaves the cart here too.

/** Whether a change of the table went, and if not, the problem the page can name (null: a failure it cannot). */
export type TableChangeResult = { ok: true } | { ok: false; problem: TableProblem | null }

export type TableLive = {
  /** 'off' once another tab of this phone took the table over, or the table did not take the phone (`problem` says which). */
  connection: Connection | 'joining'
  /** This phone's id at the table; null until the table has been seen. */
  you: string | null
  table: TableView | null
  /** The room's clock minus the phone's, for the sending notice's countdown. */
  clockOffset: number
  /** Why the phone's lines are not the table's, when they are not for a reason other than the network. */
  problem: TableProblem | null
  /** The order another phone placed for the whole table, and who that phone is (the one that was sending). */
  orderForEveryone: { order: string; payer: TablePayer | null } | null
  /** Starts the sending notice: the phone pays for everyone, or each pays their own (`apart`). */
  send: (apart: boolean) => Promise<TableChangeResult>
  stop: () => Promise<TableChangeResult>
  rename: (name: string) => Promise<TableChangeResult>
}

const FINAL_CODES = [SOCKET_REPLACED, SOCKET_TABLE_FULL, SOCKET_TABLE_NOT_FOUND]

/** The phone sending the table's order, by its name at the table or its number among the guests. */
function payerOf(table: TableView): TablePayer | null {
  const at = table.phones.findIndex((phone) => phone.id === table.sending?.phone)
  return at < 0 ? null : { name: table.phones[at]!.name, guest: at + 1 }
}

const shared = ({ uuid, id, posId, quantity, items }: CartLine) => ({
  uuid,
  id,
  posId,
  quantity,
  items: items.map((item) => ({ id: item.id, quantity: item.quantity, step: item.step })),
})

export function useTableLive(uid: string): TableLive {
  const { locale } = useI18n()
  const { cart, order } = useOrderingStores()
  const [connection, setConnection] = useState<TableLive['connection']>('joining')
  const [seen, setSeen] = useState<{ you: string; table: TableView; clockOffset: number } | null>(null)
  const [problem, setProblem] = useState<TableProblem | null>(null)
  const [closedWith, setClosedWith] = useState<TableProblem | null>(null)
  const [orderForEveryone, setOrderForEveryone] = useState<TableLive['orderForEveryone']>(null)

  useEffect(() => {
    const param = { uid }
    // One PUT at a time, of the newest lines; the last ones that went, so that none goes twice.
    let sharing = false
    let last: string | null = null
    const share = async () => {
      const { lines, restored } = cart.getState()
      const sent = lines.map(shared)
      const json = JSON.stringify(sent)
      // Before the stored cart is read, an empty cart would empty the phone's lines at the table.
      if (!restored || sharing || json === last) return
      sharing = true
      last = json
      try {
        await apiPut('/table/:uid/lines', { param, json: { lines: sent, ageConfirmed: order.getState().confirmAge === true } }, locale)
        setProblem(null)
      } catch (error) {
        const { reason, message } = failureOf(error)
        if (reason === 'rejected') setProblem('line-refused')
        else if (reason === 'conflict' && message === 'too-many-items') setProblem('too-many-items')
        else if (reason === 'conflict' || reason === 'limit-reached') setProblem('too-fast')
        // Not sent at all: again once the table is back, not at once, which would loop offline.
        else last = null
      } finally {
        sharing = false
      }
      // Changed while this one went.
      if (JSON.stringify(cart.getState().lines.map(shared)) !== json) void share()
    }
    const stopCart = cart.subscribe((state, before) => {
      if (state.lines !== before.lines || state.restored !== before.restored) void share()
    })
    // The table took the phone once it sends the table: only then are its lines shared (a socket the
    // table refuses opens too, and closes at once saying why).
    let joined = false
    // Who is sending the round, as the table names it: when its order for everyone comes, the phone that paid.
    let sender: TablePayer | null = null
    // The table as last seen, which the changes the table sends apply to.
    let current: { you: string; table: TableView } | null = null
    const stopWatching = watchLive(`/api/table/${encodeURIComponent(uid)}/live`, {
      finalCodes: FINAL_CODES,
      onFinal: (code) => setClosedWith(problemOfClose(code)),
      onConnection: setConnection,
      onOpen: () => {
        joined = false
        current = null
      },
      onMessage: (data) => {
        const message = tableMessage(data)
        if (!message) return
        if (message.type === 'sent') {
          setOrderForEveryone({ order: message.order, payer: sender })
          return
        }
        // A change applies to the table as last seen whole (none is sent before it).
        const changed = message.type === 'table' ? { you: message.you, table: message.table } : current && { you: current.you, table: withDelta(current.table, message.change) }
        if (!changed) return
        current = changed
        const { you, table } = changed
        const { now } = message
        setSeen({ you, table, clockOffset: now - Date.now() })
        sender = payerOf(table)
        if (!joined) {
          joined = true
          last = null
          setClosedWith(null)
          void share()
          void reportTableRound(null, locale)
        }
        // What went in an order leaves the cart: a phone back from a drop may not have heard.
        const ordered = new Set(table.sent)
        const { lines } = cart.getState()
        const went = (line: CartLine) => ordered.has(sentKey(you, line.uuid))
        if (lines.some(went)) cart.setState({ lines: lines.filter((line) => !went(line)) })
      },
    })
    return () => {
      stopCart()
      stopWatching()
    }
  }, [uid, cart, order, locale])

  return useMemo(() => {
    const param = { uid }
    const done = (call: Promise<unknown>): Promise<TableChangeResult> =>
      call.then(
        () => ({ ok: true }),
        (error: unknown) => ({ ok: false, problem: problemOfCall(error) }),
      )
    return {
      connection,
      you: seen?.you ?? null,
      table: seen?.table ?? null,
      clockOffset: seen?.clockOffset ?? 0,
      problem: connection === 'off' ? closedWith : problem,
      orderForEveryone,
      send: (apart) => done(apiPost('/table/:uid/send', { param, json: { apart } }, locale)),
      stop: () => done(apiDelete('/table/:uid/send', { param }, locale)),
      rename: (name) => done(apiPut('/table/:uid/name', { param, json: { name } }, locale)),
    }
  }, [uid, locale, connection, seen, problem, closedWith, orderForEveryone])
}
