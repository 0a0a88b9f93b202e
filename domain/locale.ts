// Interface languages and how a visitor's language is chosen (SPEC §4, §5, §9; DESIGN "Request flow" 3).

export const LOCALES = ['en', 'fr', 'nl', 'de'] as const

export type Locale = (typeof LOCALES)[number]

export const DEFAULT_LOCALE: Locale = 'en'

/**
 * The Intl locale each language writes numbers, plurals and dates in, for Belgian venues: Irish English
 * puts the day before the month, like Belgian French, Dutch and German.
 */
export const INTL_LOCALES: Record<Locale, string> = { en: 'en-IE', fr: 'fr-BE', nl: 'nl-BE', de: 'de-BE' }

/** Cookie that remembers the visitor's language choice (SPEC §3). */
export const LOCALE_COOKIE = 'i18n_redirected'

/** Seconds the language cookie lasts: 365 days (SPEC §9). */
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 3600

export function isLocale(x: unknown): x is Locale {
  return typeof x === 'string' && (LOCALES as readonly string[]).includes(x)
}

/**
 * The chooser's languages: those the venue offers and, when the page is in another (every page exists
 * in all four), the page's own too, so the chooser always shows the active one highlighted (SPEC §2).
 */
export function chooserLocales(offered: readonly Locale[], current: Locale): Locale[] {
  return LOCALES.filter((code) => code === current || offered.includes(code))
}

interface WeightedTag {
  primary: string
  q: number
}

function parseAcceptLanguage(header: string): WeightedTag[] {
  const tags: WeightedTag[] = []
  for (const part of header.split(',')) {
    const [tag = '', ...params] = part.trim().split(';')
    const primary = tag.trim().toLowerCase().split('-')[0] ?? ''
    if (primary === '' || primary === '*') continue
    let q = 1
    for (const param of params) {
      const [key, value] = param.trim().split('=')
      if (key?.trim().toLowerCase() === 'q' && value !== undefined) {
        const parsed = Number(value.trim())
        q = Number.isFinite(parsed) ? parsed : 0
      }
    }
    // q=0 means "not acceptable" (RFC 9110 §12.4.2).
    if (q > 0) tags.push({ primary, q })
  }
  // Array.prototype.sort is stable, so equal weights keep the header's order.
  return tags.sort((a, b) => b.q - a.q)
}

/**
 * The language for a path without a locale prefix: a valid cookie first,
 * then the best Accept-Language match on the primary subtag, then English.
 */
export function pickLocale(input: {
  cookie?: string | null
  acceptLanguage?: string | null
}): Locale {
  if (isLocale(input.cookie)) return input.cookie
  if (input.acceptLanguage) {
    for (const { primary } of parseAcceptLanguage(input.acceptLanguage)) {
      if (isLocale(primary)) return primary
    }
  }
  return DEFAULT_LOCALE
}

/**
 * Splits a URL path into its locale prefix and the rest:
 * '/fr/info/privacy' → fr + '/info/privacy', '/fr' → fr + '/', '/xx' → null + '/xx'.
 */
export function splitLocalePath(pathname: string): { locale: Locale | null; rest: string } {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname)
  const first = match?.[1]
  if (isLocale(first)) return { locale: first, rest: match?.[2] ?? '/' }
  return { locale: null, rest: pathname }
}
