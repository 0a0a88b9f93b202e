import { readFileSync, readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { MenuBundleInput } from '../../../domain/menu-bundle'
import { demoMenuInput as menuInputWith, parseDemoAllergens, parseDemoPlatform, type DemoPlatform } from '../../support/demo-platform'

// Reads the demo data set the sandbox origin serves, so rules are tested against real records
// (parsed and put together in tests/support/demo-platform.ts).

export { demoVenueRecords, itemById, storeOf, type DemoPlatform } from '../../support/demo-platform'

const demoDir = fileURLToPath(new URL('../../../origin/seed/demo/', import.meta.url))

export const VENUE_KEYS = readdirSync(`${demoDir}venues`)
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.replace(/\.json$/, ''))

export interface RawVenue {
  host: string
  name: string
  platform: Record<string, unknown>
}

export function rawVenue(key: string): RawVenue {
  return JSON.parse(readFileSync(`${demoDir}venues/${key}.json`, 'utf8')) as RawVenue
}

export function rawAllergens(): unknown[] {
  return JSON.parse(readFileSync(`${demoDir}allergens.json`, 'utf8')) as unknown[]
}

/** The platform records of one venue, parsed with the domain schemas. */
export function demoPlatform(key: string): DemoPlatform {
  return parseDemoPlatform(rawVenue(key).platform)
}

export function demoAllergens() {
  return parseDemoAllergens(rawAllergens())
}

/** What buildMenuBundle takes for a demo venue's own point of sale, with the menu's price context. */
export function demoMenuInput(platform: DemoPlatform, overrides: Partial<MenuBundleInput> = {}): MenuBundleInput {
  return menuInputWith(platform, demoAllergens(), overrides)
}
