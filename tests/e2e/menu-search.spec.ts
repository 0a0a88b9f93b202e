import { expect, test } from './support/test'

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
})
