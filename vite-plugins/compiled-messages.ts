import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'
import { LOCALES } from '../domain/locale.ts'
import { compileCatalogue } from '../locales/compile.ts'

const ID = 'virtual:compiled-messages'
const ROOT = fileURLToPath(new URL('..', import.meta.url))

/**
 * `import load from 'virtual:compiled-messages'`: `load(locale)` gives a catalogue's messages already
 * parsed (locales/compile.ts). Each locale's texts are held as one string, read by JSON.parse on the
 * first call: the Worker's startup only scans the strings, and a locale nobody asks for is never read.
 * The keys, the same in every catalogue, are held once (a locale that lists others keeps its own).
 */
export const compiledMessages = (): Plugin => ({
  name: 'compiled-messages',
  enforce: 'pre',
  resolveId: (id) => (id === ID ? `\0${ID}` : undefined),
  load(id) {
    if (id !== `\0${ID}`) return
    const catalogues = LOCALES.map((locale) => {
      const file = join(ROOT, `locales/${locale}.json`)
      this.addWatchFile(file)
      return [locale, compileCatalogue(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>)] as const
    })
    const keys = Object.keys(catalogues[0]![1])
    const shared = JSON.stringify(keys)
    const entries = catalogues.map(([locale, messages]) => {
      const own = JSON.stringify(Object.keys(messages)) === shared ? null : Object.keys(messages)
      return `${locale}: [${own ? literal(JSON.stringify(own)) : 'null'}, ${literal(JSON.stringify((own ?? keys).map((key) => messages[key])))}]`
    })
    return {
      code: [
        `const keys = ${literal(shared)}`,
        `const catalogues = { ${entries.join(', ')} }`,
        'export default (locale) => {',
        '  const [own, values] = catalogues[locale]',
        '  const texts = JSON.parse(values)',
        '  return Object.fromEntries(JSON.parse(own ?? keys).map((key, at) => [key, texts[at]]))',
        '}',
      ].join('\n'),
      map: null,
    }
  },
})

/** JSON as a string literal. */
const literal = (json: string) => JSON.stringify(json)
