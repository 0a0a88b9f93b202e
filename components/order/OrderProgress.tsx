import { useEffect, useEffectEvent, useId, useRef, useState } from 'react'
import { ConsumptionType } from '../../domain/consumption-type'
import { isReady, latestStep, progressSteps, type ProgressStep } from '../../domain/order-progress'
import { progressTiming, readyAlertsShown, type ProgressTiming } from '../../domain/progress-timing'
import type { Order } from '../../domain/schemas/venue-api'
import { displayDate, wallClock } from '../../domain/venue-time'
import { weekdayName } from '../ui/date-words'
import { useI18n } from '../ui/i18n'
import type { Connection } from './use-live-order'
import { PushControl } from './PushControl'
import { ReadyAlertToggle, useReadyAlert } from './ready-alert'

type Props = {
  order: Pick<Order, 'progress' | 'consumption_type' | 'table' | 'planning_date' | 'planning_hour'>
  connection: Connection
  timeZone?: string
  /** A quick order at a table says where the food goes ('on its way to table N'). */
  atTable?: boolean
  /** The page's title gains 'Ready' when it is (the result pages; not a list of orders). */
  ownsTitle?: boolean
  /** Under the page's heading (a result page), or under an order's own (a list of orders). */
  headingLevel?: 2 | 3
  /** The order's uid where the page offers a notification once it is ready (the result pages). */
  pushFor?: string
}

const time = (instant: string | null, timeZone?: string) => (instant ? (wallClock(instant, timeZone)?.time ?? null) : null)

/**
 * The kitchen's progress: each step with its time, when the food is for (the booking, or the kitchen's
 * expected time for an order due now), and each change said aloud. Its heading says what the order
 * has come to once the food is ready: ready, served, on its way, delivered.
 */
export function OrderProgress({ order, connection, timeZone, atTable = false, ownsTitle = false, headingLevel = 2, pushFor }: Props) {
  const { t } = useI18n()
  const titleId = useId()
  const Heading = `h${headingLevel}` as const
  const steps = progressSteps(order.progress, order.consumption_type)
  const latest = latestStep(order.progress)
  const ready = isReady(order.progress)
  const done = ready && latest ? t(`progress.done.${latest.step}`) : null
  const timing = progressTiming(order, new Date(), timeZone)
  const stepName = (step: ProgressStep) =>
    atTable && (step === 'preparing' || step === 'ready') ? t(`progress.table.${step}`, { table: order.table ?? '' }) : t(`progress.step.${step}`)

  // Said once per change seen on this page, not for the picture it opened with.
  const [announcement, setAnnouncement] = useState('')
  const step = latest?.step
  const seen = useRef(step)
  const announce = useEffectEvent((step: ProgressStep) => setAnnouncement(t('progress.announce', { step: stepName(step) })))
  useEffect(() => {
    if (!step || step === seen.current) return
    seen.current = step
    announce(step)
  }, [step])

  useReadyTitle(ownsTitle ? done : null)
  const alert = useReadyAlert(ready)

  if (!latest) return null
  return (
    <section className="order-progress" aria-labelledby={titleId} data-connection={connection}>
      <Heading id={titleId}>{done ?? t('progress.title')}</Heading>
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
      {timing && <p className="progress-timing"><TimingText timing={timing} consumptionType={order.consumption_type} /></p>}
      {connection === 'reconnecting' && <p className="progress-connection">{t('progress.reconnecting')}</p>}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      {readyAlertsShown(order, timing) && (
        <div className="progress-alerts">
          {pushFor && <PushControl uid={pushFor} />}
          <ReadyAlertToggle alert={alert} />
        </div>
      )}
    </section>
  )
}

/** 'Expected ready at 17:38', or the booking: 'For your table on Sunday at 12:45', 'Ready for tomorrow at 13:00'. */
function TimingText({ timing, consumptionType }: { timing: ProgressTiming; consumptionType?: number | null }) {
  const { t } = useI18n()
  if (timing.kind === 'estimate') return t('progress.estimate', { time: timing.time })
  const kind = consumptionType === ConsumptionType.EatIn ? 'eatIn' : consumptionType === ConsumptionType.Delivery ? 'delivery' : 'takeaway'
  return t(`progress.booked.${kind}`, { day: timing.day, weekday: weekdayName(t, timing.date), date: displayDate(timing.date), time: timing.time })
}

/** 'Ready · Brasserie Lumière' in the tab once the food is ready (or served…), so a diner in another tab sees it. */
function useReadyTitle(word: string | null) {
  useEffect(() => {
    if (!word) return
    const title = document.title
    document.title = `${word} · ${title}`
    return () => {
      document.title = title
    }
  }, [word])
}
