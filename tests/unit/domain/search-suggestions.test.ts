import { describe, expect, it } from 'vitest'
import { closestNames, editsToFind, MAX_SUGGESTIONS } from '../../../domain/search-suggestions'

const MENU = [
  'Cheese croquettes (2 pieces)',
  'Grey shrimp croquettes (2 pieces)',
  'Soup of the day',
  'Cheeseburger',
  'Tiramisu',
  'Crème brûlée',
  'Still water (50 cl)',
  'Sparkling water (50 cl)',
]

describe('editsToFind', () => {
  it('is 0 when the query is part of the text', () => {
    expect(editsToFind('croquette', 'cheese croquettes')).toBe(0)
  })

  it('counts a letter left out, added, changed, or two neighbours swapped as one edit each', () => {
    expect(editsToFind('croqette', 'cheese croquettes')).toBe(1)
    expect(editsToFind('tiramissu', 'tiramisu')).toBe(1)
    expect(editsToFind('burgar', 'cheeseburger')).toBe(1)
    expect(editsToFind('sopu', 'soup of the day')).toBe(1)
  })

  it('is the query\'s length against an empty text', () => {
    expect(editsToFind('abc', '')).toBe(3)
  })
})

describe('closestNames', () => {
  it('suggests the names a typo was meant for, closest first, in menu order among equals', () => {
    expect(closestNames(MENU, 'croqette')).toEqual(['Cheese croquettes (2 pieces)', 'Grey shrimp croquettes (2 pieces)'])
    expect(closestNames(MENU, 'tiramissu')).toEqual(['Tiramisu'])
  })

  it('ignores case and accents, as the search does', () => {
    expect(closestNames(MENU, 'CREME BRULE')).toEqual(['Crème brûlée'])
  })

  it(`suggests at most ${MAX_SUGGESTIONS} names, each once`, () => {
    const names = closestNames([...MENU, 'Still water (50 cl)', 'Water jug'], 'watr')
    expect(names).toEqual(['Still water (50 cl)', 'Sparkling water (50 cl)', 'Water jug'])
    expect(closestNames([...MENU, 'Water jug', 'Waterzooi'], 'watr')).toHaveLength(MAX_SUGGESTIONS)
  })

  it('suggests nothing for a query too far from every name, or too short to correct', () => {
    expect(closestNames(MENU, 'pizza')).toEqual([])
    expect(closestNames(MENU, 'xq')).toEqual([])
    expect(closestNames(MENU, '   ')).toEqual([])
  })
})
