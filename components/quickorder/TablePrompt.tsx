import { lazy, Suspense, useCallback, useEffect, useState, type FormEvent } from 'react'
import { parseTableNumber, tableOpenForOrders, tableUidFromScan } from '../../domain/quick-order'
import { apiGet } from '../../stores/api-client'
import { Field } from '../ui/Field'
import { localePath, useI18n } from '../ui/i18n'
import { goTo } from '../../client/navigation'
import { canScanQrCodes } from './qr-support'

// The camera's code comes only when a diner asks to scan.
const QrScanner = lazy(() => import('./QrScanner'))

type Refusal = 'missing' | 'unavailable'

/**
 * No table yet, or one that cannot take orders: scan the QR code on the table, or type its number
 * (SPEC §2 Quick order).
 */
export function TablePrompt({ refusal }: { refusal?: Refusal }) {
  const { t, locale } = useI18n()
  const refusalText = (why: Refusal) => (why === 'missing' ? t('quickorder.notFound') : t('rejection.table_unavailable'))
  const [number, setNumber] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  // Known only in the browser: the scan button appears after hydration, below everything else.
  const [canScan, setCanScan] = useState(false)
  const [scanning, setScanning] = useState(false)
  useEffect(() => setCanScan(canScanQrCodes()), [])
  const acceptScan = useCallback(
    (text: string) => {
      const uid = tableUidFromScan(text, location.origin)
      if (uid) void goTo(localePath(locale, `/quickorder/${uid}`))
      return uid !== null
    },
    [locale],
  )

  async function submit(event: FormEvent) {
    event.preventDefault()
    const parsed = parseTableNumber(number)
    if (!parsed) {
      setError(t('quickorder.numberInvalid'))
      return
    }
    setBusy(true)
    try {
      const table = await apiGet('/dinnertable/:id', { param: { id: parsed } }, locale)
      if (!tableOpenForOrders(table)) return setError(refusalText('unavailable'))
      await goTo(localePath(locale, `/quickorder/${table.uid}`))
    } catch {
      setError(t('quickorder.notFound'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="checkout quickorder-prompt" aria-labelledby="quickorder-title">
      <h1 id="quickorder-title">{t('quickorder.title')}</h1>
      {refusal && (
        <p role="alert" className="rejection">
          {refusalText(refusal)}
        </p>
      )}
      <p>{t('quickorder.scan')}</p>
      <form className="checkout-step" noValidate onSubmit={(event) => void submit(event)}>
        <Field
          id="table-number"
          label={t('quickorder.numberLabel')}
          inputMode="numeric"
          autoComplete="off"
          value={number}
          error={error}
          onChange={setNumber}
        />
        <button type="submit" className="button-primary" disabled={busy}>
          {t('quickorder.open')}
        </button>
      </form>
      {canScan && (
        <button type="button" className="button-secondary quickorder-scan" onClick={() => setScanning(true)}>
          {t('quickorder.scanButton')}
        </button>
      )}
      {scanning && (
        <Suspense>
          <QrScanner onClose={() => setScanning(false)} accept={acceptScan} />
        </Suspense>
      )}
    </section>
  )
}
