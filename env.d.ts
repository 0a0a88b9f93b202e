/// <reference types="vite/client" />

/** The client build's JavaScript chunks (`/assets/…`) (vite.config.ts). */
declare module 'virtual:client-chunk-graph' {
  /** Every chunk, each after the chunks it imports. */
  export const order: string[]
  /** The chunks each chunk imports statically. */
  export const imports: Record<string, string[]>
}

/** Vike's production server entry: it registers the pages and the assets manifest (server/render/render-page.ts). */
declare module 'virtual:@brillout/vite-plugin-server-entry:serverEntry' {}

/** A module built into the text of an inline script (vite-plugins/inline-script.ts). */
declare module '*?inline-script' {
  const script: string
  export default script
}
