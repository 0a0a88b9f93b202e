// Prices and checks of cart lines against the venue's own records (demo README "Prices" and
// "Menu = product with propositionsFrom"). Money is integer cents throughout.
import type { CartLine } from './checkout-request'
import { nameIn } from './order-catalogue'
import type { Item, PosCatalogue, Proposition } from './order-catalogue'
import type { Reason } from './checkout-rules'

export const toCents = (euros: number) => Math.round(Number((euros * 100).toPrecision(12)))
export const toEuros = (cents: number) => cents / 100

const QUANTITY_TYPE = { unique: 1, multiple: 2, free: 3, fixed: 4 } as const
const DEFAULT_MIN = 0
const DEFAULT_MAX = 9999

export type PriceContext = {
  consumptionType: number
  customerPriceListId: number | null
  language: string
}

/** The lists to try, most specific first: customer, POS list for the type, POS list, store default. */
function priceLists(catalogue: PosCatalogue, ctx: PriceContext): number[] {
  const { pos, store } = catalogue
  const byType =
    ctx.consumptionType === 1
      ? pos.price_list_consumption_type_eatin
      : ctx.consumptionType === 2
        ? pos.price_list_consumption_type_takeaway
        : ctx.consumptionType === 5
          ? pos.price_list_consumption_type_delivery
          : null
  return [ctx.customerPriceListId, byType, pos.price_list_id, store.default_price_list_id].filter(
    (id): id is number => typeof id === 'number',
  )
}

/** The first list with an entry wins, less its discount_rate, rounded to the cent; else the base price. */
export function priceOf(item: Item, catalogue: PosCatalogue, ctx: PriceContext): number {
  for (const listId of priceLists(catalogue, ctx)) {
    const entry = item.pricelists.find((candidate) => candidate.price_list_id === listId)
    if (!entry) continue
    const rate = Math.min(100, Math.max(0, entry.discount_rate ?? 0))
    return Math.round((toCents(entry.price_vat_included) * (100 - rate)) / 100)
  }
  return toCents(item.price_vat_included)
}

export type PricedItem = {
  id: number
  uid: string
  name: string
  quantity: number
  priceCents: number
  step: string
  proposition: { uid: string; retrieve_price: boolean }
}

export type PricedLine = {
  id: number
  uid: string
  posId: number
  name: string
  quantity: number
  priceCents: number
  items: PricedItem[]
  totalCents: number
}

/** Priced line, or null when the line cannot be priced; reasons say why, or flag a stock problem. */
export type LineCheck = { line: PricedLine | null; reasons: Reason[] }

const unavailable = (name: string): Reason => ({ code: 'product_unavailable', message: `${name} is no longer available` })
const outOfStock = (name: string): Reason => ({ code: 'out_of_stock', message: `${name} is out of stock` })
const invalidComposition = (menu: string, why: string): Reason => ({ code: 'composition_invalid', message: `${menu}: ${why}` })

/** A product the customer may order on its own: active, in an active click-and-collect category. */
function orderable(item: Item, catalogue: PosCatalogue): boolean {
  if (!item.active) return false
  const category = item.item_level1_id === null ? undefined : catalogue.categories.get(item.item_level1_id)
  return Boolean(category?.active && category.click_and_collect_active)
}

