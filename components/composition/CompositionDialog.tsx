import './composition.css'
import { useEffect, useRef, useState } from 'react'
import { needsAgeConfirmation } from '../../domain/age-check'
import { compositionItems, compositionTotalCents, nextStep, previousStep, selectOption, startComposition } from '../../domain/composition'
import type { StepError, StepOption } from '../../domain/composition'
import { priceFor, type MenuProductView } from '../../domain/menu-view'
import type { ProductSheet } from '../../domain/product-sheet'
import { apiGet } from '../../stores/api-client'
import { useCart, useOrder, useUi } from '../../stores/ordering'
import { Dialog, DialogCloseButton } from '../ui/Dialog'
import { useI18n } from '../ui/i18n'
import { LoadingScreen } from '../ui/LoadingScreen'
import { StepOptions } from './StepOptions'
import { StepProgress } from './StepProgress'
import { stepErrorText, stepHintText } from './step-texts'

type Props = { product: MenuProductView; posId: number; onClose: () => void }

/** The full-screen composition of a menu, one step at a time (SPEC §2, §4 'Composition'). */
export function CompositionDialog({ product, posId, onClose }: Props) {
  const { t, locale } = useI18n()
  const [sheet, setSheet] = useState<ProductSheet | null>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    let current = true
    apiGet('/menu/:posId/products/:productId', { param: { posId, productId: product.id } }, locale)
      .then((loaded) => current && setSheet(loaded))
      .catch(() => current && setFailed(true))
    return () => {
      current = false
    }
  }, [posId, product.id, locale])

  return (
    <Dialog open onClose={onClose} labelledBy="composition-title" variant="fullscreen" className="composition">
      {sheet ? (
        <Composer sheet={sheet} product={product} posId={posId} onClose={onClose} />
      ) : (
        <div className="composition-loading">
          <header className="composition-header">
            <h2 id="composition-title">{product.name}</h2>
            <DialogCloseButton onClick={onClose} />
          </header>
          {failed ? <p role="alert">{t('menu.loadFailed')}</p> : <LoadingScreen />}
        </div>
      )}
    </Dialog>
  )
}

function Composer({ sheet, product, posId, onClose }: Props & { sheet: ProductSheet }) {
  const { t, price } = useI18n()
  const { steps, optionProducts } = sheet
  const [state, setState] = useState(() => startComposition(product.id, steps))
  const [error, setError] = useState<StepError>(null)
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

  async function choose(option: StepOption, delta: number) {
    if (!step) return
    const chosen = state.choices.some((choice) => choice.step === step.uid && choice.itemId === option.itemId)
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
    const move = nextStep(state, steps)
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
              setState(previousStep(state, steps))
              setError(null)
            }}
          >
            ←
          </button>
        )}
        <h2 id="composition-title">{product.name}</h2>
        <DialogCloseButton onClick={onClose} />
      </header>
      <StepProgress steps={steps} current={state.stepIndex} />
      {step && (
        <section className="composition-step" aria-labelledby="step-title">
          <h3 id="step-title" ref={stepTitle} tabIndex={-1}>
            {step.name}
          </h3>
          {stepHintText(t, step) && <p className="step-hint">{stepHintText(t, step)}</p>}
          {errorText && (
            <p className="step-error" role="alert">
              {errorText}
            </p>
          )}
          <StepOptions step={step} state={state} products={optionProducts} onChoose={choose} />
          {errorText && (
            <p className="step-error" aria-hidden="true">
              {errorText}
            </p>
          )}
        </section>
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
