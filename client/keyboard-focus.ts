import { keepFocusedInRows } from './focus-in-view'
import { focusHeadingOnArrival } from './focus-on-arrival'

/** Once the page is interactive: its heading takes the focus where it was reached from the site, and rows that scroll sideways keep a focused control in view. */
export function startKeyboardFocus(): () => void {
  focusHeadingOnArrival()
  return keepFocusedInRows()
}
