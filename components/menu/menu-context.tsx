import { createContext, useContext } from 'react'
import type { MenuProductView, MenuView } from '../../domain/menu-view'

/** The menu on screen, for the cards and popups below it. */
export type MenuContextValue = { menu: MenuView; product: (id: number) => MenuProductView | undefined }

export const MenuContext = createContext<MenuContextValue | null>(null)

export function useMenu(): MenuContextValue {
  const value = useContext(MenuContext)
  if (!value) throw new Error('useMenu needs a MenuContext')
  return value
}
