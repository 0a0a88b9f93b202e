import { lazy, Suspense, useDeferredValue, useState } from 'react'
import { useUi } from '../../stores/ordering'
import { usePointOfSale } from '../../stores/point-of-sale'
import { ErrorBoundary } from '../ui/ErrorBoundary'
import { ErrorScreen } from '../ui/ErrorScreen'
import { useI18n } from '../ui/i18n'
import { LoadingScreen } from '../ui/LoadingScreen'
import { usePageData } from '../ui/page-data'
import { MenuContent } from './MenuContent'
import { SEARCH_INPUT_ID, SearchField } from './SearchField'
import { AVOID_BUTTON_ID } from './use-menu-filter'
import { useNewestMenu } from './use-newest-menu'
import { VenueTerms } from './VenueTerms'

// A menu the edge did not have yet streams in (or, for another stand, is fetched): its code comes
// only then, so the usual page, whose menu is in its data, ships none of it.
const LoadedMenu = lazy(() => import('./LoadedMenu'))

/** The menu page: search above, then categories or matrices; the menu itself comes with the page when it can. */
export function MenuScreen() {
  const { t } = useI18n()
  const posId = usePointOfSale((state) => state.posId)
  const pageMenu = usePageData()?.menu
  const menu = useNewestMenu(posId, pageMenu?.posId === posId ? pageMenu : undefined)
  const [query, setQuery] = useState('')
  const deferredQuery = useDeferredValue(query)
  const setSearchFocused = useUi((state) => state.setSearchFocused)
  const filterOpen = useUi((state) => state.filterOpen)
  const setFilterOpen = useUi((state) => state.setFilterOpen)
  const avoiding = useUi((state) => state.avoid.allergenIds.length > 0)
  // A search started from the page (a suggestion, the whole menu again): into the field as well.
  const search = (text: string) => {
    const input = document.getElementById(SEARCH_INPUT_ID)
    if (input instanceof HTMLInputElement) {
      input.value = text
      input.focus()
    }
    setQuery(text)
  }
  if (posId == null) return null
  return (
    <div className="menu">
      <h1 className="visually-hidden">{t('menu.title')}</h1>
      <div className="menu-tools">
        <SearchField query={query} onChange={setQuery} onFocusChange={setSearchFocused} />
        <button
          id={AVOID_BUTTON_ID}
          type="button"
          className={avoiding ? 'avoid-button is-avoiding' : 'avoid-button'}
          aria-haspopup="dialog"
          aria-expanded={filterOpen}
          aria-controls="allergen-filter"
          onClick={() => setFilterOpen(!filterOpen)}
        >
          {t('menu.avoid')}
        </button>
      </div>
      <VenueTerms />
      <ErrorBoundary
        key={posId}
        fallback={(retry) => (
          <ErrorScreen
            title={t('error.title')}
            message={t('menu.loadFailed')}
            action={
              <button type="button" className="button-primary" onClick={retry}>
                {t('error.tryAgain')}
              </button>
            }
          />
        )}
      >
        {menu ? (
          <MenuContent menu={menu} query={deferredQuery} onSearch={search} />
        ) : (
          // Keeps the space the menu will take, so the footer below never jumps up and down.
          <Suspense fallback={<div className="menu-pending"><LoadingScreen /></div>}>
            <LoadedMenu posId={posId} query={deferredQuery} onSearch={search} />
          </Suspense>
        )}
      </ErrorBoundary>
    </div>
  )
}
