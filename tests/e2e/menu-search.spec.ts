import { expect, test, type Page } from './support/test'
import { expectNoSeriousViolations } from './support/axe'

/** Whether the browser's own clear button of the search field takes room on screen. */
async function browserCancelButtonShown(page: Page): Promise<boolean> {
  const cdp = await page.context().newCDPSession(page)
  const { root } = await cdp.send('DOM.getDocument', { depth: -1, pierce: true })
  type Node = { backendNodeId: number; attributes?: string[]; children?: Node[]; shadowRoots?: Node[] }
  const find = (node: Node): Node | undefined =>
    node.attributes?.join(' ').includes('pseudo -webkit-search-cancel-button')
      ? node
      : [...(node.shadowRoots ?? []), ...(node.children ?? [])].map(find).find(Boolean)
  const cancel = find(root as Node)
  if (!cancel) return false
  // Only an element that is drawn has a box.
  return cdp.send('DOM.getBoxModel', { backendNodeId: cancel.backendNodeId }).then(
    () => true,
    () => false,
  )
}

test.describe('menu search', () => {
  test('filters the products as the visitor types and clearing brings back every category', async ({ menu }) => {
    await menu.open('en')
    await expect(menu.sectionHeadings()).toHaveCount(7)

    await menu.search('burg')

    await expect(menu.resultsHeading()).toHaveText('6 products match “burg”')
    await expect(menu.productCards()).toHaveCount(6)
    // In menu order; the Mini burger of the hidden Off-menu category is not offered.
    await expect(menu.productNames()).toHaveText([
      'Lumière burger',
      'Cheeseburger',
      'Burger meal',
      'Chicken burger',
      'Veggie burger',
      'Truffle burger',
    ])
    await expect(menu.sectionHeadings()).toHaveCount(0)

    await menu.clearSearch()

    await expect(menu.resultsHeading()).toHaveCount(0)
    await expect(menu.sectionHeadings()).toHaveCount(7)
    await expect(menu.productCards()).toHaveCount(45)
    await expect(menu.searchField()).toHaveValue('')
  })

  test('narrows the results with each key typed', async ({ menu }) => {
    await menu.open('en')

    await menu.search('bu')
    await expect(menu.resultsHeading()).toHaveText(/^\d+ products match “bu”$/)
    const broad = await menu.productCards().count()

    await menu.searchField().press('r')
    await menu.searchField().press('g')
    await expect(menu.resultsHeading()).toHaveText('6 products match “burg”')
    expect(broad).toBeGreaterThanOrEqual(6)
  })

  test('ignores accents and ligatures in both directions', async ({ menu }) => {
    await menu.open('fr')

    await menu.search('carpaccio de boeuf')
    await expect(menu.productNames()).toHaveText(['Carpaccio de bœuf'])
    await expect(menu.resultsHeading()).toHaveText('1 produit correspond à « carpaccio de boeuf »')

    // The café gourmand comes after it: one of its ingredients is a crème brûlée.
    await menu.search('creme brulee')
    await expect(menu.productNames()).toHaveText(['Crème brûlée', 'Café gourmand'])

    await menu.search('BURGER A LA TRUFFE')
    await expect(menu.productNames()).toHaveText(['Burger à la truffe'])
  })

  test('says so when nothing matches', async ({ menu }) => {
    await menu.open('en')

    await menu.search('zzzz')

    await expect(menu.resultsHeading()).toHaveText('No product matches “zzzz”')
    await expect(menu.productCards()).toHaveCount(0)
  })

  test("shows one clear button, ours, not the browser's beside it", async ({ menu }) => {
    await menu.open('en')
    await menu.search('burg')
    await expect(menu.page.getByRole('button', { name: 'Clear the search', exact: true })).toBeVisible()
    // Chromium draws its own × inside a search field (in the field's own shadow tree) unless the page turns it off.
    expect(await browserCancelButtonShown(menu.page)).toBe(false)
  })

  test('a search that finds nothing suggests the closest names, each a search of its own', async ({ menu }) => {
    await menu.open('en')
    await menu.search('croqette')

    await expect(menu.resultsHeading()).toHaveText('No product matches “croqette”')
    const suggestions = menu.page.getByRole('list', { name: 'Did you mean:' }).getByRole('button')
    await expect(suggestions).toHaveText(['Cheese croquettes (2 pieces)', 'Grey shrimp croquettes (2 pieces)'])
    await expectNoSeriousViolations(menu.page)

    await suggestions.first().click()
    await expect(menu.searchField()).toHaveValue('Cheese croquettes (2 pieces)')
    await expect(menu.searchField()).toBeFocused()
    await expect(menu.productNames()).toHaveText(['Cheese croquettes (2 pieces)'])
  })

  test('a search with nothing close leads back to the whole menu', async ({ menu }) => {
    await menu.open('fr')
    await menu.search('zzzz')

    await expect(menu.resultsHeading()).toHaveText('Aucun produit ne correspond à « zzzz »')
    await expect(menu.page.locator('.search-suggestions').getByRole('list')).toHaveCount(0)
    await menu.page.getByRole('button', { name: 'Voir toute la carte', exact: true }).click()

    await expect(menu.searchField()).toHaveValue('')
    await expect(menu.sectionHeadings()).toHaveCount(7)
  })
})
