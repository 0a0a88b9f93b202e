import { describe, expect, it } from 'vitest'
import { wrappedFocusIndex } from '../../../components/ui/focus-trap'
import { tabIndexAfterKey } from '../../../components/ui/tab-keys'

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
