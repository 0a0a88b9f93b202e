/** The catalogues' messages, parsed when the app is built (vite-plugins/compiled-messages.ts). */
declare module 'virtual:compiled-messages' {
  const load: (locale: import('../domain/locale').Locale) => import('./intl').Messages
  export default load
}
