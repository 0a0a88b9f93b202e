// A control reached by Tab inside a row that scrolls sideways (a food court's stands, the menu's
// categories) is brought whole into the row's view: the browser leaves one that is partly in it, its
// centre out of sight (WCAG 2.4.11). Not one clicked, which is in view already and whose own scroll
// (a category's link to its section) this would cut short.

function sidewaysRow(element: Element): HTMLElement | null {
  for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
    const overflow = getComputedStyle(box).overflowX
    if ((overflow === 'auto' || overflow === 'scroll') && box.scrollWidth > box.clientWidth) return box
  }
  return null
}

function revealFocused(event: FocusEvent) {
  const target = event.target
  if (!(target instanceof HTMLElement) || !target.matches(':focus-visible')) return
  const row = sidewaysRow(target)
  if (!row) return
  // Clear of what the row draws over its edges (a fade, an arrow): its scroll padding says how wide.
  const style = getComputedStyle(row)
  const box = target.getBoundingClientRect()
  const frame = row.getBoundingClientRect()
  const left = frame.left + (parseFloat(style.scrollPaddingLeft) || 0)
  const right = frame.right - (parseFloat(style.scrollPaddingRight) || 0)
  if (box.left < left || box.right > right) target.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'instant' })
}

/** Once, as the page starts: every row that scrolls sideways brings a control reached by Tab into view. */
export function keepFocusedInRows(): () => void {
  document.addEventListener('focusin', revealFocused)
  return () => document.removeEventListener('focusin', revealFocused)
}
