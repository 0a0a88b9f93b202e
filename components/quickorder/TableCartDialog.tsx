import { useState, type FormEvent } from 'react'
import { linesByPhone } from '../../domain/table-bill'
import type { TableView } from '../../domain/table-cart'
import { NICKNAME_MAX } from '../../domain/table-cart'
import { useCart, useOrder } from '../../stores/ordering'
import { cartPricing } from '../cart/cart-prices'
import { Dialog, DialogCloseButton } from '../ui/Dialog'
import { Field } from '../ui/Field'
import { useI18n } from '../ui/i18n'
import { phoneHeading } from './phone-name'
import { keepDiner } from './table-diner'
import { changeFailedText } from './table-problem'
import { TableLineItem } from './TableLineItem'
import type { TableLive } from './use-table-live'

const TITLE_ID = 'table-cart-title'

type Props = { uid: string; open: boolean; onClose: () => void; live: TableLive; table: TableView; you: string }

/**
 * Everyone's lines at the table, by phone (this phone's first; it changes them in its own cart), the
 * table's total, this phone's name at the table, and sending the table's order: paid by this phone
 * for everyone, or by each phone for its own lines.
 */
export function TableCartDialog({ uid, open, onClose, live, table, you }: Props) {
  const { t, price } = useI18n()
  const menus = useCart((state) => state.menus)
  const consumptionType = useOrder((state) => state.consumptionType)
  const pricing = cartPricing(menus, consumptionType)
  const [failure, setFailure] = useState<string | null>(null)
  const byPhone = linesByPhone(table, you)
  const ownName = table.phones.find((phone) => phone.id === you)?.name ?? null
  const canSend = table.lines.length > 0 && table.sending === null && live.connection === 'live'

  async function send(apart: boolean) {
    const sent = await live.send(apart)
    setFailure(sent.ok ? null : changeFailedText(t, sent.problem))
    if (sent.ok) onClose()
  }

  return (
    <Dialog open={open} onClose={onClose} labelledBy={TITLE_ID} variant="sheet" className="table-cart">
      <DialogCloseButton onClick={onClose} />
      <h2 id={TITLE_ID}>{t('quickorder.shared.title')}</h2>
      <NameForm uid={uid} live={live} current={ownName ?? ''} />
      {byPhone.length === 0 ? (
        <p>{t('quickorder.shared.empty')}</p>
      ) : (
        byPhone.map(({ phone, lines }) => (
          <section key={phone} className="table-cart-phone" aria-labelledby={`table-phone-${phone}`}>
            <h3 id={`table-phone-${phone}`}>{phoneHeading(t, table, phone, you)}</h3>
            <ul className="cart-lines">
              {lines.map((line) => (
                <TableLineItem key={line.uuid} line={line} pricing={pricing} />
              ))}
            </ul>
            {phone === you && <p className="table-cart-hint">{t('quickorder.shared.ownHint')}</p>}
          </section>
        ))
      )}
      <p className="cart-total">
        {t('quickorder.shared.total')} <strong>{price(pricing.total(table.lines))}</strong>
      </p>
      {failure && <p role="alert">{failure}</p>}
      <div className="table-cart-send">
        <button type="button" className="button-primary" disabled={!canSend} onClick={() => void send(false)}>
          {t('quickorder.shared.sendTogether')}
        </button>
        <button type="button" className="button-secondary" disabled={!canSend} onClick={() => void send(true)}>
          {t('quickorder.shared.sendApart')}
        </button>
      </div>
    </Dialog>
  )
}

/** The phone's name at the table: asked here, never required; the device keeps it for the payment form (decision 067). */
function NameForm({ uid, live, current }: { uid: string; live: TableLive; current: string }) {
  const { t } = useI18n()
  const [name, setName] = useState(current)
  const [said, setSaid] = useState<string | null>(null)
  async function save(event: FormEvent) {
    event.preventDefault()
    const renamed = await live.rename(name)
    if (renamed.ok) keepDiner(uid, { name })
    setSaid(renamed.ok ? t('quickorder.shared.nameSaved') : changeFailedText(t, renamed.problem))
  }
  return (
    <form className="table-name" onSubmit={(event) => void save(event)}>
      <Field id="table-name" label={t('quickorder.shared.nameLabel')} value={name} maxLength={NICKNAME_MAX} autoComplete="given-name" onChange={setName} />
      <button type="submit" className="button-secondary">
        {t('quickorder.shared.nameSave')}
      </button>
      <p role="status" className="table-name-said">
        {said}
      </p>
    </form>
  )
}
