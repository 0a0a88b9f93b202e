import { describe, expect, it } from 'vitest'
import { firstAvailableTab } from '../../../components/menu/detail-tabs'

const GLUTEN = { id: 1, name: 'Gluten', image: null }

describe('the tab the product popup opens on', () => {
  it('opens on ingredients when the product has ingredients and allergens', () => {
    expect(firstAvailableTab({ ingredients: ['Beef', 'Cheddar'], allergens: [GLUTEN] })).toBe('ingredients')
  })

  it('opens on ingredients when the product has ingredients only', () => {
    expect(firstAvailableTab({ ingredients: ['Beef'], allergens: [] })).toBe('ingredients')
  })

  it('opens on allergens when only allergens are known', () => {
    expect(firstAvailableTab({ ingredients: [], allergens: [GLUTEN] })).toBe('allergens')
  })

  it('opens on ingredients, with its empty message, when neither is known', () => {
    expect(firstAvailableTab({ ingredients: [], allergens: [] })).toBe('ingredients')
  })
})
