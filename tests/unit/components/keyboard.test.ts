import { describe, expect, it } from 'vitest'
import { wrappedFocusIndex } from '../../../components/ui/focus-trap'
import { indexAlongRow } from '../../../components/ui/arrow-keys'
import { timeIndexAfterKey } from '../../../components/schedule/time-keys'

describe('Tab inside a dialog', () => {
  it('wraps from the last focusable element to the first', () => {
    expect(wrappedFocusIndex(3, 2, false)).toBe(0)
  })

  it('wraps from the first focusable element back to the last with Shift+Tab', () => {
    expect(wrappedFocusIndex(3, 0, true)).toBe(2)
  })

  it('lets the browser move focus between elements in the middle', () => {
    expect(wrappedFocusIndex(3, 1, false)).toBeNull()
    expect(wrappedFocusIndex(3, 1, true)).toBeNull()
    expect(wrappedFocusIndex(3, 0, false)).toBeNull()
  })

  it('brings focus on the panel itself to the first or, backwards, the last element', () => {
    expect(wrappedFocusIndex(3, -1, false)).toBe(0)
    expect(wrappedFocusIndex(3, -1, true)).toBe(2)
  })

  it('has nothing to move to in a dialog without focusable elements', () => {
    expect(wrappedFocusIndex(0, -1, false)).toBeNull()
  })
})

describe('arrow keys on a tab list', () => {
  it('moves right and wraps from the last tab to the first', () => {
    expect(indexAlongRow('ArrowRight', 0, 2, 'wrap')).toBe(1)
    expect(indexAlongRow('ArrowRight', 1, 2, 'wrap')).toBe(0)
  })

  it('moves left and wraps from the first tab to the last', () => {
    expect(indexAlongRow('ArrowLeft', 1, 3, 'wrap')).toBe(0)
    expect(indexAlongRow('ArrowLeft', 0, 3, 'wrap')).toBe(2)
  })

  it('jumps to the first tab with Home and the last with End', () => {
    expect(indexAlongRow('Home', 2, 3, 'wrap')).toBe(0)
    expect(indexAlongRow('End', 0, 3, 'wrap')).toBe(2)
  })

  it('ignores other keys', () => {
    expect(indexAlongRow('ArrowDown', 0, 3, 'wrap')).toBeNull()
    expect(indexAlongRow('Enter', 0, 3, 'wrap')).toBeNull()
  })
})

describe('arrow keys on the times of a meal period', () => {
  // Three in a row (x 0, 100, 200), a second row of two, as on a phone: 11:30 11:45 12:00 / 12:15 12:45.
  const grid = [
    { x: 0, y: 0 },
    { x: 100, y: 0 },
    { x: 200, y: 0 },
    { x: 0, y: 60 },
    { x: 100, y: 60 },
  ]
  const row = [
    { x: 0, y: 0 },
    { x: 100, y: 0 },
    { x: 200, y: 0 },
  ]

  it('moves to the next time with → and back with ←, stopping at the ends', () => {
    expect(timeIndexAfterKey('ArrowRight', 0, grid)).toBe(1)
    expect(timeIndexAfterKey('ArrowRight', 2, grid)).toBe(3)
    expect(timeIndexAfterKey('ArrowRight', 4, grid)).toBe(4)
    expect(timeIndexAfterKey('ArrowLeft', 3, grid)).toBe(2)
    expect(timeIndexAfterKey('ArrowLeft', 0, grid)).toBe(0)
  })

  it('moves by a row with ↓ and ↑, to the nearest time across', () => {
    expect(timeIndexAfterKey('ArrowDown', 1, grid)).toBe(4)
    expect(timeIndexAfterKey('ArrowDown', 2, grid)).toBe(4)
    expect(timeIndexAfterKey('ArrowUp', 3, grid)).toBe(0)
    expect(timeIndexAfterKey('ArrowUp', 4, grid)).toBe(1)
  })

  it('from the last row or the first, ↓ and ↑ go on to the next or previous time, and stop at the ends', () => {
    expect(timeIndexAfterKey('ArrowDown', 3, grid)).toBe(4)
    expect(timeIndexAfterKey('ArrowDown', 4, grid)).toBe(4)
    expect(timeIndexAfterKey('ArrowUp', 1, grid)).toBe(0)
    expect(timeIndexAfterKey('ArrowDown', 1, row)).toBe(2)
    expect(timeIndexAfterKey('ArrowUp', 0, row)).toBe(0)
  })

  it('goes to the first and the last time with Home and End', () => {
    expect(timeIndexAfterKey('Home', 2, grid)).toBe(0)
    expect(timeIndexAfterKey('End', 0, grid)).toBe(4)
  })

  it('leaves any other key, and a period without a time to choose, alone', () => {
    expect(timeIndexAfterKey('Enter', 1, grid)).toBeNull()
    expect(timeIndexAfterKey('ArrowRight', 0, [])).toBeNull()
  })
})
