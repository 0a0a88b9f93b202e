import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import {
  addMonths,
  clampDay,
  dayAfterKey,
  dayChoice,
  firstBookableDay,
  focusDayOf,
  monthOf,
  monthRange,
  monthWeeks,
  type CalendarView,
  type DayReason,
  type Month,
} from '../../domain/booking-calendar'
import { calendarWords } from '../ui/date-words'
import { useI18n } from '../ui/i18n'

type Props = {
  view: CalendarView
  /** The month on screen. */
  month: Month
  onMonthChange: (month: Month) => void
  /** The chosen day, YYYY-MM-DD. */
  value: string | null
  onChange: (day: string) => void
  /** Asks again for a month the venue could not be asked about. */
  onRetry: () => void
}

const REASONS: readonly DayReason[] = ['past', 'onlyToday', 'waiting', 'checking', 'none', 'full', 'later']

/**
 * The booking calendar: a month of days as a grid (WAI-ARIA date picker). The days the venue books are
 * choosable; the others are greyed, stay focusable and say why. Arrow keys move by a day or a week,
 * Home and End to the week's ends, PageUp and PageDown by a month; Enter or Space chooses. Always six
 * weeks tall, so nothing moves when a month or its availability arrives.
 */
export function BookingCalendar({ view, month, onMonthChange, value, onChange, onRetry }: Props) {
  const { t } = useI18n()
  const words = calendarWords(t)
  const id = useId()
  const grid = useRef<HTMLTableElement>(null)
  // The day the keyboard moved to, focused once it is on screen. A ref, not the render's own value:
  // effects of an earlier render can run first, and must not focus the day the keyboard has left.
  const focusTarget = useRef<string | null>(null)
  const [focused, setFocused] = useState<string | null>(null)
  const [inspected, setInspected] = useState<{ day: string; reason: DayReason } | null>(null)

  const range = monthRange(view)
  const lastShown = range.last > month ? range.last : month
  const canGoBack = addMonths(month, -1) >= range.first
  const canGoOn = addMonths(month, 1) <= range.last
  const tabbable = focused && monthOf(focused) === month ? focused : focusDayOf(month, view, value)
  const known = view.months.get(month)
  const checking = view.ready && (!known || known.status === 'loading')
  const failed = known?.status === 'error'

  useEffect(() => {
    const day = focusTarget.current
    const button = day ? grid.current?.querySelector<HTMLButtonElement>(`[data-day="${day}"]`) : null
    if (!button) return
    focusTarget.current = null
    button.focus()
  })

  function page(step: 1 | -1) {
    if (step === 1 ? !canGoOn : !canGoBack) return
    setFocused(null)
    setInspected(null)
    onMonthChange(addMonths(month, step))
  }

  function choose(day: string) {
    setFocused(day)
    const choice = dayChoice(day, view)
    if (!choice.choosable) {
      setInspected({ day, reason: choice.reason })
      return
    }
    setInspected(null)
    onChange(day)
  }

  function onKeyDown(event: KeyboardEvent<HTMLTableElement>) {
    const from = (event.target as HTMLElement).dataset.day
    const next = from ? dayAfterKey(event.key, from, event.shiftKey) : null
    if (!next) return
    event.preventDefault()
    const target = clampDay(next, range.first, lastShown)
    setFocused(target)
    setInspected(null)
    if (monthOf(target) !== month) onMonthChange(monthOf(target))
    focusTarget.current = target
  }

  const title = words.monthTitle(month)
  return (
    <fieldset className="schedule-field booking-calendar">
      <legend>{t('schedule.dateLegend')}</legend>
      <div className="calendar-header">
        <button
          type="button"
          className="calendar-page"
          aria-label={t('schedule.calendar.previousMonth')}
          aria-disabled={!canGoBack}
          onClick={() => page(-1)}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <p id={`${id}-month`} className="calendar-month" aria-live="polite">
          {title}
        </p>
        <button
          type="button"
          className="calendar-page"
          aria-label={t('schedule.calendar.nextMonth')}
          aria-disabled={!canGoOn}
          onClick={() => page(1)}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <table ref={grid} role="grid" className="calendar-grid" aria-labelledby={`${id}-month`} aria-busy={checking} data-month={month} onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {words.weekdayColumns().map((weekday) => (
              <th key={weekday.long} scope="col" abbr={weekday.long}>
                {weekday.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week, row) => (
            <tr key={row}>
              {week.map((day, column) => {
                if (!day) return <td key={column} role="gridcell" />
                const choice = dayChoice(day, view)
                const chosen = day === value
                return (
                  <td key={day} role="gridcell" aria-selected={chosen}>
                    <button
                      type="button"
                      className="calendar-day"
                      data-day={day}
                      data-state={choice.choosable ? 'open' : choice.reason}
                      tabIndex={day === tabbable ? 0 : -1}
                      aria-label={words.fullDate(day)}
                      aria-pressed={chosen}
                      aria-current={day === view.today ? 'date' : undefined}
                      aria-disabled={choice.choosable ? undefined : true}
                      aria-describedby={choice.choosable ? undefined : `${id}-${choice.reason}`}
                      onClick={() => choose(day)}
                    >
                      {Number(day.slice(8))}
                    </button>
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <div hidden>
        {REASONS.map((reason) => (
          <span key={reason} id={`${id}-${reason}`}>
            {t(`schedule.calendar.reason.${reason}`)}
          </span>
        ))}
      </div>
      <div className="calendar-note" aria-live="polite">
        <CalendarNote
          inspected={inspected && { date: words.writtenDate(inspected.day), reason: t(`schedule.calendar.reason.${inspected.reason}`) }}
          failed={failed}
          checking={checking}
          chosen={value && words.writtenDate(value)}
          waiting={!view.ready}
          nothingToBook={firstBookableDay(view) === 'none'}
          onRetry={onRetry}
        />
      </div>
    </fieldset>
  )
}

type NoteProps = {
  inspected: { date: string; reason: string } | null
  failed: boolean
  checking: boolean
  chosen: string | null
  waiting: boolean
  nothingToBook: boolean
  onRetry: () => void
}

/** The line under the grid, in a space kept for it: why a greyed day cannot be chosen, the check under way, or the chosen date. */
function CalendarNote({ inspected, failed, checking, chosen, waiting, nothingToBook, onRetry }: NoteProps) {
  const { t } = useI18n()
  if (inspected) return <p>{t('schedule.calendar.dayReason', inspected)}</p>
  if (failed) {
    return (
      <p>
        {t('schedule.calendar.failed')}{' '}
        <button type="button" className="calendar-retry" onClick={onRetry}>
          {t('error.tryAgain')}
        </button>
      </p>
    )
  }
  if (checking) {
    return (
      <p className="schedule-loading">
        <span className="spinner" aria-hidden="true" />
        {t('schedule.calendar.checking')}
      </p>
    )
  }
  if (chosen) return <p>{t('schedule.calendar.chosen', { date: chosen })}</p>
  if (waiting) return <p className="schedule-hint">{t('schedule.calendar.reason.waiting')}</p>
  if (nothingToBook) return <p className="schedule-hint">{t('schedule.calendar.noDay')}</p>
  return null
}
