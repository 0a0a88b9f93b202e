import { useCallback, useEffect, useMemo, useState } from 'react'
import type { Month, MonthAvailability } from '../../domain/booking-calendar'
import type { OrderConsumptionType } from '../../domain/consumption-type'
import { apiGet } from '../../stores/api-client'
import { useI18n } from '../ui/i18n'

export type BookingDaysQuery = { type: OrderConsumptionType; guests: number }

// A quick run of + on the persons asks for the days once, for the number it stops at (as the slots do).
const SETTLE_MS = 200

const keyOf = (query: BookingDaysQuery, month: Month) => `${query.type}/${query.guests}/${month}`
const paramOf = (key: string) => {
  const [type = '', guests = '', month = ''] = key.split('/')
  return { type, guests, month }
}

/**
 * What the venue books in some months for a type of order and a number of persons
 * (GET /api/booking-days). Each month is asked for once per choice and kept for the visit; a month
 * that failed is asked again on `retry`.
 */
export function useBookingDays(
  query: BookingDaysQuery | null,
  months: readonly Month[],
): { months: ReadonlyMap<Month, MonthAvailability>; retry: () => void } {
  const { locale } = useI18n()
  const [known, setKnown] = useState<ReadonlyMap<string, MonthAvailability>>(() => new Map())
  const missing = query ? months.map((month) => keyOf(query, month)).filter((key) => !known.has(key)) : []
  const missingKey = missing.join(',')

  useEffect(() => {
    if (missingKey === '') return
    const keys = missingKey.split(',')
    const settle = (key: string, value: MonthAvailability) => setKnown((previous) => new Map(previous).set(key, value))
    const timer = setTimeout(() => {
      setKnown((previous) => {
        const next = new Map(previous)
        for (const key of keys) next.set(key, { status: 'loading' })
        return next
      })
      for (const key of keys) {
        apiGet('/booking-days/:type/:guests/:month', { param: paramOf(key) }, locale)
          .then((answer) => settle(key, { status: 'loaded', days: answer.days }))
          .catch(() => settle(key, { status: 'error' }))
      }
    }, SETTLE_MS)
    return () => clearTimeout(timer)
  }, [missingKey, locale])

  const retry = useCallback(
    () =>
      setKnown((previous) => new Map([...previous].filter(([, value]) => value.status !== 'error'))),
    [],
  )

  const { type, guests } = query ?? {}
  const forQuery = useMemo(() => {
    const result = new Map<Month, MonthAvailability>()
    if (type === undefined || guests === undefined) return result
    for (const [key, value] of known) {
      const [knownType, knownGuests, month] = key.split('/')
      if (Number(knownType) === type && Number(knownGuests) === guests && month) result.set(month, value)
    }
    return result
  }, [known, type, guests])

  return { months: forQuery, retry }
}
