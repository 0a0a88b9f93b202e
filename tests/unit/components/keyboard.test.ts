import { describe, expect, it } from 'vitest'
import { wrappedFocusIndex } from '../../../components/ui/focus-trap'
import { tabIndexAfterKey } from '../../../components/ui/tab-keys'
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
    expect(tabIndexAfterKey('ArrowRight', 0, 2)).toBe(1)
    expect(tabIndexAfterKey('ArrowRight', 1, 2)).toBe(0)
  })

  it('moves left and wraps from the first tab to the last', () => {
    expect(tabIndexAfterKey('ArrowLeft', 1, 3)).toBe(0)
    expect(tabIndexAfterKey('ArrowLeft', 0, 3)).toBe(2)
  })

  it('jumps to the first tab with Home and the last with End', () => {
    expect(tabIndexAfterKey('Home', 2, 3)).toBe(0)
    expect(tabIndexAfterKey('End', 0, 3)).toBe(2)
  })

  it('ignores other keys', () => {
    expect(tabIndexAfterKey('ArrowDown', 0, 3)).toBeNull()
    expect(tabIndexAfterKey('Enter', 0, 3)).toBeNull()
  })
})

describe('arrow keys on the times of a meal period', () => {
  it('moves to the next time with → or ↓ and back with ← or ↑, stopping at the ends', () => {
    expect(timeIndexAfterKey('ArrowRight', 0, 3)).toBe(1)
    expect(timeIndexAfterKey('ArrowDown', 1, 3)).toBe(2)
    expect(timeIndexAfterKey('ArrowDown', 2, 3)).toBe(2)
    expect(timeIndexAfterKey('ArrowLeft', 2, 3)).toBe(1)
    expect(timeIndexAfterKey('ArrowUp', 0, 3)).toBe(0)
  })

  it('goes to the first and the last time with Home and End', () => {
    expect(timeIndexAfterKey('Home', 2, 3)).toBe(0)
    expect(timeIndexAfterKey('End', 0, 3)).toBe(2)
  })

  it('leaves any other key, and a period without a time to choose, alone', () => {
    expect(timeIndexAfterKey('Enter', 1, 3)).toBeNull()
    expect(timeIndexAfterKey('ArrowRight', 0, 0)).toBeNull()
  })
})
