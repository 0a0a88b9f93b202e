import './composition.css'
import { use, useEffect, useState } from 'react'
import type { MenuProductView, MenuView } from '../../domain/menu-view'
import type { ProductSheet } from '../../domain/product-sheet'
import { useUi } from '../../stores/ordering'
import { Dialog, DialogCloseButton } from '../ui/Dialog'
import { fulfilledValue } from '../ui/fulfilled'
import { groupMessagesAtBest } from '../ui/group-texts'
import { useI18n, WithMessages } from '../ui/i18n'
import { LoadingScreen } from '../ui/LoadingScreen'
import type { AvoidInComposition } from '../allergens/composition-avoid'
import { Composer } from './Composer'
import { composedMenuSheet } from './sheets-ahead'

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
