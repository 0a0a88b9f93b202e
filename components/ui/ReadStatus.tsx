import { useEffect, useState } from 'react'
import { STILL_LOADING_AFTER_MS } from '../../common/read-budgets'
import { failureText } from './failure-text'
import { useI18n } from './i18n'

// What a screen says while it waits for the diner's own data, and when that read failed (decision 025).

/** Whether the screen has been waiting long enough to say the venue is slow. */
function useStillLoading(): boolean {
  const [still, setStill] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setStill(true), STILL_LOADING_AFTER_MS)
    return () => clearTimeout(timer)
  }, [])
  return still
}

/**
 * A read under way: its sentence, then after 3 s that the venue is taking longer, said politely to
 * screen readers (the same live region changes its text). Both sentences lie in the same place and
 * the room of each is kept from the start, so the change moves nothing on the page.
 */
export function LoadingStatus({ text, className }: { text: string; className?: string }) {
  const { t } = useI18n()
  const still = useStillLoading()
  const stillText = t('read.stillLoading')
  return (
    <div className={className ? `read-status ${className}` : 'read-status'}>
      <p role="status">{still ? stillText : text}</p>
      <p className="read-status-room" aria-hidden="true">
        {text}
      </p>
      <p className="read-status-room" aria-hidden="true">
        {stillText}
      </p>
    </div>
  )
}

/**
 * A read that failed: why, as far as the browser knows (no network, the venue out of reach or out of
 * time, else the screen's own sentence), and a button that asks again.
 */
export function ReadFailure({ error, fallbackId, retry }: { error: unknown; fallbackId: string; retry: () => void }) {
  const { t } = useI18n()
  return (
    <div className="rejection read-failure" role="alert">
      <p>{failureText(t, error, fallbackId)}</p>
      <button type="button" className="link-button" onClick={retry}>
        {t('error.tryAgain')}
      </button>
    </div>
  )
}
