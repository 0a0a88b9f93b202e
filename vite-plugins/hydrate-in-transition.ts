import type { Plugin } from 'vite'

// vike-react hydrates outside any transition, so React hydrates the page's shell in one long task
// (the default lane is not time-sliced). As a transition it hydrates in slices and lets the browser
// paint and take taps in between. The build stops if vike-react changes where it calls hydrateRoot,
// or the file that calls it (decision 031).
const HYDRATE_CALL = 'ReactDOM.hydrateRoot('
let hydrateCallPatched = false
export const hydrateInTransition: Plugin = {
  name: 'hydrate-in-transition',
  transform(code, id) {
    if (!/vike-react\/dist\/integration\/onRenderClient\.js$/.test(id)) return
    if (code.split(HYDRATE_CALL).length !== 2) this.error(`vike-react's onRenderClient no longer has one ${HYDRATE_CALL}: review this plugin`)
    hydrateCallPatched = true
    const helper = [
      "import { startTransition as startHydrationTransition } from 'react';",
      'const hydrateRootInTransition = (...args) => { let root; startHydrationTransition(() => { root = ReactDOM.hydrateRoot(...args) }); return root };',
    ].join('\n')
    return { code: `${code.replace(HYDRATE_CALL, 'hydrateRootInTransition(')}\n${helper}\n`, map: null }
  },
  buildEnd() {
    if (this.environment.mode !== 'build' || this.environment.name !== 'client') return
    if (!hydrateCallPatched) this.error("the client build has no vike-react/dist/integration/onRenderClient.js to patch: review the hydrate-in-transition plugin")
  },
}
