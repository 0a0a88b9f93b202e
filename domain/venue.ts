import type { Locale } from './locale'
import { localized } from './localized'
import { THEME_COUNT, themeClassOf } from './theme'
import {
  deliveryCitySchema,
  type ChildPos,
  type DeliveryCity,
  type Entity,
  type Media,
  type Pos,
  type Store,
} from './schemas/platform'

// Venue settings shown around the menu: theme, footer, logos, children, delivery cities (SPEC §1, §3).

export const MediaType = {
  Logo: 1,
  PreferredLogo: 1001,
  Background: 1000,
  WhereToEatBanner: 10,
  EatIn: 11,
  Takeaway: 12,
} as const
export type MediaType = (typeof MediaType)[keyof typeof MediaType]

/** CSS class of the venue theme: theme-1 … theme-11, theme-1 when unset or out of range (SPEC §3, §9). */
export function themeClass(entity: Pick<Entity, 'picker_theme_color'> | null | undefined): string {
  const color = entity?.picker_theme_color
  const n = typeof color === 'number' && Number.isInteger(color) && color >= 1 && color <= THEME_COUNT ? color : 1
  return themeClassOf(n)
}

/** Footer link to the venue website; 'http://' is added when it has neither http nor https (SPEC §1). */
export function websiteHref(website: string | null | undefined): string | null {
  const trimmed = website?.trim() ?? ''
  if (trimmed === '') return null
  return /^https?:\/\//i.test(trimmed) ? trimmed : `http://${trimmed}`
}

type ChildListing = Pick<ChildPos, 'customer_webapp_active' | 'customer_webapp_order_number'>

/** Child points of sale offered in the switcher: active ones, by customer_webapp_order_number (SPEC §3). */
export function visibleChildren<T extends ChildListing>(children: readonly T[]): T[] {
  return children
    .filter((child) => child.customer_webapp_active)
    .sort((a, b) => a.customer_webapp_order_number - b.customer_webapp_order_number)
}

type WithMedias = { medias?: readonly Pick<Media, 'type' | 'file_path'>[] | null }

/** The file path of the store's media of one type, or null. */
export function storeMedia(store: WithMedias | null | undefined, type: number): string | null {
  const media = store?.medias?.find((candidate) => candidate.type === type)
  return media?.file_path || null
}

/** The preferred logo (1001), else the logo (1); null hides the logo. */
export function logoPath(store: WithMedias | null | undefined): string | null {
  return storeMedia(store, MediaType.PreferredLogo) ?? storeMedia(store, MediaType.Logo)
}

/** The background image (1000); null means the app's default food background (SPEC §3). */
export function backgroundPath(store: WithMedias | null | undefined): string | null {
  return storeMedia(store, MediaType.Background)
}

type StoreNames = Pick<Store, 'name_fr' | 'name_nl' | 'name_en'>

/** The venue name for the footer in the page's language, German as English (SPEC §1). */
export function venueName(store: StoreNames, locale: Locale): string {
  // Any other name beats a blank footer; French is the venues' usual default language.
  for (const language of [locale, 'fr', 'en', 'nl'] as const) {
    const name = localized(store, 'name', language)
    if (name !== null) return name
  }
  return ''
}

/**
 * The delivery cities of a POS from its delivery_cities JSON string. Invalid JSON or a non-array
 * gives [] (SPEC §5: delivery is then refused); malformed entries are skipped.
 */
export function deliveryCities(pos: Partial<Pick<Pos, 'delivery_cities'>> | null | undefined): DeliveryCity[] {
  const raw = pos?.delivery_cities
  if (typeof raw !== 'string' || raw.trim() === '') return []
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    return []
  }
  if (!Array.isArray(parsed)) return []
  return parsed.flatMap((entry: unknown) => {
    const result = deliveryCitySchema.safeParse(entry)
    return result.success ? [result.data] : []
  })
}
