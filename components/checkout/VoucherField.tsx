import { useState } from 'react'
import type { Cents } from '../../domain/money'
import { voucherVerdict } from '../../domain/voucher'
import { apiGet } from '../../stores/api-client'
import { useI18n } from '../ui/i18n'
import { failureOf } from '../../stores/api-failure'

export type AppliedVoucher = { code: string; deductionCents: Cents }

type Props = { totalCents: Cents; applied: AppliedVoucher | null; onChange: (voucher: AppliedVoucher | null) => void }

/** A voucher code to take off the order, checked with the venue before it is counted (SPEC §4 voucher states). */
export function VoucherField({ totalCents, applied, onChange }: Props) {
  const { t, price, locale } = useI18n()
  const [code, setCode] = useState('')
  const [message, setMessage] = useState<string | null>(null)
  const [checking, setChecking] = useState(false)

  async function apply() {
    const trimmed = code.trim()
    if (!/^[A-Za-z0-9-]{1,64}$/.test(trimmed)) {
      setMessage(t('voucher.notFound'))
      return
    }
    setChecking(true)
    setMessage(null)
    try {
      const verdict = voucherVerdict(await apiGet('/voucher/:code', { param: { code: trimmed } }, locale), totalCents)
      if (verdict.usable) onChange({ code: trimmed, deductionCents: verdict.deductionCents })
      else setMessage(t(`voucher.${verdict.reason}`))
    } catch (error) {
      setMessage(failureOf(error).reason === 'not-found' ? t('voucher.notFound') : t('voucher.failed'))
    } finally {
      setChecking(false)
    }
  }

  if (applied) {
    return (
      <div className="voucher" role="status">
        <p>{t('voucher.applied', { code: applied.code, amount: price(applied.deductionCents) })}</p>
        <button type="button" className="link-button" onClick={() => onChange(null)}>
          {t('voucher.remove')}
        </button>
      </div>
    )
  }
  return (
    <div className="voucher">
      <label htmlFor="voucher-code">{t('voucher.label')}</label>
      <div className="voucher-row">
        <input
          id="voucher-code"
          value={code}
          autoComplete="off"
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? 'voucher-message' : undefined}
          onChange={(event) => setCode(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault()
              void apply()
            }
          }}
        />
        <button type="button" className="button-secondary" disabled={checking || code.trim() === ''} onClick={() => void apply()}>
          {t('voucher.apply')}
        </button>
      </div>
      {message && (
        <p id="voucher-message" className="field-error" role="alert">
          {message}
        </p>
      )}
    </div>
  )
}
