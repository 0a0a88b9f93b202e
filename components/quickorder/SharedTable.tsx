import './shared-table.css'
import { useEffect, useMemo, useRef, useState } from 'react'
import type { CartLine } from '../../domain/cart'
import { cartCount } from '../../domain/cart'
import { changesSeen, paymentOf, type Sending, type TableView } from '../../domain/table-cart'
import { loadMenusOf, useCart, useOrder, useOrderingStores } from '../../stores/ordering'
import { cartPricing } from '../cart/cart-prices'
import type { Translate } from '../../locales/intl'
import { localePath, useI18n } from '../ui/i18n'
import { goTo } from '../../client/navigation'
import { CheckoutForm, CheckoutFormLoading } from './checkout-form'
import { phoneName } from './phone-name'
import { TableBar } from './TableBar'
import { TableBill } from './TableBill'
import { keepTablePayer } from './table-payer'
import { TableCartDialog } from './TableCartDialog'
import { changeFailedText, tableProblemText } from './table-problem'
import { useTableLive, type TableLive } from './use-table-live'

// A table's shared cart on the quick order page (decision 056): a line under the table's number that
// says who is at the table and opens everyone's lines, the notice of a round being sent, and, when
// this phone pays for everyone, the payment form of the table's lines. Loaded once the page has
// hydrated (the page shows the joining line until then), so the table's first paint is the menu's.

type Props = {
  uid: string
  /** The page's view: the menu, the phone's own payment form, or the table's, which this phone pays for everyone. */
  view: 'menu' | 'paying' | 'paying-for-table'
}

export default function SharedTable({ uid, view }: Props) {
  const { t, locale } = useI18n()
  const live = useTableLive(uid)
  const { table, you } = live
  const [open, setOpen] = useState(false)
  const menuPath = localePath(locale, `/quickorder/${uid}`)

  // Another phone paid for everyone: every phone follows that order, whose page says who paid.
  useEffect(() => {
    if (!live.orderForEveryone) return
    const { order, payer } = live.orderForEveryone
    if (payer) keepTablePayer(order, payer)
    void goTo(localePath(locale, `/quickorder/order?uid=${encodeURIComponent(order)}`))
  }, [live.orderForEveryone, locale])

  const menus = useCart((state) => state.menus)
  const consumptionType = useOrder((state) => state.consumptionType)
  const sum = table && { count: cartCount(table.lines), totalCents: cartPricing(menus, consumptionType).total(table.lines) }
  return (
    <>
      <TableBar connection={live.connection} status={barStatus(t, live)} sum={sum} onOpen={() => setOpen(true)}>
        <Announcer table={table} you={you} />
      </TableBar>
      <p className="table-bar-problem" role="status">
        {problemText(t, live)}
      </p>
      {table && you && table.sending && (
        <SendingNotice live={live} table={table} you={you} sending={table.sending} view={view} menuPath={menuPath} />
      )}
      {table && you && <TableCartDialog uid={uid} open={open} onClose={() => setOpen(false)} live={live} table={table} you={you} />}
      {view === 'paying-for-table' && <TablePayment uid={uid} live={live} />}
    </>
  )
}

/** One short line, the same height whatever it says. */
function barStatus(t: Translate, { connection, table, problem }: TableLive): string {
  if (connection === 'off' && problem === 'table-full') return t('quickorder.shared.full')
  if (connection === 'off' && problem === 'table-not-found') return t('quickorder.notFound')
  if (connection === 'off' || connection === 'reconnecting') return t('quickorder.shared.notSynced')
  if (!table) return t('quickorder.shared.joining')
  return t('quickorder.shared.phones', { count: table.present })
}

/** Why the phone's lines are not the table's, when they are not: the table's reason, else the network. */
function problemText(t: Translate, { connection, problem }: TableLive): string | null {
  if (connection === 'reconnecting') return t('quickorder.shared.offline')
  return problem && tableProblemText(t, problem)
}

/**
 * The table's lines, paid by this phone for everyone: the quick checkout's form with all of them, and
 * who had what above the total. Only for the phone that is sending them; any other pays its own lines here.
 */
function TablePayment({ uid, live }: { uid: string; live: TableLive }) {
  const { locale } = useI18n()
  const { cart } = useOrderingStores()
  const restored = useOrder((state) => state.restored)
  const { table, you, rename } = live
  const forEveryone = table && you ? paymentOf(table, you) === 'table' : null
  const lines = useMemo(() => (forEveryone ? table!.lines.map(({ phone: _phone, ...line }): CartLine => line) : undefined), [table, forEveryone])
  useEffect(() => {
    if (lines) loadMenusOf(cart, lines, locale)
  }, [cart, lines, locale])
  if (forEveryone === null || !restored) return <CheckoutFormLoading />
  const forTable = lines && {
    lines,
    bill: <TableBill table={table!} you={you!} />,
    name: table!.phones.find((phone) => phone.id === you)?.name ?? null,
    rename,
  }
  return <CheckoutForm tableUid={uid} forTable={forTable} />
}

