import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'
import { compileCatalogue } from '../locales/compile.ts'

const SUFFIX = '.json?compiled'

/**
 * `import load from './en.json?compiled'`: a function that gives the catalogue's messages already
 * parsed (locales/compile.ts). The messages are held as one string, read by JSON.parse on the first
 * call: the Worker's startup only scans the string, and a locale nobody asks for is never read.
 */
export const compiledMessages = (): Plugin => ({
  name: 'compiled-messages',
  enforce: 'pre',
  load(id) {
    if (!id.endsWith(SUFFIX)) return
    const file = id.slice(0, -'?compiled'.length)
    this.addWatchFile(file)
    const messages = compileCatalogue(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>)
    return { code: `export default () => JSON.parse(${singleQuoted(JSON.stringify(messages))})`, map: null }
  },
})

/** JSON as a single-quoted literal: its many double quotes stay as they are (a third smaller than JSON.stringify's). */
const singleQuoted = (json: string) => `'${json.replace(/[\\']/g, '\\$&').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')}'`
