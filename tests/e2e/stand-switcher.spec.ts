import { expect, test } from './support/test'
import { WhereToEatDialog } from './pages/dialogs'
import { MenuPage } from './pages/menu-page'

/** The 'where to eat' chooser opens over a first visit's menu; a diner answers it before anything else. */
async function answerWhereToEat(page: import('@playwright/test').Page) {
  const whereToEat = new WhereToEatDialog(page)
  await whereToEat.choose('Takeaway')
  await expect(whereToEat.root).toHaveCount(0)
}

test.describe('food court stand switcher (halles)', () => {
  test('offers the active stands in their order and opens on the first one', async ({ page }) => {
    const menu = new MenuPage(page, 'halles')
    await menu.open('en')

    await expect(menu.stands()).toHaveText(['Sushi Kaze', 'Pizza Nonna', 'Bar Central'])
    await expect(page.getByRole('button', { name: /Crêperie/ })).toHaveCount(0)
    await expect(menu.stand('Sushi Kaze')).toHaveAttribute('aria-pressed', 'true')
    await expect(menu.currentStand()).toHaveText('Sushi Kaze')
    await expect(menu.productCard('Salmon poke bowl')).toBeVisible()
  })

  test('choosing Pizza Nonna loads its menu, marks it current and keeps it in the address across a reload', async ({ page }) => {
    const menu = new MenuPage(page, 'halles')
    await menu.open('en')
    await answerWhereToEat(page)

    await menu.chooseStand('Pizza Nonna')

    // The client fetches the stand's menu: either the loading screen shows first, or the pizzas directly.
    await expect(menu.loadingScreen().or(menu.productCard('Pizza Margherita'))).toBeVisible()
    await expect(menu.productCard('Pizza Margherita')).toBeVisible()
    await expect(menu.productCard('Salmon poke bowl')).toHaveCount(0)
    await expect(menu.sectionHeadings()).toHaveText(['Meal deal', 'Antipasti', 'Pizzas', 'Desserts'])
    await expect(menu.currentStand()).toHaveText('Pizza Nonna')
    await expect(menu.stand('Pizza Nonna')).toHaveAttribute('aria-pressed', 'true')
    await expect(menu.stand('Sushi Kaze')).toHaveAttribute('aria-pressed', 'false')
    await expect(page).toHaveURL(/[?&]pos=201(&|$)/)

    await page.reload()

    await expect(menu.currentStand()).toHaveText('Pizza Nonna')
    await expect(menu.productCard('Pizza Margherita')).toBeVisible()
    await expect(menu.productCards()).toHaveCount(13)
  })
})
