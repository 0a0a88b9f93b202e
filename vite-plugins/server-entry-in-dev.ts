import type { Plugin } from 'vite'

// server/render/render-page.ts imports Vike's production server entry; under `vite dev` Vike serves
// pages itself, so the import resolves to an empty module there.
export const SERVER_ENTRY = 'virtual:@brillout/vite-plugin-server-entry:serverEntry'

export const serverEntryInDev: Plugin = {
  name: 'server-entry-in-dev',
  apply: 'serve',
  enforce: 'pre',
  resolveId: (id) => (id === SERVER_ENTRY ? `\0${SERVER_ENTRY}` : undefined),
  load: (id) => (id === `\0${SERVER_ENTRY}` ? 'export {}' : undefined),
}
