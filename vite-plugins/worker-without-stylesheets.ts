import type { Plugin } from 'vite'

// The Worker renders no stylesheet: the pages' stylesheets are the client build's, which Vike links in
// each page's HTML (the Worker's own copies only matched them). Without them, how the Worker's code is
// cut into chunks leaves each page its own stylesheets. Stylesheets read as text (?inline) stay. The
// client is built first: a stylesheet it does not have stops the build, since no page would get it (the
// set waits on globalThis, as the chunk graph does).
const NO_STYLESHEET = '\0worker-no-stylesheet'
const STYLESHEETS_KEY = Symbol.for('client-stylesheets')
const stylesheets = globalThis as { [STYLESHEETS_KEY]?: Set<string> }
export const workerWithoutStylesheets: Plugin = {
  name: 'worker-without-stylesheets',
  apply: 'build',
  enforce: 'pre',
  buildEnd() {
    if (this.environment.name !== 'client') return
    stylesheets[STYLESHEETS_KEY] = new Set([...this.getModuleIds()].filter((id) => /\.css$/.test(id)))
  },
  async resolveId(source, importer) {
    if (this.environment.name !== 'ssr' || !/\.css$/.test(source)) return
    const resolved = await this.resolve(source, importer, { skipSelf: true })
    if (resolved && !stylesheets[STYLESHEETS_KEY]?.has(resolved.id)) this.error(`${resolved.id} is imported by the Worker alone: no page would link it`)
    return NO_STYLESHEET
  },
  load: (id) => (id === NO_STYLESHEET ? 'export {}' : undefined),
}