/** The menu's chosen items, checked against its steps and priced; composition reasons when they do not fit. */
function priceMenuItems(menu: Item, line: CartLine, catalogue: PosCatalogue, ctx: PriceContext) {
  const menuName = nameIn(menu, ctx.language)
  const reasons: Reason[] = []
  const steps = menu.propositionsFrom.flatMap(({ proposition_uid }) => {
    const step = catalogue.propositions.get(proposition_uid)
    return step ? [step] : []
  })
  const items: PricedItem[] = []
  const chosenPerStep = new Map<string, Array<{ id: number; quantity: number }>>()
  for (const chosen of line.items) {
    const step = steps.find((candidate) => candidate.uid === chosen.step)
    const link = step?.propositionsTo.find((candidate) => candidate.to_item_id === chosen.id)
    const item = catalogue.items.get(chosen.id)
    const itemName = item ? nameIn(item, ctx.language) : `product ${chosen.id}`
    if (!step || !link || !item) {
      reasons.push(invalidComposition(menuName, `${itemName} cannot be chosen in this menu`))
      continue
    }
    const inStep = chosenPerStep.get(step.uid) ?? []
    if (inStep.some((other) => other.id === chosen.id)) {
      reasons.push(invalidComposition(menuName, `${itemName} is chosen twice in ${nameIn(step, ctx.language)}`))
      continue
    }
    // A fixed link is taken at its quantity, a unique or multiple one once unless the link says more;
    // only a free step lets the customer choose how many.
    const taken = step.quantity_type === QUANTITY_TYPE.fixed ? link.quantity : link.quantity || 1
    if (step.quantity_type !== QUANTITY_TYPE.free && chosen.quantity !== taken) {
      reasons.push(invalidComposition(menuName, `${itemName} can only be taken ${taken} time${taken === 1 ? '' : 's'} in ${nameIn(step, ctx.language)}`))
      continue
    }
    chosenPerStep.set(step.uid, [...inStep, chosen])
    if (!item.active) reasons.push(unavailable(itemName))
    if (catalogue.outOfStock.has(item.id)) reasons.push(outOfStock(itemName))
    // retrieve_price: the chosen item's own price instead of the link's supplement.
    const priceCents = step.retrieve_price ? priceOf(item, catalogue, ctx) : toCents(link.price)
    items.push({
      id: item.id,
      uid: item.uid,
      name: itemName,
      quantity: chosen.quantity,
      priceCents,
      step: step.uid,
      proposition: { uid: step.uid, retrieve_price: step.retrieve_price },
    })
  }
  for (const step of steps) {
    const chosen = chosenPerStep.get(step.uid) ?? []
    if (step.quantity_type === QUANTITY_TYPE.fixed) {
      for (const link of step.propositionsTo) {
        if (link.quantity === 0 || chosen.some((item) => item.id === link.to_item_id)) continue
        const fixedItem = catalogue.items.get(link.to_item_id)
        const fixedName = fixedItem ? nameIn(fixedItem, ctx.language) : `product ${link.to_item_id}`
        reasons.push(invalidComposition(menuName, `${fixedName} is part of ${nameIn(step, ctx.language)}`))
      }
    }
    reasons.push(...stepBoundReasons(menuName, step, chosen, ctx))
  }
  return { items, reasons }
}

/** SPEC §5: the count is the summed quantity in a free step, else the number of chosen items. */
function stepBoundReasons(menuName: string, step: Proposition, chosen: Array<{ quantity: number }>, ctx: PriceContext) {
  const count =
    step.quantity_type === QUANTITY_TYPE.free ? chosen.reduce((sum, item) => sum + item.quantity, 0) : chosen.length
  const min = step.minimum_selected_item ?? DEFAULT_MIN
  // A unique step holds one choice whatever its maximum says.
  const max = Math.min(step.maximum_selected_item ?? DEFAULT_MAX, step.quantity_type === QUANTITY_TYPE.unique ? 1 : DEFAULT_MAX)
  const stepName = nameIn(step, ctx.language)
  if (count < min) return [invalidComposition(menuName, `please choose at least ${min} products in ${stepName}`)]
  if (count > max) return [invalidComposition(menuName, `please choose at most ${max} products in ${stepName}`)]
  return []
}

/** Checks one cart line of `catalogue` (undefined: the line's POS is not one the venue takes orders for). */
export function checkLine(line: CartLine, catalogue: PosCatalogue | undefined, ctx: PriceContext): LineCheck {
  const item = catalogue?.items.get(line.id)
  if (!catalogue || !item || item.posId !== line.posId) {
    return { line: null, reasons: [unavailable(item ? nameIn(item, ctx.language) : `Product ${line.id}`)] }
  }
  const name = nameIn(item, ctx.language)
  if (!orderable(item, catalogue)) return { line: null, reasons: [unavailable(name)] }
  const reasons: Reason[] = catalogue.outOfStock.has(item.id) ? [outOfStock(name)] : []

  const isMenu = item.propositionsFrom.length > 0
  if (!isMenu && line.items.length > 0) {
    return { line: null, reasons: [...reasons, invalidComposition(name, 'this product has no choices')] }
  }
  const menu = isMenu ? priceMenuItems(item, line, catalogue, ctx) : { items: [], reasons: [] }
  reasons.push(...menu.reasons)
  if (menu.reasons.some((reason) => reason.code !== 'out_of_stock')) return { line: null, reasons }

  const priceCents = priceOf(item, catalogue, ctx)
  const unitCents = menu.items.reduce((sum, chosen) => sum + chosen.priceCents * chosen.quantity, priceCents)
  return {
    line: {
      id: item.id,
      uid: item.uid,
      posId: line.posId,
      name,
      quantity: line.quantity,
      priceCents,
      items: menu.items,
      totalCents: unitCents * line.quantity,
    },
    reasons,
  }
}
