// No tap is lost: until the page is interactive, taps on its buttons, radios and checkboxes are
// held (they would do nothing, submit a form the old way, or tick a choice React does not know of)
// and then replayed in order, on the same elements, once React owns them. The holding part runs in
// the head, before any other script (client/hold-early-taps.ts). A part of the page that hydrates on its own
// (a menu section, `HYDRATION_REGION`) tells when it has, and a tap inside it is replayed only
// then, also when it is made after the rest of the page is interactive: React may have rendered
// such a section (its elements already carry their props) without having committed it, and a tap in
// between would reach no handler. A region holding a tap is marked, so one that hydrates only once
// near the screen hydrates at once. Taps made while held ones wait join the queue behind them, so a
// tap on the cart bar never overtakes the + before it; a region that never says it has hydrated
// holds its tap for REGION_WAIT_MS at most.

declare global {
  interface Window {
    /** Set by client/hold-early-taps.ts: the page is interactive; replays the taps held, and holds only those in regions still hydrating. */
    __replayEarlyTaps?: () => void
  }
}

/** The attribute of an element whose content hydrates apart from the rest of the page. */
export const HYDRATION_REGION = 'data-hydration-region'
export const HYDRATED_EVENT = 'region-hydrated'
// Set on a region (and sent to it as an event of that name) when it holds a tap: a region that would
// hydrate later (a menu section far from the screen) hydrates now.
export const TAP_HELD = 'data-tap-held'

export const REGION_WAIT_MS = 5000

/** A region's content has hydrated: taps held inside it may now be replayed. */
export function regionHydrated(element: Element | null) {
  element?.dispatchEvent(new Event(HYDRATED_EVENT, { bubbles: true }))
}

/** Resolves once `region` holds a tap, at once if it already does. */
export function whenTapHeld(region: Element): Promise<void> {
  if (region.hasAttribute(TAP_HELD)) return Promise.resolve()
  return new Promise((resolve) => region.addEventListener(TAP_HELD, () => resolve(), { once: true }))
}

/** Once the page is hydrated: the taps made before, replayed (outside React's own work). */
export function replayEarlyTaps() {
  const replay = window.__replayEarlyTaps
  window.__replayEarlyTaps = undefined
  if (replay) setTimeout(replay, 0)
}
