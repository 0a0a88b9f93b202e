import { useI18n } from './i18n'

type Props = {
  name: string
  quantity: number
  onIncrement: () => void
  onDecrement: () => void
  canAdd?: boolean
  /** Only '+' while the quantity is 0 (a product card not yet in the cart). */
  compact?: boolean
  /** What the quantity means, for screen readers (e.g. '2 in the cart'). */
  quantityLabel?: string
  className?: string
}

/**
 * − quantity + for one product. aria-disabled rather than disabled: a button disabled under the
 * pointer would drop the focus (out of a dialog, or to the page's start).
 */
export function QuantityStepper({ name, quantity, onIncrement, onDecrement, canAdd = true, compact = false, quantityLabel, className = 'product-stepper' }: Props) {
  const { t } = useI18n()
  const showRemove = !compact || quantity > 0
  return (
    <div className={className} role="group" aria-label={t('details.quantity', { name })}>
      {showRemove && (
        <>
          <button
            type="button"
            className="stepper-button"
            aria-label={t('product.removeOne', { name })}
            aria-disabled={quantity <= 0}
            onClick={() => quantity > 0 && onDecrement()}
          >
            <span aria-hidden="true">−</span>
          </button>
          <output className="stepper-quantity" aria-live="polite" aria-label={quantityLabel}>
            {quantity}
          </output>
        </>
      )}
      <button
        type="button"
        className="stepper-button"
        aria-label={t('product.addOne', { name })}
        aria-disabled={!canAdd}
        onClick={() => canAdd && onIncrement()}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  )
}
