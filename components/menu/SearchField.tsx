import { useEffect, useEffectEvent, useRef } from 'react'
import { useI18n } from '../ui/i18n'

type Props = { query: string; onChange: (query: string) => void; onFocusChange: (focused: boolean) => void }

export const SEARCH_INPUT_ID = 'menu-search'

export function SearchField({ query, onChange, onFocusChange }: Props) {
  const { t } = useI18n()
  const input = useRef<HTMLInputElement>(null)
  // Text typed before the page became interactive is kept, not wiped by hydration.
  const keepTyped = useEffectEvent((typed: string) => onChange(typed))
  useEffect(() => {
    const typed = input.current?.value ?? ''
    if (typed !== '') keepTyped(typed)
  }, [])
  return (
    <div className="search-field" role="search">
      <label htmlFor={SEARCH_INPUT_ID} className="visually-hidden">
        {t('menu.search.label')}
      </label>
      <input
        ref={input}
        id={SEARCH_INPUT_ID}
        type="search"
        defaultValue={query}
        placeholder={t('menu.search.placeholder')}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => onChange(event.target.value)}
        onFocus={() => onFocusChange(true)}
        onBlur={() => onFocusChange(false)}
      />
      {query !== '' && (
        <button
          type="button"
          className="search-clear"
          aria-label={t('menu.search.clear')}
          onClick={() => {
            if (input.current) input.current.value = ''
            onChange('')
            input.current?.focus()
          }}
        >
          ×
        </button>
      )}
    </div>
  )
}
