import type { MenuView } from '../../domain/menu-view'
import { useCart } from '../../stores/ordering'

/**
 * The newest menu of a point of sale the page knows: `menu` (the one it came with, or loaded), until it
 * is refreshed (back online, or a page shown from the device's copy) and the cart holds a newer one.
 * Undefined while the page has none, so a menu still loading keeps loading rather than change places.
 */
export function useNewestMenu(posId: number | null, menu: MenuView | undefined): MenuView | undefined {
  const refreshed = useCart((state) => (posId == null ? undefined : state.menus[posId]))
  return menu && (refreshed ?? menu)
}
