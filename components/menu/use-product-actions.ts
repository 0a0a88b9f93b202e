import { needsAgeConfirmation } from '../../domain/age-check'
import { linesOfProduct } from '../../domain/cart'
import type { MenuProductView } from '../../domain/menu-view'
import { useCart, useOrder, useUi } from '../../stores/ordering'

/**
 * What tapping a product and its − / + do (SPEC §4 'Product card quantity'): a menu opens its
 * composition, or on − the choice of which menu to delete; a plain product is added or removed
 * directly, after the age check when it is alcohol.
 */
export function useProductActions(posId: number) {
  const lines = useCart((state) => state.lines)
  const add = useCart((state) => state.add)
  const decrement = useCart((state) => state.decrement)
  const confirmAge = useOrder((state) => state.confirmAge)
  const answerAge = useOrder((state) => state.answerAge)
  const askAge = useUi((state) => state.askAge)
  const openDialog = useUi((state) => state.openDialog)

  async function addOne(product: MenuProductView) {
    if (needsAgeConfirmation([product], confirmAge)) {
      const confirmed = await askAge()
      answerAge(confirmed)
      if (!confirmed) return
    }
    add({ id: product.id, uid: product.uid, posId })
  }

  return {
    open(product: MenuProductView) {
      if (product.isMenu) openDialog({ kind: 'composition', productId: product.id })
      else if (product.hasDetails) openDialog({ kind: 'details', productId: product.id })
      else void addOne(product)
    },
    increase(product: MenuProductView) {
      if (product.isMenu) openDialog({ kind: 'composition', productId: product.id })
      else void addOne(product)
    },
    decrease(product: MenuProductView) {
      const own = linesOfProduct(lines, product.id).filter((line) => line.posId === posId)
      if (product.isMenu) {
        if (own.length > 0) openDialog({ kind: 'deleteVariation', productId: product.id })
        return
      }
      const simple = own.find((line) => line.items.length === 0)
      if (simple) decrement(simple.uuid)
    },
  }
}
