import { use, type ReactNode } from 'react'
import { whenTapHeld } from '../../client/early-taps'
import { markFulfilled } from '../ui/fulfilled'
import { whenNearScreen } from '../../client/near-screen'

type Gate = { promise: Promise<void>; element: Element }
const gates = new Map<string, Gate>()

/**
 * The server's HTML of the element `id` (a hydration region) is hydrated once it comes near the screen
 * or holds a tap: a boundary that suspends while hydrating keeps that HTML as it is, so a section far
 * down the menu costs a phone no work until the diner scrolls to it. What the browser renders afresh
 * (after a search, another stand) never waits.
 */
export function HydrateWhenNear({ id, children }: { id: string; children: ReactNode }) {
  if (typeof document !== 'undefined') {
    const gate = gateFor(id)
    if (gate) use(gate.promise)
  }
  return children
}

function gateFor(id: string): Gate | null {
  let gate = gates.get(id)
  if (!gate) {
    // Only while the server's HTML is in the page: rendered afresh, the element does not exist yet.
    const element = document.getElementById(id)
    if (!element) return null
    const promise = Promise.race([whenNearScreen(element), whenTapHeld(element)])
    gate = { promise, element }
    void promise.then(() => open(promise))
    gates.set(id, gate)
  }
  // A section left before it came near (a search replaced it) is rendered afresh when it is back.
  if (!gate.element.isConnected) open(gate.promise)
  return gate
}

/**
 * Every section still waiting hydrates now: what it shows is about to change (the allergen filter),
 * and a section's server HTML can only be changed once hydrated.
 */
export function openEveryGate() {
  for (const gate of gates.values()) open(gate.promise)
}

// React's `use` reads a promise that carries its outcome at once, without suspending.
function open(promise: Promise<void>) {
  markFulfilled(promise, undefined)
}
