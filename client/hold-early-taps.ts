// The head's first script (pages/+headHtmlEnd.ts), inlined by the build (vite-plugins/inline-script.ts):
// it holds the taps made before the page is interactive, and replays them (client/early-taps.ts).
import { HYDRATED_EVENT, HYDRATION_REGION, REGION_WAIT_MS, TAP_HELD } from './early-taps'

const TAPPABLE = 'button,input[type=submit],input[type=radio],input[type=checkbox]'

const held: HTMLElement[] = []
const ready = new WeakSet<Element>()
let live = false
let passing = false
let draining = false

const regionOf = (element: Element) => element.closest(`[${HYDRATION_REGION}]`)

addEventListener(
  HYDRATED_EVENT,
  (event) => {
    const region = event.target instanceof Element ? regionOf(event.target) : null
    if (region) ready.add(region)
  },
  true,
)

/** Resolves once `region` has hydrated, or after REGION_WAIT_MS at most. */
const hydrated = (region: Element | null) =>
  !region || ready.has(region)
    ? Promise.resolve()
    : new Promise<void>((done) => {
        region.addEventListener(HYDRATED_EVENT, () => done(), { once: true })
        setTimeout(done, REGION_WAIT_MS)
      })

async function drain() {
  if (draining) return
  draining = true
  while (held.length > 0) {
    const tapped = held.shift()!
    await hydrated(regionOf(tapped))
    if (!tapped.isConnected) continue
    passing = true
    try {
      tapped.click()
    } finally {
      passing = false
    }
  }
  draining = false
}

addEventListener(
  'click',
  (event) => {
    if (passing) return
    const tapped = event.target instanceof Element ? event.target.closest<HTMLElement>(TAPPABLE) : null
    if (!tapped) return
    const region = regionOf(tapped)
    // Once the page is interactive, only a tap in a region still hydrating, or behind held ones, waits.
    if (live && !draining && (!region || ready.has(region))) return
    event.preventDefault()
    event.stopImmediatePropagation()
    held.push(tapped)
    if (region && !ready.has(region)) {
      region.setAttribute(TAP_HELD, '')
      region.dispatchEvent(new Event(TAP_HELD))
    }
    if (live) void drain()
  },
  true,
)

window.__replayEarlyTaps = () => {
  live = true
  void drain()
}
