import type { MenuProductView } from '../../domain/menu-view'
import { closestNames } from '../../domain/search-suggestions'
import { useI18n } from '../ui/i18n'
import type { MenuFilter } from '../allergens/filter-types'

type Props = { products: readonly MenuProductView[]; filter: MenuFilter | null; query: string; onSearch: (query: string) => void }

/**
 * Under a search that found nothing: the closest names on the menu, each a new search, and the way
 * back to the whole menu. Loaded only when a search first finds nothing.
 */
export default function SearchSuggestions({ products, filter, query, onSearch }: Props) {
  const { t } = useI18n()
  // Never a dish the allergen filter hides.
  const names = products.filter((product) => !filter?.hides(product.id)).map((product) => product.name)
  const closest = closestNames(names, query)
  return (
    <div className="search-suggestions">
      {closest.length > 0 && (
        <>
          <p id="search-closest">{t('menu.search.closest')}</p>
          <ul aria-labelledby="search-closest">
            {closest.map((name) => (
              <li key={name}>
                <button type="button" className="button-secondary" onClick={() => onSearch(name)}>
                  {name}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      <button type="button" className="button-secondary search-show-all" onClick={() => onSearch('')}>
        {t('menu.search.showAll')}
      </button>
    </div>
  )
}
