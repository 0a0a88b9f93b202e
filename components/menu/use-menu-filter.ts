import { useEffect, useState } from 'react'
import type { MenuSection, MenuView } from '../../domain/menu-view'
import { useOrder, useUi } from '../../stores/ordering'
import { useI18n } from '../ui/i18n'
import { forgetFailedLoads } from '../ui/remembered'
import { AVOIDING_ATTRIBUTE } from './avoiding-early'
import { openEveryGate } from './HydrateWhenNear'
import type { MenuFilter } from '../allergens/filter-types'

export type MenuFilterState = { filter: MenuFilter | null; failed: boolean; retry: () => void }

/** The "Avoid…" button, where the focus goes back when the filter's panel closes. */
export const AVOID_BUTTON_ID = 'avoid-button'

/**
 * The filter over `menu`'s `sections`, once its code and the venue's allergen data are loaded: as soon
 * as the diner avoids something, opens the filter or searches (ingredients come with the same data).
 */
export function useMenuFilter(menu: MenuView, sections: MenuSection[], searching: boolean): MenuFilterState {
  const { locale } = useI18n()
  const choice = useUi((state) => state.avoid)
  const open = useUi((state) => state.filterOpen)
  const restored = useOrder((state) => state.restored)
  const avoiding = choice.allergenIds.length > 0
  const wanted = avoiding || open || searching
  const [attempt, setAttempt] = useState(0)
  const [state, setState] = useState<{ filter: MenuFilter | null; failed: boolean }>({ filter: null, failed: false })

  useEffect(() => {
    if (!wanted) return
    let current = true
    import('../allergens')
      .then((module) => module.menuFilter(menu, sections, choice, locale))
      .then(
        (filter) => {
          if (!current) return
          openEveryGate()
          setState({ filter, failed: false })
        },
        () => current && setState({ filter: null, failed: true }),
      )
    return () => {
      current = false
    }
  }, [wanted, menu, sections, choice, locale, attempt])

  const settled = !avoiding || state.filter !== null || state.failed
  useEffect(() => {
    if (restored && settled) document.documentElement.removeAttribute(AVOIDING_ATTRIBUTE)
  }, [restored, settled])

  const filter = wanted && state.filter?.posId === menu.posId ? state.filter : null
  const retry = () => {
    forgetFailedLoads()
    setAttempt((n) => n + 1)
  }
  return { filter, failed: wanted && state.failed, retry }
}
