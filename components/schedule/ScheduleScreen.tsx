import './schedule.css'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { usePageContext } from '../ui/page-context'
import { checkoutStepAfterSchedule } from '../../domain/checkout-route'
import { ConsumptionType, type OrderConsumptionType } from '../../domain/consumption-type'
import { scheduleComplete } from '../../domain/order-state'
import { asksGuestCount, guestCountFor, initialConsumptionType, isHeldFor, missingScheduleChoices, orderingOpenNow } from '../../domain/schedule'
import type { Slot } from '../../domain/schemas/venue-api'
import { firstBookableDay, heldDayToShow, monthOf, monthsToAsk, type CalendarView } from '../../domain/booking-calendar'
import { venueToday, wallClock } from '../../domain/venue-time'
import type { VenueView } from '../../domain/venue-view'
import { useOrder } from '../../stores/ordering'
import { calendarWords } from '../ui/date-words'
import { localePath, useI18n } from '../ui/i18n'
import { LoadingScreen } from '../ui/LoadingScreen'
import { goTo } from '../../client/navigation'
import { BookingCalendar } from './BookingCalendar'
import { ConsumptionTypeChoice } from './ConsumptionTypeChoice'
import { GuestStepper } from './GuestStepper'
import { ScheduleSummary } from './ScheduleSummary'
import { useLoggedIn } from '../ui/use-customer'
import { useFootRoom } from '../ui/foot-room'
import { useRenderTime } from '../ui/use-render-time'
import { SlotList } from './SlotList'
import { useTypePricesText } from './type-prices-text'
import { HeldTable } from './TableLabel'
import { usePrebook } from './use-prebook'
import { useBookingDays } from './use-booking-days'
import { useSlots, type SlotsState } from './use-slots'

/**
 * The schedule step (SPEC §2): how, for how many, which day and which time slot; the slot is
 * pre-booked as soon as it is chosen. The page arrives with the choices of an order not begun; the
 * stored order, read after hydration, fills in its own (the same layout for a diner who chose nothing
 * yet), and only then does the form ask the venue anything.
 */
export function ScheduleScreen() {
  const { t, locale } = useI18n()
  const { venue } = usePageContext()
  const restored = useOrder((state) => state.restored)
  return (
    <div className="schedule">
      <a className="back-link" href={localePath(locale, '/')}>
        <span aria-hidden="true">‹ </span>
        {t('schedule.openMenu')}
      </a>
      <h1>{t('schedule.title')}</h1>
      {venue ? <ScheduleForm venue={venue} restored={restored} /> : <LoadingScreen />}
    </div>
  )
}

function ScheduleForm({ venue, restored }: { venue: VenueView; restored: boolean }) {
  const { t } = useI18n()
  const now = useRenderTime()
  if (!orderingOpenNow(venue.ordering, now)) {
    return (
      <p className="schedule-closed" role="status">
        {t('venue.closed')}
      </p>
    )
  }
  return <ScheduleChoices venue={venue} now={now} restored={restored} />
}

