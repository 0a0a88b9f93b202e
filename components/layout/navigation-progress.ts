// SPEC §9: the bar appears only when a navigation lasts over 200 ms (its 5 s creep is in styles.css).
const SHOW_AFTER_MS = 200

let timer: ReturnType<typeof setTimeout> | undefined

const bar = () => document.getElementById('navigation-progress')

export function startNavigationProgress() {
  clearTimeout(timer)
  timer = setTimeout(() => {
    const element = bar()
    if (!element) return
    element.classList.add('is-active')
  }, SHOW_AFTER_MS)
}

export function endNavigationProgress() {
  clearTimeout(timer)
  const element = bar()
  if (!element?.classList.contains('is-active')) return
  element.classList.add('is-done')
  setTimeout(() => element.classList.remove('is-active', 'is-done'), 300)
}
