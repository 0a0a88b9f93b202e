// The service worker's caches by name (decision 021); apart from its rules, since the page itself
// forgets the kept pages when a session starts or ends (stores/api-client.ts).

/** The caches: the build's own files, the menu pages a visitor saw, the menu's data, its pictures. */
export const CACHES = { pages: 'pages', data: 'data', images: 'images', shellPrefix: 'shell-' } as const

/**
 * Said by the Worker on an answer that starts or ends a session (server/request/session.ts): the
 * page forgets the kept menu pages, a visitor's, before the next page (stores/api-client.ts).
 */
export const SESSION_CHANGED_HEADER = 'x-session-changed'

/** At most this many entries per cache; the oldest go first. */
export const CACHE_LIMITS = { pages: 12, data: 80, images: 300 } as const
