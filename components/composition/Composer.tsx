import { useEffect, useRef, useState } from 'react'
import { needsAgeConfirmation } from '../../domain/age-check'
import { compositionItems, compositionTotalCents, nextStep, previousStep, selectOption, startComposition } from '../../domain/composition'
import type { StepError, StepOption } from '../../domain/composition'
import { priceFor, type MenuProductView } from '../../domain/menu-view'
import type { ProductSheet } from '../../domain/product-sheet'
import { useCart, useOrder, useUi } from '../../stores/ordering'
import { DialogCloseButton } from '../ui/Dialog'
import { useI18n } from '../ui/i18n'
import type { AvoidInComposition } from '../allergens/composition-avoid'
import { StepOptions } from './StepOptions'
import { StepProgress } from './StepProgress'
import { stepErrorText, stepHintText } from './step-texts'

type Props = {
  sheet: ProductSheet
  /** Under the diner's allergen filter, what each option holds that they avoid; null without a filter. */
  avoid: AvoidInComposition | null
  product: MenuProductView
  posId: number
  onClose: () => void
}

const NOTHING_EXCLUDED: ReadonlySet<number> = new Set()

/**
 * A composed menu's steps once its sheet has come, inside the composition popup: each step's choices
 * by the rules of domain/composition.ts, its error, the running price, the age check before alcohol,
 * and the menu into the cart at the last step (SPEC §2, §4 'Composition').
 */
export function Composer({ sheet, avoid, product, posId, onClose }: Props) {
  const { t, price } = useI18n()
  const { steps, optionProducts } = sheet
  const excluded = avoid?.excluded ?? NOTHING_EXCLUDED
  const [state, setState] = useState(() => startComposition(product.id, steps, excluded))
  const [error, setError] = useState<StepError>(null)
  // An option the diner avoids is chosen once they confirm it; then it is theirs for this menu.
  const [confirming, setConfirming] = useState<{ option: StepOption; delta: number } | null>(null)
  const [insisted, setInsisted] = useState<ReadonlySet<number>>(NOTHING_EXCLUDED)
  const consumptionType = useOrder((s) => s.consumptionType)
  const confirmAge = useOrder((s) => s.confirmAge)
  const answerAge = useOrder((s) => s.answerAge)
  const askAge = useUi((s) => s.askAge)
  const addComposition = useCart((s) => s.addComposition)
  const step = steps[state.stepIndex]
  // Each step's heading takes the focus: the loading header (and its focused close button) is gone by
  // then, and a screen reader announces the new step.
  const stepTitle = useRef<HTMLHeadingElement>(null)
  useEffect(() => stepTitle.current?.focus(), [state.stepIndex])
  const itemPrice = (id: number) => optionProducts[id]?.priceCents ?? null
  const total = compositionTotalCents(priceFor(product, consumptionType), steps, state, itemPrice)
  const last = state.stepIndex === steps.length - 1

  // Alcohol chosen in a menu needs the age check; a refusal closes the composition (SPEC §4).
  async function ageAllows(itemIds: number[]): Promise<boolean> {
    if (!needsAgeConfirmation(itemIds.map((id) => ({ isAlcohol: optionProducts[id]?.isAlcohol ?? false })), confirmAge)) return true
    const confirmed = await askAge()
    answerAge(confirmed)
    if (!confirmed) onClose()
    return confirmed
  }

  async function choose(option: StepOption, delta: number, allowed = insisted) {
    if (!step) return
    const chosen = state.choices.some((choice) => choice.step === step.uid && choice.itemId === option.itemId)
    if (delta > 0 && excluded.has(option.itemId) && !allowed.has(option.itemId)) return setConfirming({ option, delta })
    if (delta > 0 && !chosen && !(await ageAllows([option.itemId]))) return
    const result = selectOption(state, step, option, delta)
    if (result.refused) {
      if (delta > 0 && step.max != null) setError({ kind: 'max', max: step.max })
      return
    }
    setState(result.state)
    setError(null)
  }

  async function next() {
    const move = nextStep(state, steps, excluded)
    if (move.error) return setError(move.error)
    if (!move.done) {
      setState(move.state)
      return setError(null)
    }
    if (!(await ageAllows(state.choices.map((choice) => choice.itemId)))) return
    const items = compositionItems(state, steps, (id) => optionProducts[id]?.name ?? '', itemPrice)
    addComposition({ id: product.id, posId, items })
    onClose()
  }

  const errorText = error && stepErrorText(t, error)
  return (
    <div className="composition-body">
      <header className="composition-header">
        {state.stepIndex > 0 && (
          <button
            type="button"
            className="icon-button"
            aria-label={t('composition.back')}
            onClick={() => {
              setState(previousStep(state, steps, excluded))
              setError(null)
            }}
          >
            ←
          </button>
        )}
        <h2 id="composition-title" lang={product.nameLang}>
          {product.name}
        </h2>
        <DialogCloseButton onClick={onClose} />
      </header>
      <StepProgress steps={steps} current={state.stepIndex} />
      {step && (
        <section className="composition-step" aria-labelledby="step-title">
          <h3 id="step-title" ref={stepTitle} tabIndex={-1} lang={step.nameLang}>
            {step.name}
          </h3>
          {stepHintText(t, step) && <p className="step-hint">{stepHintText(t, step)}</p>}
          {avoid && <avoid.Warnings steps={state.stepIndex === 0 ? steps : [step]} />}
          {errorText && (
            <p className="step-error" role="alert">
              {errorText}
            </p>
          )}
          <StepOptions step={step} state={state} products={optionProducts} markOf={avoid?.markOf} onChoose={choose} />
          {errorText && (
            <p className="step-error" aria-hidden="true">
              {errorText}
            </p>
          )}
        </section>
      )}
      {confirming && avoid && (
        <avoid.Confirmation
          name={optionProducts[confirming.option.itemId]?.name ?? ''}
          itemId={confirming.option.itemId}
          onAnswer={(insist) => {
            setConfirming(null)
            if (!insist) return
            const allowed = new Set(insisted).add(confirming.option.itemId)
            setInsisted(allowed)
            void choose(confirming.option, confirming.delta, allowed)
          }}
        />
      )}
      <footer className="composition-footer">
        <span className="composition-total">
          {t('composition.total')} <strong>{price(total)}</strong>
        </span>
        <button type="button" className="button-primary" onClick={() => void next()}>
          {last ? t('composition.addToCart') : t('composition.continue')}
        </button>
      </footer>
    </div>
  )
}
