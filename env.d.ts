/// <reference types="vite/client" />

/** The client build's JavaScript chunks (`/assets/…`) (vite.config.ts). */
declare module 'virtual:client-chunk-graph' {
  /** Every chunk, each after the chunks it imports. */
  export const order: string[]
  /** The chunks each chunk imports statically. */
  export const imports: Record<string, string[]>
}
