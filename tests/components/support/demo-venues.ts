import { menuConsumptionType } from '../../../domain/consumption-type'
import type { Locale } from '../../../domain/locale'
import { buildMenuBundle, type MenuBundle } from '../../../domain/menu-bundle'
import { menuView, type MenuView } from '../../../domain/menu-view'
import { productSheet, type ProductSheet } from '../../../domain/product-sheet'
import { venueView, type VenueView } from '../../../domain/venue-view'
import { allergenNames } from '../../../locales/allergen-names'
import { demoMenuInput, demoVenueRecords, parseDemoAllergens, parseDemoPlatform, storeOf } from '../../support/demo-platform'
import allergensFile from '../../../origin/seed/demo/allergens.json?raw'
import hallesFile from '../../../origin/seed/demo/venues/halles.json?raw'
import lumiereFile from '../../../origin/seed/demo/venues/lumiere.json?raw'
import { catalogue } from './render'

// What a page gives a widget of a demo venue, put together from the demo data set by the functions the
// Worker uses (server/menu/load-menu.ts, the menu and product routes): the venue, a point of sale's menu
// and a composed menu's steps, in one language.

const FILES = { lumiere: lumiereFile, halles: hallesFile } as const
export type DemoVenue = keyof typeof FILES

const platformOf = (venue: DemoVenue) => parseDemoPlatform((JSON.parse(FILES[venue]) as { platform: unknown }).platform)
const allergens = parseDemoAllergens(JSON.parse(allergensFile))

/** The venue as its pages have it (its stands at a food court), in `locale`. */
export function demoVenue(venue: DemoVenue, locale: Locale = 'en'): VenueView {
  return venueView(demoVenueRecords(platformOf(venue)), locale)
}

function bundleOf(venue: DemoVenue, posId: number | undefined): MenuBundle {
  const platform = platformOf(venue)
  const stand = posId === undefined || posId === platform.pos.id ? null : platform.children.find((child) => child.id === posId)
  if (stand === undefined) throw new Error(`no point of sale ${posId} at ${venue}`)
  if (stand === null) return buildMenuBundle(demoMenuInput(platform, allergens))
  const store = storeOf(platform, stand.journal_id!)
  return buildMenuBundle(
    demoMenuInput(platform, allergens, { posId: stand.id, storeId: store.id, priceContext: { pos: stand, store, consumptionType: menuConsumptionType(stand) } }),
  )
}

/** The menu of the venue's own point of sale, or of one of its stands, as the menu page has it. */
export function demoMenu(venue: DemoVenue, posId?: number, locale: Locale = 'en'): MenuView {
  return menuView(bundleOf(venue, posId), locale)
}

/** A product's sheet (a composed menu's steps and their products), as the product route answers it. */
export function demoSheet(venue: DemoVenue, productId: number, locale: Locale = 'en'): ProductSheet {
  const sheet = productSheet(bundleOf(venue, undefined), productId, locale, allergenNames(locale, catalogue(locale)))
  if (!sheet) throw new Error(`no product ${productId} at ${venue}`)
  return sheet
}
