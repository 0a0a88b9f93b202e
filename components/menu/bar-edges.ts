// The category bar scrolls sideways: where links are hidden past an edge, the bar says so with a fade
// there and, for a mouse, an arrow that scrolls it (pages/styles.css shows both by the attributes set
// here). Loaded with follow-sections.ts once the page is interactive, arrows included: until then the
// bar shows neither, and both lie over the bar, so their coming moves nothing.

/** The bar's attribute saying that links are hidden before its start, or after its end. */
const MORE_BEFORE = 'data-more-before'
const MORE_AFTER = 'data-more-after'

/** How much of the bar one arrow's click scrolls: most of what is in view, so a link cut at the edge stays in sight. */
const PAGE = 0.8

/** The arrows' names in the page's language: 'Previous categories', 'Next categories'. */
export type ArrowLabels = { back: string; on: string }

/** Marks the bar's edges as its links scroll, with an arrow at each that scrolls it, until the returned function is called. */
export function watchBarEdges(bar: HTMLElement, labels: ArrowLabels): () => void {
  const list = bar.querySelector('ul')
  if (!list) return () => {}
  const mark = () => {
    // A pixel either way: a zoomed page scrolls by fractions.
    const end = list.scrollWidth - list.clientWidth
    bar.toggleAttribute(MORE_BEFORE, list.scrollLeft > 1)
    bar.toggleAttribute(MORE_AFTER, list.scrollLeft < end - 1)
  }
  const arrows = [arrow(list, 'back', labels.back, '‹', -1), arrow(list, 'on', labels.on, '›', 1)]
  bar.append(...arrows)
  list.addEventListener('scroll', mark, { passive: true })
  // The bar's width (the screen turned, the cart docked) and its links' (the font arrived) change what is hidden.
  const resized = new ResizeObserver(mark)
  resized.observe(list)
  for (const item of list.children) resized.observe(item)
  mark()
  return () => {
    for (const button of arrows) button.remove()
    list.removeEventListener('scroll', mark)
    resized.disconnect()
    bar.removeAttribute(MORE_BEFORE)
    bar.removeAttribute(MORE_AFTER)
  }
}

/** One edge's arrow, which scrolls the bar's list by about a screenful towards that edge. */
function arrow(list: HTMLElement, edge: keyof ArrowLabels, label: string, glyph: string, direction: -1 | 1): HTMLButtonElement {
  const button = document.createElement('button')
  button.type = 'button'
  button.className = 'category-scroll'
  button.dataset.scroll = edge
  // Out of the tab order: Tab reaches the links themselves, each brought into view (follow-sections.ts).
  button.tabIndex = -1
  button.setAttribute('aria-label', label)
  const shown = document.createElement('span')
  shown.setAttribute('aria-hidden', 'true')
  shown.textContent = glyph
  button.append(shown)
  button.addEventListener('click', () => {
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches
    list.scrollBy({ left: direction * list.clientWidth * PAGE, behavior: smooth ? 'smooth' : 'auto' })
  })
  return button
}
