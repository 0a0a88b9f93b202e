import './cart-panel.css'
import { useEffect, useRef } from 'react'
import { minimumShortfalls, type CartLine } from '../../domain/cart'
import type { Cents } from '../../domain/money'
import { standTitle, type StandView } from '../../domain/stand'
import { localePath, useI18n } from '../ui/i18n'
import { goTo } from '../../client/navigation'
import type { cartPricing } from './cart-prices'
import { CartGroup } from './CartGroup'
import { SlotSummary } from './SlotSummary'

type Props = {
  groups: { posId: number; lines: CartLine[] }[]
  stands: StandView[]
  total: Cents
  showNext: boolean
  showOpenMenu: boolean
  nextPath: string
  /** What the cart says of itself above its lines. */
  note?: string | undefined
  pricing: ReturnType<typeof cartPricing>
  minimumOf: (posId: number) => Cents | null
  /** Opened by the header's cart, far from the panel: the panel takes the focus and has its own close button. */
  fromHeader: boolean
  /** A column beside the page, always open: the column's heading names it. */
  docked: boolean
  onClose: () => void
}

const REASON_ID = 'cart-next-reason'

/**
 * The open cart (SPEC §2 cart drawer expanded): slot summary, lines grouped by point of sale, then,
 * kept in view at the panel's foot, the total, what holds the order back and the way on. Loaded the
 * first time the cart opens, with its styles.
 */
export default function CartPanel({ groups, stands, total, showNext, showOpenMenu, nextPath, note, pricing, minimumOf, fromHeader, docked, onClose }: Props) {
  const { t, price, locale } = useI18n()
  const empty = groups.length === 0
  const title = useRef<HTMLHeadingElement>(null)
  // The points of sale below their minimum order hold the way on, and say so beside it.
  const shortfalls = minimumShortfalls(
    groups.map((group) => ({ posId: group.posId, totalCents: pricing.total(group.lines) })),
    minimumOf,
  )
  const blocked = shortfalls.length > 0
  // The panel sits at the bottom of the screen: a keyboard or screen reader user is taken there.
  useEffect(() => {
    if (fromHeader) title.current?.focus({ preventScroll: true })
  }, [fromHeader])
  const heading = (
    <h2 id="cart-panel-title" ref={title} tabIndex={fromHeader ? -1 : undefined}>
      {t('cart.title')}
    </h2>
  )
  return (
    <section
      id="cart-panel"
      className={docked ? 'cart-panel is-docked' : 'cart-panel'}
      aria-labelledby={docked ? 'cart-column-title' : 'cart-panel-title'}
      onKeyDown={(event) => !docked && event.key === 'Escape' && onClose()}
    >
      {fromHeader ? (
        <div className="cart-panel-head">
          {heading}
          <button type="button" className="icon-button" aria-label={t('cart.close')} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ) : (
        !docked && heading
      )}
      <SlotSummary />
      {note && <p className="cart-note">{note}</p>}
      {empty ? (
        <>
          <p className="cart-empty">{t('cart.emptyState')}</p>
          {/* SPEC §2: on the schedule page an empty cart offers the way back to the menu. */}
          {showOpenMenu && (
            <a className="button-secondary cart-open-menu" href={localePath(locale, '/')}>
              {t('cart.openMenu')}
            </a>
          )}
        </>
      ) : (
        groups.map((group) => (
          <CartGroup
            key={group.posId}
            lines={group.lines}
            title={standTitle(stands, group.posId)}
            minimumCents={minimumOf(group.posId)}
            pricing={pricing}
          />
        ))
      )}
      <div className="cart-foot">
        <p className="cart-total">
          {t('cart.total')} <strong>{price(total)}</strong>
        </p>
        {showNext && !empty && (
          <>
            {/* Beside the button it holds back, not only with its group higher up (SPEC §5 minimum). */}
            {blocked && (
              <ul id={REASON_ID} className="cart-next-reason">
                {shortfalls.map(({ posId, minimumCents, missingCents }) => {
                  const amounts = { missing: price(missingCents), minimum: price(minimumCents) }
                  const stand = standTitle(stands, posId)
                  return <li key={posId}>{stand ? t('cart.standShortfall', { stand, ...amounts }) : t('cart.shortfall', amounts)}</li>
                })}
              </ul>
            )}
            <button
              type="button"
              className="button-primary cart-next"
              disabled={blocked}
              aria-describedby={blocked ? REASON_ID : undefined}
              onClick={() => {
                // The next step takes the whole screen: the open cart would cover half a phone's.
                onClose()
                void goTo(localePath(locale, nextPath))
              }}
            >
              {t('cart.next')}
            </button>
          </>
        )}
      </div>
    </section>
  )
}
