import { useCallback, useRef, useState } from 'react'
import type { OrderConsumptionType } from '../../domain/consumption-type'
import { heldSlotFromPrebook } from '../../domain/schedule'
import { apiPost } from '../../stores/api-client'
import { failureOf, limitMessage } from '../../stores/api-failure'
import { useOrderingStores } from '../../stores/ordering'
import { useI18n } from '../ui/i18n'

/** Why a slot was not booked: taken by someone else, a limit that says why and until when, or a failure. */
export type PrebookProblem = { kind: 'taken' } | { kind: 'limited'; message: string } | { kind: 'failed' } | null

type Request = { consumptionType: OrderConsumptionType; guestCount: number; slotId: string }

/**
 * Choosing a slot pre-books it at once (POST /api/slot-prebook) and the order holds it until its
 * lock runs out. 409 means another customer took it: the caller reloads the slots. A limit reached
 * (429) is said as the Worker says it: why, and until when.
 */
export function usePrebook({ guestsAsked, onTaken }: { guestsAsked: boolean; onTaken: () => void }) {
  const { locale } = useI18n()
  const stores = useOrderingStores()
  const [pending, setPending] = useState<string | null>(null)
  const [problem, setProblem] = useState<PrebookProblem>(null)
  const latest = useRef(0)

  const prebook = useCallback(
    async ({ consumptionType, guestCount, slotId }: Request) => {
      const request = ++latest.current
      setPending(slotId)
      setProblem(null)
      try {
        const answer = await apiPost(
          '/slot-prebook',
          { json: { consumption_type: consumptionType, guest_count: guestCount, slot_id: slotId } },
          locale,
        )
        if (request !== latest.current) return
        const order = stores.order.getState()
        // The customer changed the type or the persons meanwhile: this slot is not what they now want.
        if (order.consumptionType !== consumptionType || (guestsAsked && order.guestCount !== guestCount)) return
        // Where the persons are not asked, the order is for one (the checkout sends guest_count).
        if (!guestsAsked) order.chooseGuestCount(guestCount)
        order.holdSlot(heldSlotFromPrebook(answer, { consumptionType, guestCount }))
      } catch (error) {
        if (request !== latest.current) return
        const failure = failureOf(error)
        if (failure.reason === 'conflict') {
          setProblem({ kind: 'taken' })
          onTaken()
        } else {
          const limit = limitMessage(failure)
          setProblem(limit ? { kind: 'limited', message: limit } : { kind: 'failed' })
        }
      } finally {
        if (request === latest.current) setPending(null)
      }
    },
    [guestsAsked, locale, onTaken, stores],
  )

  const clearProblem = useCallback(() => setProblem(null), [])
  return { prebook, pending, problem, clearProblem }
}
