import { describe, expect, it } from 'vitest'
import {
  allowedConsumptionTypes,
  ConsumptionType,
  menuConsumptionType,
  offersChoiceOfEatInOrTakeaway,
} from '../../../domain/consumption-type'
import { demoPlatform } from './demo-data'

describe('allowedConsumptionTypes', () => {
  it.each([
    [1, [1]],
    [2, [2]],
    [3, [1, 2]],
    [4, []],
    [5, [5]],
    [6, [2, 5]],
    [7, [1, 2, 5]],
    [8, [1, 5]],
  ])('maps availability code %i to types %j (eat-in, takeaway, delivery order)', (code, types) => {
    expect(allowedConsumptionTypes(code)).toEqual(types)
  })

  it('allows nothing for a missing or unknown code', () => {
    expect(allowedConsumptionTypes(null)).toEqual([])
    expect(allowedConsumptionTypes(undefined)).toEqual([])
    expect(allowedConsumptionTypes(0)).toEqual([])
    expect(allowedConsumptionTypes(9)).toEqual([])
  })

  it('names the five numeric types', () => {
    expect(ConsumptionType).toEqual({ EatIn: 1, Takeaway: 2, Choice: 3, Retail: 4, Delivery: 5 })
  })
})

describe('offersChoiceOfEatInOrTakeaway', () => {
  it('offers the eat-in/takeaway chooser only for store type 3 (every Halles store)', () => {
    const halles = demoPlatform('halles')
    expect(halles.stores.every((store) => offersChoiceOfEatInOrTakeaway(store.consumption_type))).toBe(true)
    expect(offersChoiceOfEatInOrTakeaway(demoPlatform('lumiere').stores[0]?.consumption_type)).toBe(false)
    expect(offersChoiceOfEatInOrTakeaway(null)).toBe(false)
  })
})

describe('menuConsumptionType', () => {
  it('uses the POS default consumption type when the POS allows it', () => {
    expect(menuConsumptionType(demoPlatform('club').pos)).toBe(2)
    expect(menuConsumptionType(demoPlatform('comptoir').pos)).toBe(1)
  })

  it('shows no particular type when the default is unset (Lumière)', () => {
    expect(menuConsumptionType(demoPlatform('lumiere').pos)).toBeNull()
  })

  it('ignores a default the POS does not allow', () => {
    expect(menuConsumptionType({ consumption_type: 2, default_consumption_type: 5 })).toBeNull()
    expect(menuConsumptionType({ consumption_type: 7, default_consumption_type: 3 })).toBeNull()
  })
})
