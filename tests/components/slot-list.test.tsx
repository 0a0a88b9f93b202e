import { describe, expect, it, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import '../../components/schedule/schedule.css'
import { SlotList } from '../../components/schedule/SlotList'
import { ConsumptionType } from '../../domain/consumption-type'
import type { Slot } from '../../domain/schemas/venue-api'
import { renderIn } from './support/render'

// A lunch every quarter of an hour from 11:30 to 14:00 (UTC, the venue's zone here); 12:15 is full.
const LUNCH: Slot[] = Array.from({ length: 11 }, (_, index) => {
  const minutes = 11 * 60 + 30 + index * 15
  const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
  return { id: `slot-${time}`, start_time: `2026-12-08T${time}:00Z`, end_time: null, free_tables: time === '12:15' ? 0 : 3 }
})

function renderLunch(onChoose = vi.fn(), heldSlotId: string | null = null, locale: 'en' | 'fr' = 'en') {
  const screen = renderIn(
    <SlotList
      type={ConsumptionType.EatIn}
      state={{ status: 'loaded', slots: LUNCH }}
      timeZone="UTC"
      heldSlotId={heldSlotId}
      pending={null}
      problem={null}
      onChoose={onChoose}
      onRetry={() => undefined}
    />,
    locale,
  )
  return screen
}

const time = (at: string) => document.querySelector<HTMLButtonElement>(`[data-slot="slot-${at}"]`)!
const focusedTime = () => (document.activeElement as HTMLElement | null)?.dataset.slot?.slice('slot-'.length)

describe("a meal period's times", () => {
  it('are one Tab stop, the first time that can be chosen, and Tab goes on past them', async () => {
    const screen = await renderLunch()
    await expect.element(screen.getByRole('button', { name: /Lunch/ })).toHaveAttribute('aria-expanded', 'true')
    await userEvent.tab()
    await userEvent.tab()
    expect(focusedTime()).toBe('11:30')
    await userEvent.tab()
    expect(document.activeElement?.closest('.slot-list')).toBeNull()
  })

  it('move with the arrows, by a time across and by a row down and up, over a full time', async () => {
    await renderLunch()
    time('11:30').focus()
    await userEvent.keyboard('{ArrowRight}{ArrowRight}')
    // 12:15 is full: it is passed over.
    expect(focusedTime()).toBe('12:00')
    await userEvent.keyboard('{ArrowRight}')
    expect(focusedTime()).toBe('12:30')

    // Down: the time below, in the next row of tiles as laid out on a phone.
    const before = time('12:30').getBoundingClientRect()
    await userEvent.keyboard('{ArrowDown}')
    const below = (document.activeElement as HTMLElement).getBoundingClientRect()
    expect(below.top).toBeGreaterThan(before.top)
    expect(Math.abs(below.left + below.width / 2 - (before.left + before.width / 2))).toBeLessThan(before.width / 2)
    await userEvent.keyboard('{ArrowUp}')
    expect(focusedTime()).toBe('12:30')

    await userEvent.keyboard('{End}')
    expect(focusedTime()).toBe('14:00')
    await userEvent.keyboard('{ArrowRight}')
    expect(focusedTime()).toBe('14:00')
    await userEvent.keyboard('{Home}')
    expect(focusedTime()).toBe('11:30')
  })

  it('choose with Enter; the held time is the Tab stop and is pressed', async () => {
    const onChoose = vi.fn()
    const screen = await renderLunch(onChoose, 'slot-13:00')
    expect(time('13:00')).toHaveAttribute('aria-pressed', 'true')
    expect(time('13:00').tabIndex).toBe(0)
    expect(time('11:30').tabIndex).toBe(-1)
    time('13:00').focus()
    await userEvent.keyboard('{ArrowLeft}{Enter}')
    expect(onChoose).toHaveBeenCalledWith(LUNCH.find((slot) => slot.id === 'slot-12:45'))
    await expect.element(screen.getByRole('button', { name: /12:15/ })).toBeDisabled()
  })

  it('say what is free once for the period, in the diner’s language', async () => {
    const screen = await renderLunch(vi.fn(), null, 'fr')
    await expect.element(screen.getByText('3 tables libres à chaque heure')).toBeVisible()
    await expect.element(screen.getByRole('button', { name: /12:15/ })).toHaveTextContent('0 table libre')
  })
})
