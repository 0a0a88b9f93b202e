import { useRef, type KeyboardEvent } from 'react'
import { weekdayName } from '../../domain/venue-time'
import { tabIndexAfterKey } from '../ui/tab-keys'
import { useI18n } from '../ui/i18n'

type Props = {
  /** Bookable days, YYYY-MM-DD, from today on. */
  days: readonly string[]
  value: string | null
  onChange: (day: string) => void
}

/** 'Tue 24/11' from '2026-11-24'. */
function dayParts(day: string, locale: Parameters<typeof weekdayName>[1]) {
  const [, month = '', date = ''] = day.split('-')
  return { weekday: weekdayName(day, locale, 'short'), short: `${date}/${month}`, long: weekdayName(day, locale) }
}

/**
 * The booking calendar: one button per bookable day, the chosen one pressed. Tab reaches every day;
 * the arrow keys, Home and End move between them as well.
 */
export function BookingCalendar({ days, value, onChange }: Props) {
  const { t, locale } = useI18n()
  const buttons = useRef<(HTMLButtonElement | null)[]>([])

  function onKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const current = buttons.current.findIndex((button) => button === document.activeElement)
    if (current < 0) return
    const next = tabIndexAfterKey(event.key, current, days.length)
    if (next === null) return
    event.preventDefault()
    buttons.current[next]?.focus()
  }

  return (
    <fieldset className="schedule-field">
      <legend>{t('schedule.dateLegend')}</legend>
      <ul className="booking-calendar" onKeyDown={onKeyDown}>
        {days.map((day, index) => {
          const { weekday, short, long } = dayParts(day, locale)
          return (
            <li key={day}>
              <button
                ref={(element) => {
                  buttons.current[index] = element
                }}
                type="button"
                className="booking-day"
                aria-pressed={day === value}
                title={long}
                onClick={() => onChange(day)}
              >
                <span className="booking-day-weekday">{weekday}</span> <span className="booking-day-date">{short}</span>
                {index === 0 && <span className="visually-hidden"> ({t('schedule.today')})</span>}
              </button>
            </li>
          )
        })}
      </ul>
    </fieldset>
  )
}
