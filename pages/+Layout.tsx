import { lazy, useEffect, useMemo, type ReactNode } from 'react'
import { usePageContext } from '../components/ui/page-context'
import { MasterLayout } from '../components/layout/MasterLayout'
import { OfflineSupportWhenIdle } from '../components/offline/OfflineSupportWhenIdle'
import { replayEarlyTaps } from '../client/early-taps'
import { ErrorScreen } from '../components/ui/ErrorScreen'
import { I18nProvider, useI18n } from '../components/ui/i18n'
import { usePageData } from '../components/ui/page-data'
import { OrderingProvider } from '../stores/ordering'
import { PointOfSaleProvider } from '../stores/point-of-sale'
import type { CustomerView } from '../domain/customer-view'
import { needsCustomer } from '../domain/route-access'

// A logged-in customer's frame loads with their pages only: a visitor's menu does not carry it.
const CustomerLayout = lazy(() => import('../components/account/CustomerLayout').then((module) => ({ default: module.CustomerLayout })))
// Only where a customer's page could not confirm the session in time (decision 025).
const SessionCheck = lazy(() => import('../components/account/SessionCheck'))

export function Layout({ children }: { children: ReactNode }) {
  const { locale, messages: common, selectedPosId } = usePageContext()
  // A page's own texts (its +data hook) join those every page carries.
  const pageMessages = usePageData()?.messages
  const messages = useMemo(() => (pageMessages ? { ...common, ...pageMessages } : common), [common, pageMessages])
  // After every effect below it (the cart and order read from the device among them).
  useEffect(replayEarlyTaps, [])
  // The keyboard's helpers come right after: nothing needs them before the page is interactive.
  useEffect(() => {
    let stop = () => {}
    let gone = false
    void import('../client/keyboard-focus').then(({ startKeyboardFocus }) => {
      if (!gone) stop = startKeyboardFocus()
    })
    return () => {
      gone = true
      stop()
    }
  }, [])
  return (
    <I18nProvider locale={locale} messages={messages}>
      <PointOfSaleProvider posId={selectedPosId}>
        <OrderingProvider locale={locale}>
          <VenueGate>{children}</VenueGate>
          <OfflineSupportWhenIdle />
        </OrderingProvider>
      </PointOfSaleProvider>
    </I18nProvider>
  )
}

/** No venue for this host, or a closed venue: say so instead of a menu (SPEC §4, §8). */
function VenueGate({ children }: { children: ReactNode }) {
  const { venue, customer, customerUnknown, config, urlPathname } = usePageContext()
  const { t } = useI18n()
  if (!venue) {
    return (
      <main id="main" className="app theme-1">
        {/* SPEC §8's words stay, with a sentence a diner understands below them. */}
        <ErrorScreen title={t('error.title')} message={t('error.unknownHost')} hint={t('unknownHost.hint')} />
      </main>
    )
  }
  // A logged-in customer has the sidebar and top bar; a visitor the header (SPEC §2 Layouts).
  const frame = (page: ReactNode, who: CustomerView | null = customer) =>
    who ? (
      <CustomerLayout venue={venue} customer={who}>
        {page}
      </CustomerLayout>
    ) : (
      <MasterLayout venue={venue}>{page}</MasterLayout>
    )
  if (!venue.active) return frame(<ErrorScreen title={t('venue.unavailable')} message={t('venue.unavailableHint')} />)
  // A customer's page whose session the Worker could not check in the page's time: the browser asks.
  const sessionLate = customerUnknown === 'late' && needsCustomer(config.access, { allowOrderWithoutAccount: venue.ordering.allowOrderWithoutAccount, path: urlPathname })
  if (sessionLate) return <SessionCheck venue={venue}>{(confirmed) => frame(children, confirmed)}</SessionCheck>
  return frame(children)
}
