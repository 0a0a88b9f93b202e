/// <reference types="vite/client" />

/** The client build's JavaScript chunks (`/assets/…`), each after the chunks it imports (vite.config.ts). */
declare module 'virtual:client-chunk-order' {
  const chunks: string[]
  export default chunks
}
