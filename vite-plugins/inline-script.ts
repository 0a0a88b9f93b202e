import { build } from 'esbuild'
import { resolve } from 'node:path'
import type { Plugin } from 'vite'

const SUFFIX = '?inline-script'

/**
 * `import script from './file.ts?inline-script'`: the module, bundled with what it imports and
 * minified, as the text of a classic script to inline in a page's head. Such a script is written as
 * any other module (typed, linted) and runs before the page's modules load.
 */
export const inlineScript = (): Plugin => ({
  name: 'inline-script',
  enforce: 'pre',
  async resolveId(source, importer) {
    if (!source.endsWith(SUFFIX)) return
    const file = await this.resolve(source.slice(0, -SUFFIX.length), importer, { skipSelf: true })
    return file && `\0${file.id}${SUFFIX}`
  },
  async load(id) {
    if (!id.startsWith('\0') || !id.endsWith(SUFFIX)) return
    const { outputFiles, metafile } = await build({
      entryPoints: [id.slice(1, -SUFFIX.length)],
      bundle: true,
      write: false,
      format: 'iife',
      minify: true,
      target: 'es2022',
      metafile: true,
    })
    for (const input of Object.keys(metafile.inputs)) this.addWatchFile(resolve(input))
    return { code: `export default ${JSON.stringify(outputFiles[0]!.text.trim())}`, map: null }
  },
})
