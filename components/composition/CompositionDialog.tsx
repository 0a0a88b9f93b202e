import './composition.css'
import { use, useEffect, useRef, useState } from 'react'
import { needsAgeConfirmation } from '../../domain/age-check'
import { compositionItems, compositionTotalCents, nextStep, previousStep, selectOption, startComposition } from '../../domain/composition'
import type { StepError, StepOption } from '../../domain/composition'
import { priceFor, type MenuProductView, type MenuView } from '../../domain/menu-view'
import type { ProductSheet } from '../../domain/product-sheet'
import { useCart, useOrder, useUi } from '../../stores/ordering'
import { Dialog, DialogCloseButton } from '../ui/Dialog'
import { fulfilledValue } from '../ui/fulfilled'
import { groupMessagesAtBest } from '../ui/group-texts'
import { useI18n, WithMessages } from '../ui/i18n'
import { LoadingScreen } from '../ui/LoadingScreen'
import type { AvoidInComposition } from '../allergens/composition-avoid'
import { StepOptions } from './StepOptions'
import { StepProgress } from './StepProgress'
import { composedMenuSheet } from './sheets-ahead'
import { stepErrorText, stepHintText } from './step-texts'

type Props = {
  product: MenuProductView
  posId: number
  /** The menu shown, whose composed menus' steps are fetched ahead (sheets-ahead.ts). */
  menu: MenuView
  onClose: () => void
}

/** The full-screen composition of a menu, one step at a time (SPEC §2, §4 'Composition'). */
export function CompositionDialog(props: Props) {
  const { locale } = useI18n()
  const avoided = useUi((s) => s.avoid.allergenIds)
  return (
    // Its texts come with its code (locales/page-messages.ts, the composition group), not with the page.
    // A popup per product and allergen filter: under the filter the steps come with what the venue says
    // of each option.
    <WithMessages messages={use(groupMessagesAtBest('composition', locale))}>
      <CompositionPopup key={`${props.product.id}:${avoided.join(',')}`} {...props} avoided={avoided} />
    </WithMessages>
  )
}

function CompositionPopup({ product, posId, menu, avoided, onClose }: Props & { avoided: readonly number[] }) {
  const { t, locale } = useI18n()
  // Steps fetched ahead and come: the composition opens on its first step, in the tap's own commit.
  const [loaded, setLoaded] = useState<{ sheet: ProductSheet; avoid: AvoidInComposition | null } | null>(() => {
    const came = avoided.length === 0 ? fulfilledValue(composedMenuSheet(menu, product.id, locale)) : undefined
    return came ? { sheet: came, avoid: null } : null
  })
  const [failed, setFailed] = useState(false)
  const ready = loaded !== null
  useEffect(() => {
    if (ready) return
    let current = true
    Promise.all([
      composedMenuSheet(menu, product.id, locale),
      avoided.length > 0 ? import('../allergens').then((module) => module.avoidInComposition(posId, product.id, locale, new Set(avoided))) : null,
    ])
      .then(([sheet, avoid]) => current && setLoaded({ sheet, avoid }))
      .catch(() => current && setFailed(true))
    return () => {
      current = false
    }
  }, [ready, menu, posId, product.id, locale, avoided])

  return (
    <Dialog open onClose={onClose} labelledBy="composition-title" variant="page" className="composition">
      {loaded ? (
        <Composer sheet={loaded.sheet} avoid={loaded.avoid} product={product} posId={posId} onClose={onClose} />
      ) : (
        <div className="composition-loading">
          <header className="composition-header">
            <h2 id="composition-title" lang={product.nameLang}>
              {product.name}
            </h2>
            <DialogCloseButton onClick={onClose} />
          </header>
          {failed ? <p role="alert">{t('menu.loadFailed')}</p> : <LoadingScreen />}
        </div>
      )}
    </Dialog>
  )
}

const NOTHING_EXCLUDED: ReadonlySet<number> = new Set()

function Composer({ sheet, avoid, product, posId, onClose }: Omit<Props, 'menu'> & { sheet: ProductSheet; avoid: AvoidInComposition | null }) {
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
