import { useEffect, useId, useState } from 'react'
import type { MenuProductView } from '../../domain/menu-view'
import type { Cents } from '../../domain/money'
import type { ProductSheet } from '../../domain/product-sheet'
import { apiGet } from '../../stores/api-client'
import { Dialog, DialogCloseButton } from '../ui/Dialog'
import { useI18n } from '../ui/i18n'
import { QuantityStepper } from '../ui/QuantityStepper'
import { Tabs } from '../ui/Tabs'
import { firstAvailableTab } from './detail-tabs'
import { ProductImage } from './ProductImage'

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

type SheetState = { status: 'loading' } | { status: 'error' } | { status: 'loaded'; sheet: ProductSheet }

/** The product popup (SPEC §2): open while mounted; the description, ingredients and allergens load on opening. */
export function ProductDetailDialog(props: ProductDetailDialogProps) {
  const { product, posId, quantity, showStepper, onIncrement, onDecrement, onClose } = props
  const { t, price, locale } = useI18n()
  const titleId = useId()
  const [attempt, setAttempt] = useState(0)
  const [state, setState] = useState<SheetState>({ status: 'loading' })

  useEffect(() => {
    let current = true
    setState({ status: 'loading' })
    apiGet('/menu/:posId/products/:productId', { param: { posId, productId: product.id } }, locale).then(
      (sheet) => current && setState({ status: 'loaded', sheet }),
      () => current && setState({ status: 'error' }),
    )
    return () => {
      current = false
    }
  }, [posId, product.id, locale, attempt])

  return (
    <Dialog open onClose={onClose} labelledBy={titleId} variant="sheet" className="product-details">
      <DialogCloseButton onClick={onClose} />
      <ProductImage src={product.imageUrl} eager />
      <div className="details-body">
        <h2 id={titleId} className="details-name">
          {product.name}
        </h2>
        <p className="details-price">{price(props.priceCents ?? product.priceCents)}</p>
        {product.outOfStock && <p className="product-badge">{t('menu.outOfStock')}</p>}
        {showStepper && (
          <QuantityStepper
            className="quantity-stepper"
            name={product.name}
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
        {state.status === 'loaded' && <SheetDetails sheet={state.sheet} />}
      </div>
    </Dialog>
  )
}

function SheetDetails({ sheet }: { sheet: ProductSheet }) {
  const { t } = useI18n()
  return (
    <>
      {sheet.descriptionHtml && (
        // Sanitised by the Worker (server/menu/sanitize-html.ts) before it leaves the server.
        <div className="details-description" dangerouslySetInnerHTML={{ __html: sheet.descriptionHtml }} />
      )}
      <Tabs
        key={sheet.id}
        label={t('details.tabs')}
        defaultTabId={firstAvailableTab(sheet)}
        className="details-tabs"
        tabs={[
          {
            id: 'ingredients',
            label: t('details.ingredients'),
            panel:
              sheet.ingredients.length === 0 ? (
                <p className="details-empty">{t('details.noIngredients')}</p>
              ) : (
                <ul className="ingredient-list">
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
              sheet.allergens.length === 0 ? (
                <p className="details-empty">{t('details.noAllergens')}</p>
              ) : (
                <ul className="allergen-list">
                  {sheet.allergens.map((allergen) => (
                    <li key={allergen.id}>
                      {allergen.image && <img src={allergen.image} alt={allergen.name} width={24} height={24} />}
                      <span>{allergen.name}</span>
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
