import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import type { MenuProductView } from '../../domain/menu-view'
import type { Cents } from '../../domain/money'
import type { ProductSheet } from '../../domain/product-sheet'
import { apiGet } from '../../stores/api-client'
import { useUi } from '../../stores/ordering'
import type { AvoidInDetails } from '../allergens/details-avoid'
import { Dialog, DialogCloseButton } from '../ui/Dialog'
import { useI18n } from '../ui/i18n'
import { QuantityStepper } from '../ui/QuantityStepper'
import { Tabs } from '../ui/Tabs'
import { firstAvailableTab } from './detail-tabs'
import { ProductImage } from '../ui/ProductImage'

type ProductDetailDialogProps = {
  product: MenuProductView
  posId: number
  /** How many of this product are in the cart. */
  quantity: number
  /** SPEC §2: only for a product that is not a menu and has no composition parent. */
  showStepper: boolean
  /** Overrides product.priceCents, e.g. the price for the chosen consumption type. */
  priceCents?: Cents
  onIncrement(): void
  onDecrement(): void
  onClose(): void
}

type SheetState = { status: 'loading' } | { status: 'error' } | { status: 'loaded'; sheet: ProductSheet; avoid: AvoidInDetails | null }

/** The product popup (SPEC §2): open while mounted; the description, ingredients and allergens load on opening. */
export function ProductDetailDialog(props: ProductDetailDialogProps) {
  const { product, posId, quantity, showStepper, onIncrement, onDecrement, onClose } = props
  const { t, price, locale } = useI18n()
  const titleId = useId()
  const [attempt, setAttempt] = useState(0)
  const [state, setState] = useState<SheetState>({ status: 'loading' })
  const avoided = useUi((s) => s.avoid.allergenIds)

  // Under the diner's allergen filter the details say first what the product contains of it.
  useEffect(() => {
    let current = true
    setState({ status: 'loading' })
    Promise.all([
      apiGet('/menu/:posId/products/:productId', { param: { posId, productId: product.id } }, locale),
      avoided.length > 0 ? import('../allergens').then((module) => module.avoidInDetails(posId, product.id, locale, new Set(avoided))) : null,
    ]).then(
      ([sheet, avoid]) => current && setState({ status: 'loaded', sheet, avoid }),
      () => current && setState({ status: 'error' }),
    )
    return () => {
      current = false
    }
  }, [posId, product.id, locale, attempt, avoided])

  return (
    <Dialog open onClose={onClose} labelledBy={titleId} variant="sheet" className="product-details">
      <DialogCloseButton onClick={onClose} />
      <ProductImage src={product.imageUrl} eager />
      <div className="details-body">
        <h2 id={titleId} className="details-name" lang={product.nameLang}>
          {product.name}
        </h2>
        <p className="details-price">{price(props.priceCents ?? product.priceCents)}</p>
        {product.outOfStock && <p className="product-badge">{t('menu.outOfStock')}</p>}
        {showStepper && (
          <DetailsQuantity
            name={product.name}
            priceText={price(props.priceCents ?? product.priceCents)}
            quantity={quantity}
            canAdd={!product.outOfStock}
            onIncrement={onIncrement}
            onDecrement={onDecrement}
          />
        )}
        {state.status === 'loading' && (
          <div className="details-status" role="status">
            <span className="spinner spinner-small" aria-hidden="true" />
            <span>{t('details.loading')}</span>
          </div>
        )}
        {state.status === 'error' && (
          <div className="details-status" role="alert">
            <p>{t('details.loadFailed')}</p>
            <button type="button" className="button-secondary" onClick={() => setAttempt((n) => n + 1)}>
              {t('error.tryAgain')}
            </button>
          </div>
        )}
        {state.status === 'loaded' && <SheetDetails sheet={state.sheet} avoid={state.avoid} />}
      </div>
    </Dialog>
  )
}

