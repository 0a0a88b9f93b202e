import { Suspense, useEffect, type ReactNode } from 'react'
import { usePageContext } from '../ui/page-context'
import { linesOfProduct, lineTotalCents, productQuantity, type CartLine } from '../../domain/cart'
import { priceFor } from '../../domain/menu-view'
import { useCart, useOrder, useUi } from '../../stores/ordering'
import { ErrorBoundary } from '../ui/ErrorBoundary'
import { groupMessagesAtBest } from '../ui/group-texts'
import { useI18n } from '../ui/i18n'
import { preloadedLazy } from '../ui/preloaded-lazy'
import { prefetchWhenIdle } from '../../client/prefetch-when-idle'
import { composedMenuSheets } from '../composition/sheets-ahead'
import { useMenu } from './menu-context'
import { useProductActions } from './use-product-actions'

// The popups are loaded apart from the page, in one file, and fetched once the browser is idle.
const loadPopups = () => import('./popups')
const popups = {
  details: preloadedLazy(() => loadPopups().then((m) => m.ProductDetailDialog)),
  composition: preloadedLazy(() => loadPopups().then((m) => m.CompositionDialog)),
  deleteVariation: preloadedLazy(() => loadPopups().then((m) => m.DeleteVariationDialog)),
  age: preloadedLazy(() => loadPopups().then((m) => m.AgeCheckDialog)),
  whereToEat: preloadedLazy(() => loadPopups().then((m) => m.WhereToEatDialog)),
}
const ProductDetailDialog = popups.details.Component
const CompositionDialog = popups.composition.Component
const DeleteVariationDialog = popups.deleteVariation.Component
const AgeCheckDialog = popups.age.Component
const WhereToEatDialog = popups.whereToEat.Component

/** The popups of the menu page; at most one product popup at a time, the age check above it. */
export function MenuDialogs({ posId }: { posId: number }) {
  const { venue } = usePageContext()
  const { menu, product } = useMenu()
  const dialog = useUi((state) => state.dialog)
  const closeDialog = useUi((state) => state.closeDialog)
  const pendingAgeCheck = useUi((state) => state.pendingAgeCheck)
  const answerAgeCheck = useUi((state) => state.answerAgeCheck)
  const lines = useCart((state) => state.lines)
  const remove = useCart((state) => state.remove)
  const consumptionType = useOrder((state) => state.consumptionType)
  const restored = useOrder((state) => state.restored)
  const chooseConsumptionType = useOrder((state) => state.chooseConsumptionType)
  const actions = useProductActions(posId)
  const shown = dialog ? product(dialog.productId) : undefined
  const variants = dialog?.kind === 'deleteVariation' ? linesOfProduct(lines, dialog.productId).filter((line) => line.posId === posId) : []

  const { locale } = useI18n()
  // The composition's texts come with its code: both are fetched while the page is idle, and then
  // the steps of the menu's composed menus.
  useEffect(
    () => prefetchWhenIdle(...Object.values(popups).map((popup) => popup.preload), () => groupMessagesAtBest('composition', locale), ...composedMenuSheets(menu, locale)),
    [menu, locale],
  )

  // 'Which menu to delete?' closes once the last variant is gone.
  useEffect(() => {
    if (dialog?.kind === 'deleteVariation' && variants.length === 0) closeDialog()
  }, [dialog, variants.length, closeDialog])

  const describe = (line: CartLine) =>
    line.items.map((item) => (item.quantity > 1 ? `${item.name} ×${item.quantity}` : item.name)).join(', ')

  // One boundary per popup: a popup whose code is still loading never unmounts another one.
  return (
    <>
      {dialog?.kind === 'details' && shown && (
        <Popup>
          <ProductDetailDialog
            product={shown}
            posId={posId}
            priceCents={priceFor(shown, consumptionType)}
            quantity={productQuantity(lines, shown.id, posId)}
            showStepper={!shown.isMenu}
            onIncrement={() => actions.increase(shown)}
            onDecrement={() => actions.decrease(shown)}
            onClose={closeDialog}
          />
        </Popup>
      )}
      {dialog?.kind === 'composition' && shown && (
        <Popup>
          <CompositionDialog product={shown} posId={posId} menu={menu} onClose={closeDialog} />
        </Popup>
      )}
      {dialog?.kind === 'deleteVariation' && shown && (
        <Popup>
          <DeleteVariationDialog
            open
            productName={shown.name}
            lines={variants.map((line) => ({
              uuid: line.uuid,
              quantity: line.quantity,
              description: describe(line),
              totalCents: lineTotalCents(line, priceFor(shown, consumptionType)),
            }))}
            onRemove={remove}
            onClose={closeDialog}
          />
        </Popup>
      )}
      {pendingAgeCheck !== null && (
        <Popup>
          <AgeCheckDialog open onAnswer={answerAgeCheck} />
        </Popup>
      )}
      {venue?.asksEatInOrTakeaway && restored && consumptionType === null && (
        <Popup>
          <WhereToEatDialog venue={venue} onChoose={chooseConsumptionType} />
        </Popup>
      )}
    </>
  )
}

/** A popup loading apart; one whose code cannot come (the network gone before it was fetched) stays closed rather than taking the page down. */
function Popup({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary fallback={() => null}>
      <Suspense fallback={null}>{children}</Suspense>
    </ErrorBoundary>
  )
}
