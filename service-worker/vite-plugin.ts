import { createHash } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { build } from 'esbuild'
import type { Plugin } from 'vite'
import { LOCALES } from '../domain/locale.ts'

type OutputChunk = { type: 'chunk'; fileName: string; facadeModuleId: string | null; moduleIds: string[]; imports: string[]; dynamicImports: string[]; viteMetadata?: { importedCss: Set<string> } }
type OutputItem = OutputChunk | { type: 'asset'; fileName: string }

// The client router, loaded when the diner leaves the menu for another page, brings every other page.
const CLIENT_ROUTER = /[\\/]node_modules[\\/]vike[\\/]/

/**
 * Writes `sw.js` beside the client build (decision 021). Its shell is the menu's code: the menu entry's
 * chunks and their styles, and what the menu loads later (its popups, the cart, the allergen filter),
 * so a menu kept for offline use has all it needs; not the other pages, which need the network anyway.
 * The version is a hash of that shell: a build that changes none of it leaves the installed service
 * worker, and the pages it keeps, as they are.
 */
export function serviceWorker({ root, menuEntry }: { root: string; menuEntry: RegExp }): Plugin {
  return {
    name: 'service-worker',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle({ dir }, bundle) {
      if (!dir) return this.error('the client build has no output folder: review the service-worker plugin')
      const files = Object.values(bundle) as OutputItem[]
      const entry = files.find((file): file is OutputChunk => file.type === 'chunk' && !!file.facadeModuleId && menuEntry.test(file.facadeModuleId))
      if (!entry) return this.error('the menu entry is not in the client build: review the service-worker plugin')
      const shell = menuShell(entry, bundle as Record<string, OutputItem>)
      // The menu's styles are found through Vite's own note of each chunk's CSS (viteMetadata, decision 031).
      if (!shell.some((file) => file.endsWith('.css'))) return this.error("the service worker's shell has no styles: review how the service-worker plugin finds a chunk's CSS")
      const missing = shell.filter((file) => !existsSync(join(dir, file)))
      if (missing.length > 0) return this.error(`the service worker's shell names files the build did not write: ${missing.join(', ')}`)
      const version = createHash('sha256').update(shell.join('\n')).digest('hex').slice(0, 16)
      const { outputFiles } = await build({
        entryPoints: [join(root, 'service-worker/sw.ts')],
        bundle: true,
        write: false,
        minify: true,
        format: 'iife',
        target: 'es2022',
        define: {
          __VERSION__: JSON.stringify(version),
          __SHELL__: JSON.stringify(shell),
          __OFFLINE_TEXTS__: JSON.stringify(textsOf(root, { title: 'offlinePage.title', text: 'offlinePage.text', back: 'offlinePage.back' })),
          __PUSH_TEXTS__: JSON.stringify(textsOf(root, { title: 'pushNotice.title', body: 'pushNotice.body' })),
        },
      })
      writeFileSync(join(dir, 'sw.js'), outputFiles[0]!.text)
    },
  }
}

/** The menu entry's files, what they import now or later (but the client router), and their styles, as addresses. */
function menuShell(entry: OutputChunk, bundle: Record<string, OutputItem>): string[] {
  const files = new Set<string>()
  const visit = (fileName: string, dynamic: boolean) => {
    const chunk = bundle[fileName]
    if (files.has(fileName) || chunk?.type !== 'chunk') return
    if (dynamic && chunk.moduleIds.some((id) => CLIENT_ROUTER.test(id))) return
    files.add(fileName)
    chunk.viteMetadata?.importedCss.forEach((css) => files.add(css))
    chunk.imports.forEach((imported) => visit(imported, false))
    chunk.dynamicImports.forEach((imported) => visit(imported, true))
  }
  visit(entry.fileName, false)
  return [...files].sort().map((file) => `/${file}`)
}

/**
 * Texts the service worker says itself, in each language: its page for a page that needs the network,
 * its notification for a push it cannot read. Each name of `keys` is given its message.
 */
function textsOf<K extends string>(root: string, keys: Record<K, string>): Record<string, Record<K, string>> {
  return Object.fromEntries(
    LOCALES.map((locale) => {
      const messages = JSON.parse(readFileSync(join(root, `locales/${locale}.json`), 'utf8')) as Record<string, string>
      return [locale, Object.fromEntries(Object.entries<string>(keys).map(([name, key]) => [name, messages[key]])) as Record<K, string>]
    }),
  )
}
