import { useState, type FormEvent } from 'react'
import { navigate } from 'vike/client/router'
import { parseTableNumber } from '../../domain/quick-order'
import type { DinnerTable } from '../../domain/schemas/venue-api'
import { apiGet } from '../../stores/api-client'
import { Field } from '../ui/Field'
import { localePath, useI18n } from '../ui/i18n'

/** No table yet: scan the QR code on the table, or type its number (SPEC §2 Quick order). */
export function TablePrompt({ notFound = false }: { notFound?: boolean }) {
  const { t, locale } = useI18n()
  const [number, setNumber] = useState('')
  const [error, setError] = useState<string | null>(notFound ? t('quickorder.notFound') : null)
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const parsed = parseTableNumber(number)
    if (!parsed) {
      setError(t('quickorder.numberInvalid'))
      return
    }
    setBusy(true)
    try {
      const table = await apiGet<DinnerTable>(`/dinnertable/${parsed}`, locale)
      await navigate(localePath(locale, `/quickorder/${table.uid}`))
    } catch {
      setError(t('quickorder.notFound'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="checkout quickorder-prompt" aria-labelledby="quickorder-title">
      <h1 id="quickorder-title">{t('quickorder.title')}</h1>
      {notFound && <p role="alert" className="rejection">{t('quickorder.notFound')}</p>}
      <p>{t('quickorder.scan')}</p>
      <form className="checkout-step" noValidate onSubmit={(event) => void submit(event)}>
        <Field
          id="table-number"
          label={t('quickorder.numberLabel')}
          inputMode="numeric"
          autoComplete="off"
          value={number}
          error={notFound && error === t('quickorder.notFound') ? null : error}
          onChange={setNumber}
        />
        <button type="submit" className="button-primary" disabled={busy}>
          {t('quickorder.open')}
        </button>
      </form>
    </section>
  )
}