function ScheduleChoices({ venue, now, restored }: { venue: VenueView; now: Date; restored: boolean }) {
  const { t, locale } = useI18n()
  const { ordering, consumptionTypes: offered } = venue
  const { timeZone } = ordering
  const loggedIn = useLoggedIn()
  const consumptionType = useOrder((state) => state.consumptionType)
  const guestCount = useOrder((state) => state.guestCount)
  const slot = useOrder((state) => state.slot)
  const chooseConsumptionType = useOrder((state) => state.chooseConsumptionType)
  const chooseGuestCount = useOrder((state) => state.chooseGuestCount)
  const typePrices = useTypePricesText()

  // The only type a venue offers is chosen for the customer.
  const initialType = initialConsumptionType(offered, consumptionType)
  useEffect(() => {
    if (restored && initialType !== null && initialType !== consumptionType) chooseConsumptionType(initialType)
  }, [restored, initialType, consumptionType, chooseConsumptionType])

  const type = consumptionType !== null && offered.includes(consumptionType) ? consumptionType : null
  const guestsAsked = asksGuestCount(type, ordering.asksGuests)
  const guests = guestCountFor(type, ordering.asksGuests, guestCount)

  const today = useMemo(() => venueToday(now, timeZone) ?? now.toISOString().slice(0, 10), [now, timeZone])
  const { onlyToday } = ordering
  // The held slot's day; otherwise the calendar opens on the first bookable day.
  const heldDay = () => heldDayToShow(slot && wallClock(slot.startTime, timeZone)?.date, { today, onlyToday })
  const [day, setDay] = useState(heldDay)
  const [month, setMonth] = useState(() => monthOf(day ?? today))
  // The stored order, once read, opens the calendar on its held slot's day (the same elements, so a tap
  // made before it was read still lands); so does the device's day, once the page has hydrated.
  const [shown, setShown] = useState({ restored, today })
  if (restored !== shown.restored || today !== shown.today) {
    setShown({ restored, today })
    const stored = heldDay()
    setDay(stored)
    setMonth(monthOf(stored ?? today))
  }
  const daysQuery = restored && type !== null && guests !== null ? { type, guests } : null
  const { months, retry } = useBookingDays(daysQuery, monthsToAsk(month, { today, onlyToday }, day))
  const calendar: CalendarView = { today, onlyToday, ready: daysQuery !== null, months }
  const opening = firstBookableDay(calendar)
  const openingDay = typeof opening === 'object' ? opening.day : null
  useEffect(() => {
    if (day !== null || openingDay === null) return
    setDay(openingDay)
    // Onto its month, unless the diner has already paged elsewhere.
    setMonth((shown) => (shown === monthOf(today) ? monthOf(openingDay) : shown))
  }, [day, openingDay, today])

  const { state: daySlots, reload } = useSlots(daysQuery !== null && day !== null ? { ...daysQuery, date: day } : null)
  // Until a day is chosen for them, the slots wait for the calendar: nothing to show when it has no bookable day.
  const slots: SlotsState =
    daysQuery === null || day !== null ? daySlots : opening === 'none' ? { status: 'loaded', slots: [] } : { status: 'loading' }
  const { prebook, pending, problem, clearProblem } = usePrebook({ guestsAsked, onTaken: reload })
  const footBar = useFootRoom<HTMLDivElement>()
  const held = isHeldFor(slot, { consumptionType: type, guestCount: guests }) ? slot : null
  const complete = type !== null && scheduleComplete({ consumptionType: type, guestCount, slot }, guestsAsked)
  const missing = missingScheduleChoices({ type, guestsAsked, guestCount, day, complete })

  const chooseType = (next: OrderConsumptionType) => {
    clearProblem()
    chooseConsumptionType(next)
  }
  const chooseGuests = (count: number) => {
    clearProblem()
    chooseGuestCount(count)
  }
  const chooseDay = (next: string) => {
    clearProblem()
    setDay(next)
  }
  const chooseSlot = useCallback(
    (chosen: Slot) => {
      if (type === null || guests === null) return
      void prebook({ consumptionType: type, guestCount: guests, slotId: chosen.id })
    },
    [type, guests, prebook],
  )
  const next = () => {
    if (!complete) return
    void goTo(localePath(locale, `/checkout/${checkoutStepAfterSchedule({ consumptionType: type, loggedIn })}`))
  }

  return (
    <div className="schedule-form">
      <ConsumptionTypeChoice offered={offered} value={type} onChange={chooseType} note={typePrices} />
      {guestsAsked && <GuestStepper value={guestCount} onChange={chooseGuests} />}
      <BookingCalendar view={calendar} month={month} onMonthChange={setMonth} value={day} onChange={chooseDay} onRetry={retry} />
      <SlotList
        type={type}
        state={slots}
        timeZone={timeZone}
        heldSlotId={held?.slotId ?? null}
        pending={pending}
        problem={problem}
        onChoose={chooseSlot}
        onRetry={reload}
      />
      {held && held.consumptionType === ConsumptionType.EatIn && <HeldTable slot={held} />}
      <ScheduleSummary type={type} guests={guests} guestsAsked={guestsAsked} slot={held} timeZone={timeZone} />
      {/* Right after the summary, and kept in view above a phone's cart bar: what is missing, and Next. */}
      <div ref={footBar} className="schedule-foot">
        {missing.length > 0 && (
          <p id="schedule-warning" className="schedule-warning">
            {t('schedule.missing', { choices: calendarWords(t).listOf(missing.map((choice) => t(`schedule.missing.${choice}`))) })}
          </p>
        )}
        <button
          type="button"
          className="button-primary schedule-next"
          disabled={!complete}
          aria-describedby={complete ? undefined : 'schedule-warning'}
          onClick={next}
        >
          {t('schedule.next')}
        </button>
      </div>
    </div>
  )
}
