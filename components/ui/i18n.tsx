import { createContext, useContext, useMemo, type ReactNode } from 'react'
import type { Locale } from '../../domain/locale'
import type { Cents } from '../../domain/money'
import { formatPrice, makeTranslator, type Messages, type Translate } from '../../locales/intl'

type I18n = {
  locale: Locale
  t: Translate
  price: (cents: Cents) => string
  messages: Messages
}

const I18nContext = createContext<I18n | null>(null)

export function I18nProvider({ locale, messages, children }: { locale: Locale; messages: Messages; children: ReactNode }) {
  const value = useMemo<I18n>(() => {
    return { locale, t: makeTranslator(locale, messages), price: (cents) => formatPrice(locale, cents), messages }
  }, [locale, messages])
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>
}

/** The texts around, and `messages` (a group loaded with the code below, components/ui/group-texts.ts). */
export function WithMessages({ messages, children }: { messages: Messages; children: ReactNode }) {
  const { locale, messages: around } = useI18n()
  const merged = useMemo(() => ({ ...around, ...messages }), [around, messages])
  return (
    <I18nProvider locale={locale} messages={merged}>
      {children}
    </I18nProvider>
  )
}

/** Texts and prices in the page's language. */
export function useI18n(): I18n {
  const i18n = useContext(I18nContext)
  if (!i18n) throw new Error('useI18n needs an I18nProvider')
  return i18n
}

/** A path of this app in the current language: `/fr` + `/info/privacy`. */
export function localePath(locale: Locale, path: string): string {
  return path === '/' ? `/${locale}` : `/${locale}${path}`
}
