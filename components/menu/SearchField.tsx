import { useI18n } from '../ui/i18n'

export function SearchField({ query, onChange }: { query: string; onChange: (query: string) => void }) {
  const { t } = useI18n()
  return (
    <div className="search-field" role="search">
      <label htmlFor="menu-search" className="visually-hidden">
        {t('menu.search.label')}
      </label>
      <input
        id="menu-search"
        type="search"
        value={query}
        placeholder={t('menu.search.placeholder')}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => onChange(event.target.value)}
      />
      {query !== '' && (
        <button type="button" className="search-clear" aria-label={t('menu.search.clear')} onClick={() => onChange('')}>
          ×
        </button>
      )}
    </div>
  )
}
