import { QuantityType, type CompositionState, type StepOption } from '../../domain/composition'
import type { OptionProduct, StepView } from '../../domain/product-sheet'
import { useI18n } from '../ui/i18n'
import { QuantityStepper } from '../ui/QuantityStepper'
import { ProductImage } from '../ui/ProductImage'
import type { ProductMark } from '../allergens/filter-types'

type Props = {
  step: StepView
  state: CompositionState
  products: Record<number, OptionProduct>
  /** Under the diner's allergen filter: what an option contains that they avoid, or that the venue gives no data. */
  markOf?: ((itemId: number) => ProductMark | undefined) | undefined
  onChoose: (option: StepOption, delta: number) => void
}

/**
 * The products of one step, with the control its quantity type calls for: unique and multiple are
 * pressed buttons (one / several), free has − and +, fixed is shown as included (SPEC §4). Each
 * names its allergens.
 */
export function StepOptions({ step, state, products, markOf, onChoose }: Props) {
  const { t, price } = useI18n()
  return (
    <ul className="step-options">
      {step.options.map((option) => {
        const product = products[option.itemId]
        if (!product) return null
        const chosen = state.choices.find((choice) => choice.step === step.uid && choice.itemId === option.itemId)
        const quantity = chosen?.quantity ?? 0
        const extra = step.retrievePrice ? product.priceCents : option.supplementCents
        const unavailable = product.outOfStock
        // A sheet the browser kept (30 s) from before options named their allergens has none.
        const allergens = product.allergens ?? []
        const mark = markOf?.(option.itemId)
        const details = (
          <>
            <ProductImage src={product.imageUrl} eager={false} />
            <span className="option-text">
              <span className="option-name" lang={product.nameLang}>
                {product.name}
              </span>
              {/* Under the name rather than behind a button: a diner with an allergy reads every option at a glance. */}
              {allergens.length > 0 && (
                <span className="option-allergens">{t('composition.allergens', { list: allergens.join(', ') })}</span>
              )}
              {mark && <span className={`allergen-mark is-${mark.tone}`}>{mark.text}</span>}
            </span>
            {extra > 0 && <span className="option-price">+{price(extra)}</span>}
            {unavailable && <span className="product-badge">{t('menu.outOfStock')}</span>}
          </>
        )
        return (
          <li
            key={option.itemId}
            className={`step-option${quantity > 0 ? ' is-chosen' : ''}${mark?.tone === 'contains' ? ' is-avoided' : ''}`}
            data-option-id={option.itemId}
          >
            {step.quantityType === QuantityType.Free ? (
              <div className="option-free">
                <span className="option-details">{details}</span>
                <QuantityStepper
                  name={product.name}
                  quantity={quantity}
                  canAdd={!unavailable}
                  onIncrement={() => onChoose(option, 1)}
                  onDecrement={() => onChoose(option, -1)}
                />
              </div>
            ) : step.quantityType === QuantityType.Fixed ? (
              <div className="option-fixed">
                <span className="option-details">{details}</span>
                <span className="option-included">{t('composition.included', { count: quantity })}</span>
              </div>
            ) : (
              <button type="button" className="option-choice" aria-pressed={quantity > 0} disabled={unavailable} onClick={() => onChoose(option, 1)}>
                <span className="option-details">{details}</span>
                <span className="option-check" aria-hidden="true">
                  {quantity > 0 ? '✓' : ''}
                </span>
              </button>
            )}
          </li>
        )
      })}
    </ul>
  )
}
