// SPEC §7/§9: one global progress bar follows every navigation and every call to the Worker's API.
// It appears only when something lasts over 200 ms (its 5 s creep is in pages/styles.css), and
// completes once nothing is under way any more.
const SHOW_AFTER_MS = 200
const FINISH_MS = 300

let underWay = 0
let showTimer: ReturnType<typeof setTimeout> | undefined

const bar = () => document.getElementById('navigation-progress')

function begin() {
  underWay += 1
  if (underWay > 1) return
  clearTimeout(showTimer)
  showTimer = setTimeout(() => {
    const element = bar()
    element?.classList.remove('is-done')
    element?.classList.add('is-active')
  }, SHOW_AFTER_MS)
}

function end() {
  underWay = Math.max(0, underWay - 1)
  if (underWay > 0) return
  clearTimeout(showTimer)
  const element = bar()
  if (!element?.classList.contains('is-active')) return
  element.classList.add('is-done')
  setTimeout(() => underWay === 0 && element.classList.remove('is-active', 'is-done'), FINISH_MS)
}

let navigating = false

export function startNavigationProgress() {
  if (navigating) return
  navigating = true
  begin()
}

export function endNavigationProgress() {
  if (!navigating) return
  navigating = false
  end()
}

/** `work`, with the progress bar shown while it lasts (from the browser only). */
export async function withProgress<T>(work: () => Promise<T>): Promise<T> {
  if (typeof document === 'undefined') return work()
  begin()
  try {
    return await work()
  } finally {
    end()
  }
}
