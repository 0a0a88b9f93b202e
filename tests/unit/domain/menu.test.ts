import { describe, expect, it } from 'vitest'
import {
  isMenuProduct,
  itemsView,
  ItemsView,
  productsByCategory,
  searchMenu,
  visibleCategories,
  visibleMatrices,
  visibleProducts,
} from '../../../domain/menu'
import { localized } from '../../../domain/localized'
import type { Locale } from '../../../domain/locale'
import { demoPlatform, itemById } from './demo-data'

const lumiere = demoPlatform('lumiere')
const comptoir = demoPlatform('comptoir')

describe('visibleCategories', () => {
  const categories = visibleCategories(lumiere.item_levels, 100)

  it('shows the seven active click-and-collect categories of Lumière by order_number', () => {
    expect(categories.map((category) => category.name)).toEqual([
      'Menus', 'Entrées', 'Plats', 'Burgers', 'Desserts', 'Boissons fraîches', 'Bières & vins',
    ])
  })

  it("hides the inactive 'Carte de Noël' and 'Hors carte', which is not click and collect", () => {
    const names = categories.map((category) => category.name)
    expect(names).not.toContain('Carte de Noël')
    expect(names).not.toContain('Hors carte')
  })

  it('shows only the categories of the requested POS', () => {
    const halles = demoPlatform('halles')
    const ids = visibleCategories(halles.item_levels, 201).map((category) => category.id)
    expect(ids).toEqual([20101, 20102, 20103, 20104])
    expect(visibleCategories(lumiere.item_levels, 200)).toEqual([])
  })
})

describe('visibleProducts', () => {
  const products = visibleProducts(lumiere.items, visibleCategories(lumiere.item_levels, 100))

  it('shows 45 of the 63 Lumière products', () => {
    expect(lumiere.items).toHaveLength(63)
    expect(products).toHaveLength(45)
  })

  it("hides the inactive 'Scampis à l'ail' 100008 and products of hidden categories", () => {
    const ids = products.map((product) => product.id)
    expect(ids).not.toContain(100008)
    expect(ids).not.toContain(100047) // Bûche de Noël, Carte de Noël
    expect(ids).not.toContain(100049) // Frites maison, Hors carte
  })

  it('keeps an out-of-stock product visible: stock is a flag, not a filter', () => {
    expect(products.map((product) => product.id)).toContain(100023)
  })

  it('orders products by picker_order_number within a category', () => {
    const [, , , , , softs] = productsByCategory(lumiere.item_levels, lumiere.items, 100)
    expect(softs?.category.name).toBe('Boissons fraîches')
    expect(softs?.products.map((product) => product.id)).toEqual([
      100036, 100037, 100038, 100039, 100040, 100042, 100041, 100034, 100035,
    ])
  })

  it('groups products per visible category in category order', () => {
    const groups = productsByCategory(lumiere.item_levels, lumiere.items, 100)
    expect(groups.map((group) => group.products.length)).toEqual([3, 7, 10, 5, 7, 9, 4])
  })
})

describe('isMenuProduct', () => {
  it('recognises composed menus by their propositionsFrom', () => {
    expect(isMenuProduct(itemById(lumiere, 100025))).toBe(true)
    expect(isMenuProduct(itemById(lumiere, 100001))).toBe(false)
  })
})

describe('itemsView', () => {
  it('shows matrices for items_view 2 and categories otherwise', () => {
    expect(itemsView(comptoir.pos)).toBe(ItemsView.Matrices)
    expect(itemsView(lumiere.pos)).toBe(ItemsView.Categories)
    expect(itemsView({})).toBe(1)
    expect(itemsView(null)).toBe(1)
  })
})

describe('visibleMatrices', () => {
  const categories = visibleCategories(comptoir.item_levels, 300)

  it('lists the Comptoir matrices by order_number with products in link order', () => {
    const matrices = visibleMatrices(comptoir.matrices, comptoir.items, 300, categories)
    expect(matrices.map((matrix) => matrix.name_en)).toEqual([
      'Favourites', 'Beers', 'Wines & bubbles', 'Soft drinks & coffee', 'Snacks',
    ])
    expect(matrices[0]?.products.map((product) => product.id)).toEqual([300001, 300008, 300013, 300016])
    expect(matrices.reduce((sum, matrix) => sum + matrix.products.length, 0)).toBe(22)
  })

  it('sorts links, drops inactive matrices and products that are inactive or in a hidden category', () => {
    const [favourites, beers] = comptoir.matrices
    if (!favourites || !beers) throw new Error('Comptoir matrices missing')
    const matrices = visibleMatrices(
      [
        { ...beers, order_number: 1, active: false },
        { ...favourites, items: [...favourites.items].reverse() },
      ],
      comptoir.items.map((item) => (item.id === 300008 ? { ...item, active: false } : item)),
      300,
      categories.filter((category) => category.id !== 30004),
    )
    expect(matrices).toHaveLength(1)
    expect(matrices[0]?.products.map((product) => product.id)).toEqual([300001])
  })
})

describe('searchMenu', () => {
  const items = visibleProducts(lumiere.items, visibleCategories(lumiere.item_levels, 100))
  const named = (locale: Locale) => items.map((item) => ({ id: item.id, name: localized(item, 'name', locale) ?? '' }))
  const ids = (locale: Locale, query: string, ingredientsOf?: (id: number) => string[] | undefined) =>
    searchMenu(named(locale), query, ingredientsOf).map((hit) => hit.product.id)

  it("finds 'Crème brûlée' with 'creme', ignoring case and accents", () => {
    expect(ids('fr', 'creme')).toEqual([100029])
    expect(ids('en', '  CRÈME ')).toEqual([100029])
  })

  it('searches the name of the current locale, with its fallback', () => {
    expect(ids('nl', 'stoverij')).toEqual([100009])
    expect(ids('fr', 'stoverij')).toEqual([])
    expect(ids('de', 'vol-au')).toEqual([100010])
  })

  it("matches the œ ligature when typed as 'oe'", () => {
    expect(ids('fr', 'boeuf')).toEqual([100004])
  })

  it('returns every product for a blank query', () => {
    expect(ids('fr', '   ')).toHaveLength(45)
  })

  it('finds a product by an ingredient after those found by name, and names the ingredient', () => {
    const ingredients = new Map(items.map((item) => [item.id, (localized(item, 'picker_ingredient', 'en') ?? '').split(',').map((part) => part.trim())]))
    const hits = searchMenu(named('en'), 'cheddar', (id) => ingredients.get(id))
    expect(hits.map(({ product, ingredient }) => [product.name, ingredient])).toEqual([
      ['Lumière burger', 'cheddar'],
      ['Cheeseburger', 'cheddar'],
    ])
    // A name match is listed once, first, without an ingredient.
    expect(searchMenu(named('en'), 'cheese', (id) => ingredients.get(id))[0]).toMatchObject({ ingredient: null })
  })
})