function SheetDetails({ sheet, avoid }: { sheet: ProductSheet; avoid: AvoidInDetails | null }) {
  const { t } = useI18n()
  // The allergens the diner avoids come first in the list, marked.
  const allergens = avoid ? [...sheet.allergens].sort((a, b) => Number(avoid.avoids(b.id)) - Number(avoid.avoids(a.id))) : sheet.allergens
  return (
    <>
      {avoid?.notice && (
        <p className={`avoid-notice is-${avoid.notice.tone}`} role="note">
          {avoid.notice.text}
        </p>
      )}
      {sheet.descriptionHtml && (
        // Sanitised by the Worker (server/menu/sanitize-html.ts) before it leaves the server.
        <div className="details-description" lang={sheet.descriptionLang} dangerouslySetInnerHTML={{ __html: sheet.descriptionHtml }} />
      )}
      <Tabs
        key={sheet.id}
        label={t('details.tabs')}
        defaultTabId={avoid?.notice?.tone === 'contains' ? 'allergens' : firstAvailableTab(sheet)}
        className="details-tabs"
        tabs={[
          {
            id: 'ingredients',
            label: t('details.ingredients'),
            panel:
              sheet.ingredients.length === 0 ? (
                <p className="details-empty">{t('details.noIngredients')}</p>
              ) : (
                <ul className="ingredient-list" lang={sheet.ingredientsLang}>
                  {sheet.ingredients.map((ingredient, index) => (
                    <li key={index}>{ingredient}</li>
                  ))}
                </ul>
              ),
          },
          {
            id: 'allergens',
            label: t('details.allergens'),
            panel:
              allergens.length === 0 ? (
                <p className="details-empty">{t('details.noAllergens')}</p>
              ) : (
                <ul className="allergen-list">
                  {allergens.map((allergen) => (
                    <li key={allergen.id} className={avoid?.avoids(allergen.id) ? 'is-avoided' : undefined}>
                      {allergen.image && <img src={allergen.image} alt={allergen.name} lang={allergen.nameLang} width={24} height={24} />}
                      <span lang={allergen.nameLang}>{allergen.name}</span>
                      {avoid?.avoids(allergen.id) && <strong className="avoided-tag">{avoid.avoidedTag}</strong>}
                    </li>
                  ))}
                </ul>
              ),
          },
        ]}
      />
    </>
  )
}

type QuantityProps = { name: string; priceText: string; quantity: number; canAdd: boolean; onIncrement(): void; onDecrement(): void }

/**
 * 'Add · €13.50' while the product is not in the cart, the − n + stepper once it is. The focus goes
 * from the one to the other as they take each other's place, so it never falls out of the sheet.
 */
function DetailsQuantity({ name, priceText, quantity, canAdd, onIncrement, onDecrement }: QuantityProps) {
  const { t } = useI18n()
  const area = useRef<HTMLDivElement>(null)
  const hadFocus = useRef(false)
  const inCart = quantity > 0
  useLayoutEffect(() => {
    if (!hadFocus.current) return
    // The button that took the place of the one pressed: + once added, Add once the last is removed.
    area.current?.querySelector<HTMLButtonElement>(inCart ? 'button:last-of-type' : 'button')?.focus()
  }, [inCart])
  return (
    <div
      ref={area}
      className="details-quantity"
      onFocus={() => (hadFocus.current = true)}
      onBlur={(event) => (hadFocus.current = area.current?.contains(event.relatedTarget as Node | null) ?? false)}
    >
      {inCart ? (
        <QuantityStepper className="quantity-stepper" name={name} quantity={quantity} canAdd={canAdd} onIncrement={onIncrement} onDecrement={onDecrement} />
      ) : (
        <button type="button" className="button-primary details-add" aria-disabled={!canAdd} onClick={() => canAdd && onIncrement()}>
          {t('details.add', { price: priceText })}
        </button>
      )}
    </div>
  )
}
