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

/** The time slots of one day for a type and a number of persons (GET /api/slots), with a reload. */
export function useSlots(query: SlotQuery | null): { state: SlotsState; reload: () => void } {
  const { locale } = useI18n()
  const [state, setState] = useState<SlotsState>({ status: 'idle' })
  const [attempt, setAttempt] = useState(0)
  const key = query ? `${query.type}/${query.guests}/${query.date}` : null

  useEffect(() => {
    if (key === null || !query) {
      setState({ status: 'idle' })
      return
    }
    setState({ status: 'loading' })
    let current = true
    const timer = setTimeout(() => {
      apiGet('/slots/:type/:guests/:date', { param: query }, locale)
        .then((slots) => current && setState({ status: 'loaded', slots }))
        .catch(() => current && setState({ status: 'error' }))
    }, SETTLE_MS)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [key, locale, attempt])

  const reload = useCallback(() => setAttempt((count) => count + 1), [])
  return { state, reload }
}
