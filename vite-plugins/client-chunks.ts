import type { Plugin } from 'vite'
import { addStaticallyReached } from './module-graph.ts'

// Files Rolldown's `codeSplitting.groups` (vite.config.ts) make of the pages' code, worked out from the
// module graph once it is built. Left to itself, Rolldown splits by which pages share each module, and
// a phone spends a request (some 600 bytes of headers over HTTP/1.1) and a task or two on each file it
// fetches, however small.
// - The menu's code, apart from React DOM, is one chunk: what the menu's entry reaches by static
//   imports. Split in two, what the other pages reach (what they load once idle included) and the
//   menu's own, the other pages loaded 3 KB less and the menu 1.4 KB more in one more file. A diner
//   starts at the menu and keeps its files for the next pages, so the journey paid more for a figure
//   that only a first visit straight to another page would see.
// - The cart panel's parts, but for the panel itself: the menu and the quick order fetch them once idle,
//   the checkout and the order's result show some at first. Split by which of those share each, they
//   came in four files of 0.1 to 0.7 KB.
export const MENU_ENTRY = /[\\/]pages[\\/]index[\\/]\+client\.tsx$/
const CART_PANEL = /[\\/]components[\\/]cart[\\/]CartPanel\.tsx$/
const menuModules = new Set<string>()
const cartModules = new Set<string>()

/** Whether a module goes to the menu's chunk (a `codeSplitting.groups` test). */
export const inMenuChunk = (id: string) => menuModules.has(id) && !MENU_ENTRY.test(id)
/** Whether a module goes to the cart's chunk (a `codeSplitting.groups` test). */
export const inCartChunk = (id: string) => cartModules.has(id)

export const clientChunks: Plugin = {
  name: 'client-chunks',
  apply: 'build',
  applyToEnvironment: (environment) => environment.name === 'client',
  buildEnd() {
    menuModules.clear()
    cartModules.clear()
    const ids = [...this.getModuleIds()]
    const entry = ids.find((id) => MENU_ENTRY.test(id))
    if (!entry) this.error('the menu has no pages/index/+client.tsx any more: review the client-chunks plugin')
    addStaticallyReached(this, entry, menuModules)
    const panel = ids.find((id) => CART_PANEL.test(id))
    if (!panel) this.error('the cart has no components/cart/CartPanel.tsx any more: review the client-chunks plugin')
    const cart = new Set<string>()
    addStaticallyReached(this, panel, cart)
    // The panel stays the file its import() loads: in the group, it would leave a file that only re-exports it.
    for (const id of cart) if (id !== panel && !menuModules.has(id) && !/\.css($|\?)/.test(id)) cartModules.add(id)
  },
  // A chunk missing means `codeSplitting.groups` (vite.config.ts) changed meaning under an upgrade.
  generateBundle(_, bundle) {
    const names = new Set(Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file.name] : [])))
    const missing = CHUNK_GROUPS.filter((name) => !names.has(name))
    if (missing.length > 0) this.error(`the client build has no ${missing.join(', ')} chunk: review build.rolldownOptions.output.codeSplitting (decision 031)`)
  },
}
const CHUNK_GROUPS = ['react-dom', 'menu', 'cart']
