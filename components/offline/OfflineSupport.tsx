import './offline.css'
import { use, useEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import type { Locale } from '../../domain/locale'
import { MENU_RECHECK_DELAYS_MS, NETWORK_PROBE } from '../../domain/offline-cache'
import { apiGet } from '../../stores/api-client'
import { useOrderingStores } from '../../stores/ordering'
import { openEveryGate } from '../menu/HydrateWhenNear'
import { groupTexts } from '../ui/group-texts'
import { useI18n } from '../ui/i18n'
import { keepForOffline } from './keep-for-offline'
import { useServiceWorker } from './use-service-worker'

type Stores = ReturnType<typeof useOrderingStores>

/**
 * The site as an app that works offline (decision 021), loaded once the page is idle or the network is
 * gone: the service worker, a banner while the device is offline, a notice when a new version is
 * ready, and the menus checked again (prices, stock) when the network comes back or when the page was
 * shown from the device's copy.
 */
export default function OfflineSupport() {
  const { locale } = useI18n()
  // Kept by the service worker with the menu, so they are at hand offline too.
  const t = use(groupTexts('offline', locale))
  const stores = useOrderingStores()
  const online = useOnline()
  const { controlled, updateReady, update } = useServiceWorker()
  const wasOffline = useRef(false)

  useEffect(() => {
    if (!('serviceWorker' in navigator) || !online) return
    void keepForOffline(Object.values(stores.cart.getState().menus), locale).catch(() => undefined)
  }, [online, stores, locale])

  // A page shown from the device's copy, or the network back: the menus may have changed meanwhile.
  useEffect(() => {
    if (!online) {
      wasOffline.current = true
      return
    }
    if (!controlled && !wasOffline.current) return
    wasOffline.current = false
    // A network just back may fail the first reads: a menu that could not be read is asked again.
    let retry: ReturnType<typeof setTimeout> | undefined
    let stopped = false
    const check = (attempt: number) =>
      void refreshMenus(stores, locale).then((complete) => {
        const pause = MENU_RECHECK_DELAYS_MS[attempt]
        if (!complete && pause !== undefined && !stopped) retry = setTimeout(() => check(attempt + 1), pause)
      })
    check(0)
    return () => {
      stopped = true
      clearTimeout(retry)
    }
  }, [online, controlled, stores, locale])

  return createPortal(
    <div className="app-notices">
      {/* Present before it speaks, so the change is announced. */}
      <p role="status" className={online ? 'app-notice is-empty' : 'app-notice'}>
        {online ? '' : t('offline.banner')}
      </p>
      {updateReady && (
        <p className="app-notice" role="status">
          {t('offline.updateReady')}{' '}
          <button type="button" className="button-secondary" onClick={update}>
            {t('offline.reload')}
          </button>
        </p>
      )}
    </div>,
    document.body,
  )
}

/** Whether the network answers: the browser says when it is lost; its return is checked, not assumed. */
function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine)
  useEffect(() => {
    const check = () => reachable().then((answered) => answered && setOnline(true))
    const off = () => setOnline(false)
    addEventListener('online', check)
    addEventListener('offline', off)
    const retry = online ? undefined : setInterval(check, NETWORK_PROBE.everyMs)
    return () => {
      removeEventListener('online', check)
      removeEventListener('offline', off)
      clearInterval(retry)
    }
  }, [online])
  return online
}

const reachable = () =>
  fetch(NETWORK_PROBE.path, { method: 'HEAD', cache: 'no-store' }).then(
    (response) => response.ok,
    () => false,
  )

/**
 * The menus of the page and of the cart, asked again past every cache: a changed one replaces the
 * page's (its prices and stock), and the cart is checked against it with the usual notices. Whether
 * every menu was read.
 */
async function refreshMenus({ cart }: Stores, locale: Locale): Promise<boolean> {
  const known = Object.values(cart.getState().menus)
  const fresh = await Promise.all(known.map((menu) => apiGet('/menu/:posId', { param: { posId: menu.posId } }, locale, { fresh: true }).catch(() => null)))
  fresh.forEach((menu, index) => {
    if (!menu || JSON.stringify(menu) === JSON.stringify(known[index])) return
    // The menu's sections still waiting to hydrate take the change too.
    openEveryGate()
    cart.getState().rememberMenu(menu)
  })
  cart.getState().validate()
  return fresh.every((menu) => menu !== null)
}
