import type { FocusEventHandler } from 'react'
import { localePath, useI18n } from '../ui/i18n'

/** Terms and conditions must be accepted before paying (SPEC §2, §5). */
export function TermsCheckbox({
  checked,
  onChange,
  onBlur,
  error,
}: {
  checked: boolean
  onChange: (checked: boolean) => void
  onBlur?: FocusEventHandler<HTMLInputElement>
  error?: string
}) {
  const { t, locale } = useI18n()
  return (
    <div className={error ? 'terms has-error' : 'terms'}>
      <input
        id="terms"
        type="checkbox"
        checked={checked}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'terms-error' : undefined}
        onChange={(event) => onChange(event.target.checked)}
        onBlur={onBlur}
      />
      <label htmlFor="terms">
        {t('terms.accept')}{' '}
        <a href={localePath(locale, '/info/termsofuse')} target="_blank" rel="noopener">
          {t('terms.read')}
        </a>
      </label>
      {error && (
        <p id="terms-error" className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
