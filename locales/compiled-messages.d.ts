/** A catalogue's messages, parsed when the app is built (vite-plugins/compiled-messages.ts). */
declare module '*.json?compiled' {
  const load: () => import('./intl').Messages
  export default load
}
