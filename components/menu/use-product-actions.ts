import { needsAgeConfirmation } from '../../domain/age-check'
import { linesOfProduct } from '../../domain/cart'
import type { MenuProductView } from '../../domain/menu-view'
import { useOrderingStores } from '../../stores/ordering'

/**
 * What tapping a product and its − / + do (SPEC §4 'Product card quantity'): a menu opens its
 * composition, or on − the choice of which menu to delete; a plain product is added or removed
 * directly, after the age check when it is alcohol. State is read when the action runs, so a card
 * subscribes to nothing for its actions.
 */
export function useProductActions(posId: number) {
  const { cart, order, ui } = useOrderingStores()

  /** Alcohol, a composed menu flagged as such included, waits for the age check (SPEC §4). */
  async function ageAllows(product: MenuProductView): Promise<boolean> {
    if (!needsAgeConfirmation([product], order.getState().confirmAge)) return true
    const confirmed = await ui.getState().askAge()
    order.getState().answerAge(confirmed)
    return confirmed
  }

  async function addOne(product: MenuProductView) {
    if (await ageAllows(product)) cart.getState().add({ id: product.id, posId })
  }

  async function compose(product: MenuProductView) {
    if (await ageAllows(product)) ui.getState().openDialog({ kind: 'composition', productId: product.id })
  }

  return {
    open(product: MenuProductView) {
      if (product.isMenu) void compose(product)
      else if (product.hasDetails) ui.getState().openDialog({ kind: 'details', productId: product.id })
      else void addOne(product)
    },
    increase(product: MenuProductView) {
      if (product.isMenu) void compose(product)
      else void addOne(product)
    },
    decrease(product: MenuProductView) {
      const own = linesOfProduct(cart.getState().lines, product.id).filter((line) => line.posId === posId)
      if (product.isMenu) {
        if (own.length > 0) ui.getState().openDialog({ kind: 'deleteVariation', productId: product.id })
        return
      }
      const simple = own.find((line) => line.items.length === 0)
      if (simple) cart.getState().decrement(simple.uuid)
    },
  }
}
