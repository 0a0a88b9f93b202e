import { useCallback, useEffect, useState } from 'react'
import type { OrderConsumptionType } from '../../domain/consumption-type'
import type { Slot } from '../../domain/schemas/venue-api'
import { apiGet } from '../../stores/api-client'
import { useI18n } from '../ui/i18n'

export type SlotsState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'loaded'; slots: Slot[] }

export type SlotQuery = { type: OrderConsumptionType; guests: number; date: string }

// A quick run of + on the persons asks for the slots once, for the number it stops at.
const SETTLE_MS = 200

/**
 * The time slots of one day for a type and a number of persons (GET /api/slots), with a reload. An
 * answer counts only for the query it was asked for: from the render that changes the day, the type
 * or the persons, the slots shown so far are gone, never left under the new choice for a tap to
 * take while the new ones load.
 */
export function useSlots(query: SlotQuery | null): { state: SlotsState; reload: () => void } {
  const { locale } = useI18n()
  const [answer, setAnswer] = useState<{ asked: string; state: SlotsState } | null>(null)
  const [attempt, setAttempt] = useState(0)
  const key = query ? `${query.type}/${query.guests}/${query.date}/${locale}/${attempt}` : null

  const { type, guests, date } = query ?? {}
  useEffect(() => {
    if (key === null || type === undefined || guests === undefined || date === undefined) return
    let current = true
    const timer = setTimeout(() => {
      apiGet('/slots/:type/:guests/:date', { param: { type, guests, date } }, locale)
        .then((slots) => current && setAnswer({ asked: key, state: { status: 'loaded', slots } }))
        .catch(() => current && setAnswer({ asked: key, state: { status: 'error' } }))
    }, SETTLE_MS)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [key, type, guests, date, locale])

  const reload = useCallback(() => setAttempt((count) => count + 1), [])
  const state: SlotsState = key === null ? { status: 'idle' } : answer?.asked === key ? answer.state : { status: 'loading' }
  return { state, reload }
}
