import { useEffect, useRef } from 'react'
import type { PushOffer } from '../../domain/push-offer'
import type { Translate } from '../../locales/intl'
import { failureText } from '../ui/failure-text'
import { useI18n } from '../ui/i18n'
import { usePushNotice, type PushProblem } from './use-push-notice'

// What the diner reads of each offer: what it does, or why it cannot and what works instead.
const NOTES: Record<PushOffer, string | null> = {
  available: null,
  on: 'progress.push.on',
  denied: 'progress.push.denied',
  'install-app': 'progress.push.installApp',
  unsupported: 'progress.push.unsupported',
}

/**
 * "Tell me when it's ready": a notification for this order, even with the page closed, turned on and
 * stopped from the same button; where the device cannot show one, what to do instead.
 */
export function PushControl({ uid }: { uid: string }) {
  const { t, locale } = useI18n()
  const { offer, busy, problem, turnOn, stop } = usePushNotice(uid, locale)
  const note = NOTES[offer]
  const hasButton = offer === 'available' || offer === 'on'

  // A tap that ends without the button (notifications blocked, none here) leaves the focus on what it says.
  const noteRef = useRef<HTMLParagraphElement>(null)
  const tapped = useRef(false)
  useEffect(() => {
    if (tapped.current && !hasButton) noteRef.current?.focus()
  }, [hasButton])

  const tap = () => {
    if (busy) return
    tapped.current = true
    void (offer === 'on' ? stop() : turnOn())
  }

  return (
    <div className="progress-push">
      <p ref={noteRef} className="progress-push-note" role="status" tabIndex={-1}>
        {note && t(note)}
      </p>
      {problem && (
        <p className="progress-push-problem" role="alert">
          {problemText(t, problem)}
        </p>
      )}
      {hasButton && (
        // One button for both, so the focus stays on it when it turns into the other.
        <button type="button" className="button-secondary" aria-disabled={busy} onClick={tap}>
          {t(offer === 'on' ? 'progress.push.stop' : 'progress.push.turnOn')}
        </button>
      )}
    </div>
  )
}

function problemText(t: Translate, problem: PushProblem): string {
  if (problem.kind === 'ended') return t('progress.push.ended')
  return failureText(t, problem.error, problem.kind === 'stop' ? 'progress.push.stopFailed' : 'progress.push.failed')
}
