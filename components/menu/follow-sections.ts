// The category bar follows the menu: the link of the section in view is marked (aria-current) and
// scrolled into the bar's view, as is a link reached by Tab; its edges say where more links are hidden
// (bar-edges.ts). Loaded after hydration (MenuSections.tsx), so the menu's first load does
// not carry it; it works on the DOM alone, leaving React's render of the bar as it is.
import { watchBarEdges, type ArrowLabels } from './bar-edges'

/** How far down the screen a section's heading must have come up for the section to be the one in view. */
const LINE = 0.4

/** Follows the sections the bar's links lead to until the returned function is called. */
export function followSections(bar: HTMLElement, arrows: ArrowLabels): () => void {
  const links = Array.from(bar.querySelectorAll<HTMLAnchorElement>('a[href^="#"]'))
  const headings = links.map((link) => document.getElementById(link.hash.slice(1))?.querySelector('h2') ?? null)
  const footer = document.querySelector('.site-footer')
  let footerInView = false
  let current: HTMLAnchorElement | null = null

  const update = () => {
    // The last heading above the line; at the end of the page, where the last sections can no longer
    // come up that far, the last heading on screen.
    const line = footerInView ? window.innerHeight : window.innerHeight * LINE
    let index = 0
    headings.forEach((heading, at) => {
      if (heading && heading.getBoundingClientRect().top < line) index = at
    })
    const link = links[index] ?? null
    if (link === current) return
    current?.removeAttribute('aria-current')
    link?.setAttribute('aria-current', 'true')
    current = link
    if (link) revealInBar(link)
  }

  // Headings crossing the line, and the footer coming into view, are all that can change the answer.
  const crossing = new IntersectionObserver(update, { rootMargin: `0px 0px -${100 - LINE * 100}% 0px` })
  const end = new IntersectionObserver((entries) => {
    footerInView = entries.some((entry) => entry.isIntersecting)
    update()
  })
  for (const heading of headings) if (heading) crossing.observe(heading)
  if (footer) end.observe(footer)
  const stopEdges = watchBarEdges(bar, arrows)
  return () => {
    stopEdges()
    crossing.disconnect()
    end.disconnect()
    current?.removeAttribute('aria-current')
  }
}

/** Scrolls the bar sideways (never the page) so that the link stands in its middle. */
function revealInBar(link: HTMLElement) {
  const list = link.closest('ul')
  if (!list || list.scrollWidth <= list.clientWidth) return
  const left = link.offsetLeft - list.offsetLeft - (list.clientWidth - link.offsetWidth) / 2
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches
  list.scrollTo({ left, behavior: smooth ? 'smooth' : 'auto' })
}
