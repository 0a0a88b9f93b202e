import type { FocusEventHandler } from 'react'
import { COMMENT_MAX_LENGTH } from '../../domain/form-rules'
import { useI18n } from '../ui/i18n'
import { TextAreaField } from '../ui/TextAreaField'

/**
 * An optional note for the kitchen, sent to the venue as the order's comment (quick order has the
 * same field). It lives in the order store, so a reload or a step back keeps what was typed.
 */
export function KitchenNote({
  value,
  onChange,
  onBlur,
  error,
}: {
  value: string
  onChange: (value: string) => void
  onBlur?: FocusEventHandler<HTMLTextAreaElement>
  error?: string
}) {
  const { t } = useI18n()
  return (
    <TextAreaField
      id="kitchen-note"
      label={t('checkout.comment.label')}
      hint={t('checkout.comment.hint', { max: COMMENT_MAX_LENGTH })}
      rows={3}
      autoComplete="off"
      value={value}
      error={error}
      onChange={onChange}
      onBlur={onBlur}
    />
  )
}
