import { describe, expect, it } from 'vitest'
import type { z } from 'zod/mini'
import {
  allergenSchema,
  childPosSchema,
  entitySchema,
  itemLevelSchema,
  itemSchema,
  journalSchema,
  matrixSchema,
  posSchema,
  propositionSchema,
  serviceTokenSchema,
  stockSchema,
  storeSchema,
} from '../../../domain/schemas/platform'
import { rawAllergens, rawVenue, VENUE_KEYS } from './demo-data'

const collections: [string, z.ZodMiniType][] = [
  ['children', childPosSchema],
  ['journals', journalSchema],
  ['stores', storeSchema],
  ['entities', entitySchema],
  ['item_levels', itemLevelSchema],
  ['matrices', matrixSchema],
  ['items', itemSchema],
  ['propositions', propositionSchema],
  ['stocks', stockSchema],
]

function failures(schema: z.ZodMiniType, records: unknown[]): string[] {
  return records.flatMap((record, index) => {
    const result = schema.safeParse(record)
    return result.success ? [] : [`#${index}: ${result.error.message}`]
  })
}

describe('platform schemas', () => {
  it('finds all five demo venues', () => {
    expect([...VENUE_KEYS].sort()).toEqual(['club', 'comptoir', 'ferme', 'halles', 'lumiere'])
  })

  describe.each(VENUE_KEYS)('venue %s', (key) => {
    const platform = rawVenue(key).platform

    it('parses its POS', () => {
      expect(failures(posSchema, [platform.pos])).toEqual([])
    })

    it.each(collections)('parses every record of %s', (name, schema) => {
      const records = platform[name]
      expect(Array.isArray(records)).toBe(true)
      expect(failures(schema, records as unknown[])).toEqual([])
    })
  })

  it('parses all 14 allergens, including those without a picture', () => {
    const allergens = rawAllergens()
    expect(allergens).toHaveLength(14)
    expect(failures(allergenSchema, allergens)).toEqual([])
  })

  it('strips the keys the app does not read', () => {
    const raw = rawVenue('lumiere').platform.pos as Record<string, unknown>
    expect(posSchema.parse({ ...raw, wallet_secret: 's3cret' })).not.toHaveProperty('wallet_secret')
  })

  it('rejects a product without a name or with a string price', () => {
    const items = rawVenue('lumiere').platform.items as Record<string, unknown>[]
    const { name: _name, ...nameless } = items[0] ?? {}
    expect(itemSchema.safeParse(nameless).success).toBe(false)
    expect(itemSchema.safeParse({ ...items[0], price_vat_included: '11.5' }).success).toBe(false)
  })

  it('reads a service token with or without its type', () => {
    const token = { access_token: 'abc', expires_in: 3600 }
    expect(serviceTokenSchema.parse(token)).toEqual(token)
    expect(serviceTokenSchema.parse({ ...token, token_type: 'Bearer' }).token_type).toBe('Bearer')
    expect(serviceTokenSchema.safeParse({ access_token: '', expires_in: 3600 }).success).toBe(false)
  })
})
