import { QuantityType, type CompositionState, type StepOption } from '../../domain/composition'
import type { OptionProduct, StepView } from '../../domain/product-sheet'
import { useI18n } from '../ui/i18n'
import { QuantityStepper } from '../ui/QuantityStepper'
import { ProductImage } from '../menu/ProductImage'

type Props = {
  step: StepView
  state: CompositionState
  products: Record<number, OptionProduct>
  onChoose: (option: StepOption, delta: number) => void
}

/**
 * The products of one step, with the control its quantity type calls for: unique and multiple are
 * pressed buttons (one / several), free has − and +, fixed is shown as included (SPEC §4). Each
 * names its allergens.
 */
export function StepOptions({ step, state, products, onChoose }: Props) {
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
        const details = (
          <>
            <ProductImage src={product.imageUrl} eager={false} />
            <span className="option-text">
              <span className="option-name">{product.name}</span>
              {/* Under the name rather than behind a button: a diner with an allergy reads every option at a glance. */}
              {allergens.length > 0 && (
                <span className="option-allergens">{t('composition.allergens', { list: allergens.join(', ') })}</span>
              )}
            </span>
            {extra > 0 && <span className="option-price">+{price(extra)}</span>}
            {unavailable && <span className="product-badge">{t('menu.outOfStock')}</span>}
          </>
        )
        return (
          <li key={option.itemId} className={quantity > 0 ? 'step-option is-chosen' : 'step-option'} data-option-id={option.itemId}>
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
