import type { Context } from 'hono'
import type { CheckoutCartLine } from '../../domain/checkout'
import { compositionFaults, compositionSteps, type CompositionFault } from '../../domain/composition'
import { localized } from '../../domain/localized'
import type { MenuBundle } from '../../domain/menu-bundle'
import type { AppEnv } from '../app-env'
import { menuBundlesOf } from '../menu/menu-service'

// A cart's composed menus checked against their steps before an order reaches the venue (the venue
// checks again): a forged composition gets the venue's own refusal shape, and nothing is placed.

type Reason = { code: 'composition_invalid'; message: string }

/** The 422 body for a cart whose compositions break their menu's steps, or null when they all fit. */
export async function compositionRefusal(c: Context<AppEnv>, cart: readonly CheckoutCartLine[]): Promise<{ error: 'rejected'; reasons: Reason[] } | null> {
  if (!c.get('venue')) return null
  const reasons: Reason[] = []
  // Part of placing the order: a menu not at the edge yet is waited for as long as the order itself
  // would be (SPEC §7), not for a page's budget, which would refuse the order of a slow venue.
  const bundleOf = menuBundlesOf(c, Date.now() + c.get('config').VENUE_API_TIMEOUT_MS)
  for (const line of cart) {
    const bundle = await bundleOf(line.posId)
    const product = bundle?.products.find((candidate) => candidate.id === line.id)
    // A product the menu does not show is the venue's to refuse (product_unavailable).
    if (!bundle || !product) continue
    const faults = compositionFaults(compositionSteps(product, bundle.propositions), line.items)
    const menuName = localized(product, 'name', 'en') ?? `product ${product.id}`
    reasons.push(...faults.map((fault) => ({ code: 'composition_invalid' as const, message: `${menuName}: ${faultText(fault, bundle)}` })))
  }
  return reasons.length > 0 ? { error: 'rejected', reasons } : null
}

/** The venue's English wording; the page shows its own text for the code. */
function faultText(fault: CompositionFault, bundle: MenuBundle): string {
  const stepName = localized(bundle.propositions.find((step) => step.uid === fault.step) ?? {}, 'name', 'en') ?? 'this step'
  const item = 'itemId' in fault ? [...bundle.products, ...bundle.stepProducts].find((candidate) => candidate.id === fault.itemId) : undefined
  const itemName = (item && localized(item, 'name', 'en')) ?? `product ${'itemId' in fault ? fault.itemId : ''}`
  switch (fault.kind) {
    case 'not-offered':
      return `${itemName} cannot be chosen in ${stepName}`
    case 'twice':
      return `${itemName} is chosen twice in ${stepName}`
    case 'quantity':
      return `${itemName} can only be taken ${fault.expected} time${fault.expected === 1 ? '' : 's'} in ${stepName}`
    case 'fixed-missing':
      return `${itemName} is part of ${stepName}`
    case 'count':
      return `please choose between ${fault.min} and ${fault.max} products in ${stepName}`
  }
}
