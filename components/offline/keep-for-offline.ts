import { keepRequest } from '../../domain/offline-cache'
import type { Locale } from '../../domain/locale'
import type { MenuView } from '../../domain/menu-view'

/**
 * Asks the service worker, once it is there, to keep what the menu needs offline and did not pass
 * through it (domain/offline-cache.ts, keepRequest). The worker does the fetching and keeping on its
 * own thread: the page's main thread gives it one message.
 */
export async function keepForOffline(menus: readonly MenuView[], locale: Locale): Promise<void> {
  const registration = await navigator.serviceWorker.ready
  registration.active?.postMessage(keepRequest(location, menus, locale))
}