/** Seconds until `deadline` (the phone's clock), counted down while the page shows it. */
function useSecondsLeft(deadline: number): number {
  const [seconds, setSeconds] = useState(() => secondsUntil(deadline))
  useEffect(() => {
    setSeconds(secondsUntil(deadline))
    const timer = setInterval(() => {
      const left = secondsUntil(deadline)
      setSeconds(left)
      if (left === 0) clearInterval(timer)
    }, 250)
    return () => clearInterval(timer)
  }, [deadline])
  return seconds
}

const secondsUntil = (deadline: number) => Math.max(0, Math.ceil((deadline - Date.now()) / 1000))

type NoticeProps = { live: TableLive; table: TableView; you: string; sending: Sending; view: Props['view']; menuPath: string }

/**
 * "Alex is sending the order": for a few seconds everyone may still add; then the sender pays for
 * everyone, or each phone with lines pays its own. A phone that saw the countdown run out goes to its
 * payment form by itself; one that comes later is offered the way.
 */
function SendingNotice({ live, table, you, sending, view, menuPath }: NoticeProps) {
  const { t } = useI18n()
  const seconds = useSecondsLeft(sending.at - live.clockOffset)
  const sender = sending.phone === you
  const payment = paymentOf(table, you)
  const paymentPath = payment && `${menuPath}${payment === 'table' ? '?checkout=table' : '?checkout'}`
  const onPayment = view === (payment === 'table' ? 'paying-for-table' : 'paying')
  const counted = useRef<number | null>(null)
  const [failure, setFailure] = useState<string | null>(null)

  useEffect(() => {
    if (seconds > 0) counted.current = sending.at
    else if (counted.current === sending.at) {
      counted.current = null
      if (paymentPath && !onPayment) void goTo(paymentPath)
    }
  }, [seconds, sending.at, paymentPath, onPayment])

  const name = phoneName(t, table, sending.phone)
  const text =
    seconds > 0
      ? t(sending.apart ? 'quickorder.shared.sendingApart' : 'quickorder.shared.sending', { name, sender: String(sender) })
      : sending.apart
        ? t('quickorder.shared.payingApart')
        : t('quickorder.shared.paying', { name, sender: String(sender) })
  const stop = async () => {
    const stopped = await live.stop()
    setFailure(stopped.ok ? null : changeFailedText(t, stopped.problem))
  }
  return (
    <div className="table-notice" role="status">
      <p>
        {text}
        {seconds > 0 && <span aria-hidden="true" className="table-notice-seconds">{t('quickorder.shared.seconds', { seconds })}</span>}
      </p>
      {failure && <p role="alert">{failure}</p>}
      <div className="table-notice-actions">
        {seconds === 0 && paymentPath && !onPayment && (
          <a className="button-primary" href={paymentPath}>
            {sending.apart ? t('quickorder.shared.payMine') : t('quickorder.shared.payNow')}
          </a>
        )}
        {sender && (
          <button type="button" className="button-secondary" onClick={() => void stop()}>
            {seconds > 0 || !sending.apart ? t('quickorder.shared.cancel') : t('quickorder.shared.end')}
          </button>
        )}
      </div>
    </div>
  )
}

/** Says politely what the other phones change: who joined, who added or removed what. */
function Announcer({ table, you }: { table: TableView | null; you: string | null }) {
  const { t } = useI18n()
  const menus = useCart((state) => state.menus)
  const before = useRef<TableView | null>(null)
  const [said, setSaid] = useState('')
  useEffect(() => {
    const previous = before.current
    before.current = table
    if (!previous || !table || !you || previous === table) return
    const pricing = cartPricing(menus, null)
    const product = (line: CartLine) => pricing.product(line.posId, line.id)?.name ?? ''
    const changes = changesSeen(previous, table, you).map((change) => {
      const name = phoneName(t, table, change.phone)
      return change.kind === 'joined' ? t('quickorder.shared.joined', { name }) : t(`quickorder.shared.${change.kind}`, { name, product: product(change.line) })
    })
    if (changes.length > 0) setSaid(changes.join(' '))
  }, [table, you, menus, t])
  return (
    <p className="visually-hidden" aria-live="polite">
      {said}
    </p>
  )
}
