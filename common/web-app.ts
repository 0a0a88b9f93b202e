// Each venue's site as an installable app (its web app manifest): name, colours, icons, where it opens.

/** The accent of each venue theme (SPEC §3 picker_theme_color), as pages/styles.css paints it. */
export const THEME_ACCENTS: Record<string, string> = {
  'theme-1': '#c2410c',
  'theme-2': '#b91c1c',
  'theme-3': '#a16207',
  'theme-4': '#15803d',
  'theme-5': '#0f766e',
  'theme-6': '#0369a1',
  'theme-7': '#1d4ed8',
  'theme-8': '#6d28d9',
  'theme-9': '#a21caf',
  'theme-10': '#be123c',
  'theme-11': '#374151',
}

/** The page background behind the app while it starts (pages/styles.css body). */
export const APP_BACKGROUND = '#f4f1ec'

export const accentOf = (themeClass: string): string => THEME_ACCENTS[themeClass] ?? THEME_ACCENTS['theme-1']!

// A home screen label past about 12 characters is cut by the launcher.
const SHORT_NAME_LENGTH = 12

/**
 * The name under the icon: the longest ending of the venue's name, in whole words, that fits
 * ("Brasserie Lumière" → "Lumière", "Le Grand Café" → "Grand Café"); a single long word is cut.
 */
export function shortName(name: string): string {
  const words = name.trim().split(/\s+/)
  for (let start = 0; start < words.length; start++) {
    const ending = words.slice(start).join(' ')
    if (ending.length <= SHORT_NAME_LENGTH) return ending
  }
  return (words.at(-1) ?? '').slice(0, SHORT_NAME_LENGTH)
}

/** The letter of an icon drawn for a venue without a logo. */
export const monogram = (name: string): string => (shortName(name).match(/\p{L}|\p{N}/u)?.[0] ?? '?').toLocaleUpperCase()

// What an SVG icon may embed as the venue's logo: the platform's Content-Type goes into the icon's
// markup, so only a type named here goes, never the header itself.
const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/svg+xml'] as const
export type LogoType = (typeof LOGO_TYPES)[number]

/** The logo's media type when a Content-Type names one the icon may carry (its parameters dropped), else null. */
export function logoType(contentType: string | null): LogoType | null {
  const type = contentType?.split(';')[0]!.trim().toLowerCase()
  return LOGO_TYPES.find((allowed) => allowed === type) ?? null
}

export const APP_ICON_PATH = '/app-icon.svg'
export const MASKABLE_ICON_PATH = '/app-icon-maskable.svg'

export type WebAppManifest = {
  id: string
  name: string
  short_name: string
  /** The page's language (a locale of domain/locale.ts). */
  lang: string
  start_url: string
  scope: string
  display: 'standalone'
  theme_color: string
  background_color: string
  icons: { src: string; sizes: string; type: string; purpose: 'any' | 'maskable' }[]
}

/**
 * The manifest of a venue's site, opening on its menu in the diner's language. Its id does not carry
 * the language, so the app stays one app whichever language it was installed in.
 */
export function webAppManifest({ name, themeClass }: { name: string; themeClass: string }, locale: string): WebAppManifest {
  return {
    id: '/',
    name,
    short_name: shortName(name),
    lang: locale,
    start_url: `/${locale}`,
    scope: '/',
    display: 'standalone',
    theme_color: accentOf(themeClass),
    background_color: APP_BACKGROUND,
    icons: [
      { src: APP_ICON_PATH, sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      { src: MASKABLE_ICON_PATH, sizes: 'any', type: 'image/svg+xml', purpose: 'maskable' },
    ],
  }
}
