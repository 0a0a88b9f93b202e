import type { StoreApi } from 'zustand'
import type { Locale } from '../../domain/locale'
import { heldSlotFromPrebook } from '../../domain/schedule'
import type { Order } from '../../domain/schemas/venue-api'
import { apiPost } from '../../stores/api-client'
import type { OrderState } from '../../stores/order-store'
import { failureOf } from '../../stores/api-failure'

/**
 * A failed, canceled or expired payment gives the order's slot booking back to the venue (demo README
 * "Payments"), so 'try again' would be refused for want of a booking. The result page books the same
 * slot again for the new attempt; if someone took it meanwhile the slot is let go and the checkout
 * sends the customer to the schedule.
 */
export async function holdSlotAgain(order: StoreApi<OrderState>, failed: Order, locale: Locale): Promise<void> {
  const { slot } = order.getState()
  if (!slot || slot.slotId !== `${failed.planning_date}T${failed.planning_hour}|${failed.consumption_type}`) return
  try {
    const answer = await apiPost(
      '/slot-prebook',
      { json: { consumption_type: slot.consumptionType, guest_count: slot.guestCount, slot_id: slot.slotId } },
      locale,
    )
    if (order.getState().slot?.slotId === slot.slotId) order.getState().holdSlot(heldSlotFromPrebook(answer, slot))
  } catch (error) {
    if (failureOf(error).reason === 'conflict' && order.getState().slot?.slotId === slot.slotId) order.getState().clearSlot()
  }
}
