import type { ReactNode } from 'react'
import { render } from 'vitest-browser-react'
import type { Locale } from '../../../domain/locale'
import { compileCatalogue } from '../../../locales/compile'
import de from '../../../locales/de.json'
import en from '../../../locales/en.json'
import fr from '../../../locales/fr.json'
import nl from '../../../locales/nl.json'
import { I18nProvider } from '../../../components/ui/i18n'
// The pages' stylesheet: a widget is laid out (rows of times, a sticky foot) as on its page.
import '../../../pages/styles.css'

const CATALOGUES = { en, fr, nl, de } as const

/** A language's whole catalogue, compiled as the pages get it. */
export const catalogue = (locale: Locale) => compileCatalogue(CATALOGUES[locale] as Record<string, string>)

/** `ui` rendered in Chromium in a language's texts, as a page gives them. */
export function renderIn(ui: ReactNode, locale: Locale = 'en') {
  return render(<I18nProvider locale={locale} messages={catalogue(locale)}>{ui}</I18nProvider>)
}
