import type { Plugin } from 'vite'
import { addStaticallyReached } from './module-graph.ts'

// The menu's code, apart from React DOM, is one chunk: split by which pages share each module, it
// came in some 25 files, and a phone spends a task or two on each file it fetches, however small.
// Worked out from the module graph once it is built: what the menu's entry reaches by static imports.
// (Split in two, what other pages share and the menu's own, the other pages loaded 4 KB less at first
// but fetched the menu's part once idle, for their cart: more in all, and one more file for the menu.)
export const MENU_ENTRY = /[\\/]pages[\\/]index[\\/]\+client\.tsx$/
const menuModules = new Set<string>()

/** Whether a module goes to the menu's chunk (Rolldown's `codeSplitting.groups` test). */
export const inMenuChunk = (id: string) => menuModules.has(id) && !MENU_ENTRY.test(id)

export const menuChunk: Plugin = {
  name: 'menu-chunk',
  apply: 'build',
  applyToEnvironment: (environment) => environment.name === 'client',
  buildEnd() {
    menuModules.clear()
    const entry = [...this.getModuleIds()].find((id) => MENU_ENTRY.test(id))
    if (!entry) this.error('the menu has no pages/index/+client.tsx any more: review the menu-chunk plugin')
    addStaticallyReached(this, entry, menuModules)
  },
  // A chunk missing means `codeSplitting.groups` (vite.config.ts) changed meaning under an upgrade.
  generateBundle(_, bundle) {
    const names = new Set(Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file.name] : [])))
    const missing = CHUNK_GROUPS.filter((name) => !names.has(name))
    if (missing.length > 0) this.error(`the client build has no ${missing.join(', ')} chunk: review build.rolldownOptions.output.codeSplitting (decision 031)`)
  },
}
const CHUNK_GROUPS = ['react-dom', 'menu', 'allergens']
