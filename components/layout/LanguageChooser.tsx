import { usePageContext } from '../ui/page-context'
import { chooserLocales, splitLocalePath, type Locale } from '../../domain/locale'
import { localePath, useI18n } from '../ui/i18n'

/** Locale codes, the active one highlighted, the language name as tooltip; keeps the current path. */
export function LanguageChooser({ locales }: { locales: readonly Locale[] }) {
  const { t, locale } = useI18n()
  const { urlParsed } = usePageContext()
  const { rest } = splitLocalePath(urlParsed.pathname)
  const search = urlParsed.searchOriginal ?? ''
  return (
    <nav className="language-chooser" aria-label={t('header.languages')}>
      <ul>
        {chooserLocales(locales, locale).map((code) => (
          <li key={code}>
            {/* A full load: the new language's texts come with the page. */}
            <a
              href={localePath(code, rest) + search}
              data-vike="false"
              hrefLang={code}
              lang={code}
              title={t(`language.${code}`)}
              aria-current={code === locale ? 'true' : undefined}
            >
              {code.toUpperCase()}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
