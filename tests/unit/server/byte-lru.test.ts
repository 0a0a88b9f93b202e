import { describe, expect, it } from 'vitest'
import { ByteBudget, ByteLru, stringBytes } from '../../../server/byte-lru'

const textCache = (budget: ByteBudget) => new ByteLru<string, string>(budget, (text) => text.length)

describe('a byte-bounded cache', () => {
  it('drops entries once their bytes pass the budget, not at a count', () => {
    const budget = new ByteBudget(100, 100)
    const cache = textCache(budget)
    for (let i = 0; i < 50; i++) cache.set(`small-${i}`, 'x')
    expect(cache.size).toBe(50)
    cache.set('large', 'y'.repeat(80))
    expect(budget.used).toBeLessThanOrEqual(100)
    expect(cache.get('large')).toHaveLength(80)
    expect(cache.size).toBe(21)
  })

  it('drops the entry used least recently first', () => {
    const cache = textCache(new ByteBudget(30, 30))
    cache.set('a', 'a'.repeat(10))
    cache.set('b', 'b'.repeat(10))
    cache.set('c', 'c'.repeat(10))
    expect(cache.get('a')).toBeDefined()
    cache.set('d', 'd'.repeat(10))
    expect(['a', 'b', 'c', 'd'].filter((key) => cache.get(key) !== undefined)).toEqual(['a', 'c', 'd'])
  })

  it('does not keep an entry larger than the entry limit, nor the older value under its key', () => {
    const budget = new ByteBudget(100, 40)
    const cache = textCache(budget)
    cache.set('kept', 'k'.repeat(30))
    cache.set('page', 'p'.repeat(20))
    expect(cache.set('page', 'p'.repeat(41))).toBe(false)
    expect(cache.get('page')).toBeUndefined()
    expect(cache.get('kept')).toHaveLength(30)
    expect(budget.used).toBe(30)
  })

  it('replacing an entry charges its new size only', () => {
    const budget = new ByteBudget(100, 100)
    const cache = textCache(budget)
    cache.set('a', 'a'.repeat(60))
    cache.set('a', 'a'.repeat(70))
    expect(budget.used).toBe(70)
    cache.delete('a')
    expect(budget.used).toBe(0)
  })

  it('shares one budget between caches: a busy cache pushes out what another has not used lately', () => {
    const budget = new ByteBudget(100, 100)
    const pages = textCache(budget)
    const menus = textCache(budget)
    menus.set('old menu', 'm'.repeat(40))
    pages.set('page 1', 'p'.repeat(40))
    menus.set('menu in use', 'm'.repeat(10))
    pages.set('page 2', 'p'.repeat(40))
    expect(menus.get('old menu')).toBeUndefined()
    expect(menus.get('menu in use')).toBeDefined()
    expect([pages.get('page 1'), pages.get('page 2')].every(Boolean)).toBe(true)
    expect(budget.used).toBe(90)
    menus.clear()
    expect(budget.used).toBe(80)
  })

  it('counts a string at two bytes a character', () => {
    expect(stringBytes('é€ab')).toBe(8)
  })
})
