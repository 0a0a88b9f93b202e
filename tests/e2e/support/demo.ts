import { readFileSync } from 'node:fs'
import type { Locator } from '@playwright/test'
import { APP_PORT } from '../../../playwright.config'

// What the demo dataset (origin/seed/demo) shows, as the journeys expect to read it on screen.

/** The screens the journeys are tried on where the layout differs (docs/decisions/026). */
export const PHONE = { width: 390, height: 844 }
export const TABLET = { width: 768, height: 1024 }

export const LOCALES = ['en', 'fr', 'nl', 'de'] as const
export type Locale = (typeof LOCALES)[number]

export type VenueKey = 'lumiere' | 'halles' | 'comptoir' | 'club' | 'ferme' | 'grand' | 'nowhere'

/** An address of this worker's app for one venue hostname. */
export function venueUrl(venue: VenueKey, path = '/'): string {
  return new URL(path, `http://${venue}.localhost:${APP_PORT}`).toString()
}

/** The interface texts of one locale, straight from locales/<locale>.json. */
export function messages(locale: Locale): Record<string, string> {
  return JSON.parse(readFileSync(new URL(`../../../locales/${locale}.json`, import.meta.url), 'utf8'))
}

/** Intl puts no-break spaces (U+00A0, U+202F) in prices: compare them as plain spaces. */
export function normaliseSpaces(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, ' ')
}

type PerLocale<T> = Record<Locale, T>

export type MenuExpectation = {
  venue: VenueKey
  /** Page title and brand name (the store's name in that language; German reads English). */
  name: PerLocale<string>
  /** Product cards of the menu first shown (at a food court: the first stand). */
  productCount: number
  /** A category (or matrix) heading. */
  heading: PerLocale<string>
  /** A real product of the data and its price as the locale formats euros. */
  product: PerLocale<string>
  price: PerLocale<string>
}

export const MENUS: MenuExpectation[] = [
  {
    venue: 'lumiere',
    name: { en: 'Brasserie Lumière', fr: 'Brasserie Lumière', nl: 'Brasserie Lumière', de: 'Brasserie Lumière' },
    productCount: 45,
    heading: { en: 'Starters', fr: 'Entrées', nl: 'Voorgerechten', de: 'Starters' },
    product: {
      en: 'Cheese croquettes (2 pieces)',
      fr: 'Croquettes de fromage (2 pièces)',
      nl: 'Kaaskroketten (2 stuks)',
      de: 'Cheese croquettes (2 pieces)',
    },
    price: { en: '€11.50', fr: '11,50 €', nl: '€ 11,50', de: '11,50 €' },
  },
  {
    venue: 'halles',
    name: { en: 'Saint-Géry Market Hall', fr: 'Les Halles Saint-Géry', nl: 'Sint-Gorikshallen', de: 'Saint-Géry Market Hall' },
    // Sushi Kaze, the first stand.
    productCount: 12,
    heading: { en: 'Bento boxes', fr: 'Bentos', nl: "Bento's", de: 'Bento boxes' },
    product: {
      en: 'Crab California roll (8 pieces)',
      fr: 'California roll au crabe (8 pièces)',
      nl: 'California roll met krab (8 stuks)',
      de: 'Crab California roll (8 pieces)',
    },
    price: { en: '€11.00', fr: '11,00 €', nl: '€ 11,00', de: '11,00 €' },
  },
  {
    venue: 'comptoir',
    name: { en: 'Le Comptoir', fr: 'Le Comptoir', nl: 'Le Comptoir', de: 'Le Comptoir' },
    // items_view 2: five matrices holding 4 + 4 + 3 + 5 + 6 cards (favourites repeat products).
    productCount: 22,
    // A matrix, not a category: the categories are 'Soft & hot drinks' etc.
    heading: { en: 'Soft drinks & coffee', fr: 'Softs & café', nl: 'Frisdranken & koffie', de: 'Soft drinks & coffee' },
    product: {
      en: 'Belgian cheese board',
      fr: 'Planche de fromages belges',
      nl: 'Plank met Belgische kazen',
      de: 'Belgian cheese board',
    },
    price: { en: '€12.00', fr: '12,00 €', nl: '€ 12,00', de: '12,00 €' },
  },
]

/** Cents as the English pages show euros: 2340 → '€23.40'. */
export function euro(cents: number): string {
  return `€${(cents / 100).toFixed(2)}`
}

/** An English euro price read on screen ('€19.90') in cents. */
export function centsOf(price: string): number {
  const match = /€\s*(\d+)\.(\d{2})/.exec(normaliseSpaces(price))
  if (!match) throw new Error(`not an English euro price: ${price}`)
  return Number(match[1]) * 100 + Number(match[2])
}

/** The weekday of a calendar day (YYYY-MM-DD) as the pages name it: 'Sunday', 'dimanche'. */
export function weekday(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`))
}

/** The language a screen reader reads an element's text in: its own `lang`, or its nearest ancestor's. */
export function languageOf(locator: Locator): Promise<string | null> {
  return locator.evaluate((element) => element.closest('[lang]')?.getAttribute('lang') ?? null)
}
