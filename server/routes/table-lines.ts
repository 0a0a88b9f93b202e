import type { Context } from 'hono'
import * as z from 'zod/mini'
import { needsAgeConfirmation } from '../../domain/age-check'
import type { CartLine } from '../../domain/cart'
import { compositionFaults, compositionItems, compositionSteps } from '../../domain/composition'
import type { Locale } from '../../domain/locale'
import { localized } from '../../domain/localized'
import { LINES_PER_PHONE } from '../../domain/table-cart'
import type { AppEnv } from '../app-env'
import { menuBundlesOf } from '../menu/menu-service'

// A phone's lines for its table's shared cart, checked against the menu the edge keeps before any other
// phone sees them (decision 056): each product on this venue's menu and in stock, each composed menu
// fitting its steps by the rule the checkout applies, alcohol only from a phone whose diner confirmed
// their age (SPEC §4: the page asks before alcohol goes in the cart; this keeps a phone that skipped the
// question from putting it in the table's). What a line shows of its chosen items (names, supplements)
// is the menu's, never what the phone said.

const count = z.number().check(z.int(), z.minimum(1), z.maximum(99))
const id = z.number().check(z.int(), z.positive())
/** A line as a phone sends it: what the checkout sends, and the line's own uuid. */
export const sentTableLines = z.object({
  lines: z
    .array(
      z.object({
        uuid: z.string().check(z.regex(/^[A-Za-z0-9-]{1,64}$/)),
        id,
        posId: id,
        quantity: count,
        items: z.array(z.object({ id, quantity: count, step: z.string().check(z.minLength(1), z.maxLength(64)) })).check(z.maxLength(50)),
      }),
    )
    .check(z.maxLength(LINES_PER_PHONE)),
  /** The phone's diner confirmed their age (SPEC §3 confirmAge). */
  ageConfirmed: z.optional(z.boolean()),
})
type SentLine = z.infer<typeof sentTableLines>['lines'][number]

/** Why a line is refused: the product (by id) is not on the menu, is out of stock, or its composition does not fit. */
export type LineRefusal = { line: string; reason: 'unknown-product' | 'out-of-stock' | 'composition' | 'age' }

/** The lines as the table shows them, or the first line refused. */
export async function tableLinesFromMenu(
  c: Context<AppEnv>,
  sent: readonly SentLine[],
  ageConfirmed: boolean,
  locale: Locale,
): Promise<{ lines: CartLine[] } | { refused: LineRefusal }> {
  const bundleOf = menuBundlesOf(c)
  const lines: CartLine[] = []
  for (const line of sent) {
    const bundle = await bundleOf(line.posId)
    const product = bundle?.products.find((candidate) => candidate.id === line.id)
    if (!bundle || !product) return { refused: { line: line.uuid, reason: 'unknown-product' } }
    if (product.outOfStock) return { refused: { line: line.uuid, reason: 'out-of-stock' } }
    const steps = compositionSteps(product, bundle.propositions)
    // A product without steps offers no item either: any item sent with it is a fault.
    if (compositionFaults(steps, line.items).length > 0) return { refused: { line: line.uuid, reason: 'composition' } }
    const offered = [...bundle.products, ...bundle.stepProducts]
    const item = (itemId: number) => offered.find((candidate) => candidate.id === itemId)
    const chosen = line.items.flatMap(({ id: itemId }) => item(itemId) ?? [])
    if (needsAgeConfirmation([product, ...chosen], ageConfirmed)) return { refused: { line: line.uuid, reason: 'age' } }
    const choices = line.items.map(({ id: itemId, step, quantity }) => ({ itemId, step, quantity }))
    const items = compositionItems(
      { parentId: product.id, stepIndex: 0, choices },
      steps,
      (itemId) => {
        const found = item(itemId)
        return (found && localized(found, 'name', locale)) ?? ''
      },
      (itemId) => item(itemId)?.priceCents ?? null,
    )
    lines.push({ uuid: line.uuid, id: product.id, posId: line.posId, quantity: line.quantity, items })
  }
  return { lines }
}
