import { useEffect, useId, useRef, useState } from 'react'
import { isReady, latestStep, progressSteps, readyEstimate, type ProgressStep } from '../../domain/order-progress'
import type { Order } from '../../domain/schemas/venue-api'
import { wallClock } from '../../domain/venue-time'
import { useI18n } from '../ui/i18n'
import type { Connection } from './use-live-order'
import { ReadyAlertToggle, useReadyAlert } from './ready-alert'

type Props = {
  order: Pick<Order, 'progress' | 'consumption_type' | 'table'>
  connection: Connection
  timeZone?: string
  /** A quick order at a table says where the food goes ('on its way to table N'). */
  atTable?: boolean
  /** The page's title gains 'Ready' when it is (the result pages; not a list of orders). */
  ownsTitle?: boolean
  /** Under the page's heading (a result page), or under an order's own (a list of orders). */
  headingLevel?: 2 | 3
}

const time = (instant: string | null, timeZone?: string) => (instant ? (wallClock(instant, timeZone)?.time ?? null) : null)

/** The kitchen's progress: each step with its time, the expected ready time, and each change said aloud. */
export function OrderProgress({ order, connection, timeZone, atTable = false, ownsTitle = false, headingLevel = 2 }: Props) {
  const { t } = useI18n()
  const titleId = useId()
  const Heading = `h${headingLevel}` as const
  const steps = progressSteps(order.progress, order.consumption_type)
  const latest = latestStep(order.progress)
  const ready = isReady(order.progress)
  const estimate = time(readyEstimate(order.progress), timeZone)
  const stepName = (step: ProgressStep) =>
    atTable && (step === 'preparing' || step === 'ready') ? t(`progress.table.${step}`, { table: order.table ?? '' }) : t(`progress.step.${step}`)

  // Said once per change seen on this page, not for the picture it opened with.
  const [announcement, setAnnouncement] = useState('')
  const seen = useRef(latest?.step)
  useEffect(() => {
    if (!latest || latest.step === seen.current) return
    seen.current = latest.step
    setAnnouncement(t('progress.announce', { step: stepName(latest.step) }))
  }, [latest?.step])

  useReadyTitle(ownsTitle && ready, t('progress.readyTitle'))
  const alert = useReadyAlert(ready)

  if (!latest) return null
  return (
    <section className="order-progress" aria-labelledby={titleId} data-connection={connection}>
      <Heading id={titleId}>{ready ? t('progress.readyTitle') : t('progress.title')}</Heading>
      <ol className="progress-steps">
        {steps.map(({ step, state, at }) => (
          <li key={step} className={`is-${state}`} aria-current={state === 'current' ? 'step' : undefined}>
            <span className="progress-step-name">{stepName(step)}</span>
            {at && <time dateTime={at}>{time(at, timeZone)}</time>}
          </li>
        ))}
      </ol>
      {latest.step === 'rejected' && (
        <div className="rejection" role="alert">
          <p>{t('progress.rejected')}</p>
          {latest.reasons && (
            <ul>
              {latest.reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      {estimate && <p className="progress-estimate">{t('progress.estimate', { time: estimate })}</p>}
      {connection === 'reconnecting' && <p className="progress-connection">{t('progress.reconnecting')}</p>}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      {!ready && latest.step !== 'rejected' && <ReadyAlertToggle alert={alert} />}
    </section>
  )
}

/** 'Ready · Brasserie Lumière' in the tab while the food is ready, so a diner in another tab sees it. */
function useReadyTitle(ready: boolean, word: string) {
  useEffect(() => {
    if (!ready) return
    const title = document.title
    document.title = `${word} · ${title}`
    return () => {
      document.title = title
    }
  }, [ready, word])
}
