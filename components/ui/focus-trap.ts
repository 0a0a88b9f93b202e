// Keyboard focus inside a modal dialog (WAI-ARIA dialog pattern): Tab and Shift+Tab wrap around.

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'summary',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',')

/** Candidates for focus inside `root`, in document order, before asking whether each is laid out. */
const tabbableIn = (root: HTMLElement) =>
  Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) => element.tabIndex >= 0 && !element.closest('[hidden], [inert]'))

/** The elements Tab can reach inside `root`, in document order; hidden ones (an inactive tab panel) left out. */
export function focusableIn(root: HTMLElement): HTMLElement[] {
  return tabbableIn(root).filter((element) => element.getClientRects().length > 0)
}

/**
 * Focuses the element marked `data-autofocus` in `root`, else the first one Tab reaches, else `root`,
 * without laying the page out first (which `focusableIn` needs): one that is not rendered refuses
 * focus, and the next is tried. For a dialog just opened, whose layout the tap's frame makes anyway.
 */
export function focusFirstIn(root: HTMLElement) {
  const marked = root.querySelector<HTMLElement>('[data-autofocus]')
  for (const element of [...(marked ? [marked] : []), ...tabbableIn(root), root]) {
    element.focus({ preventScroll: true })
    if (document.activeElement === element) return
  }
}

/**
 * Which of `count` focusable elements Tab should move to when focus is on the one at `index`
 * (-1: on none of them, e.g. the panel itself), or null to let the browser move focus normally.
 */
export function wrappedFocusIndex(count: number, index: number, backwards: boolean): number | null {
  if (count === 0) return null
  if (index === -1) return backwards ? count - 1 : 0
  if (backwards && index === 0) return count - 1
  if (!backwards && index === count - 1) return 0
  return null
}
