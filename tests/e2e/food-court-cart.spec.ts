import { expect, test } from './support/test'
import { CartDrawer } from './pages/cart'
import { WhereToEatDialog } from './pages/dialogs'
import { MenuPage } from './pages/menu-page'
import { euro, PHONE } from './support/demo'

// What the cart's panel says of each stand (its lines, its minimum, what holds Next back, the total) is
// tested in tests/components/cart-drawer.test.tsx; here, the cart as a diner fills it across the stands.
// Les Halles Saint-Géry (demo data): every store has consumption type 3 (the customer chooses eat-in or
// takeaway). Stands: Sushi Kaze 202 (minimum 20), Pizza Nonna 201 (minimum 15), Bar Central 203 (none).
const POKE_BOWL = 'Salmon poke bowl' // 15.50
const EDAMAME = 'Edamame' // 5.00
const MARGHERITA = 'Pizza Margherita' // 11.00
const TIRAMISU = 'Tiramisu' // 7.00

test.describe('food court cart (halles)', () => {
  test("the 'where to eat' chooser comes first; the answer shows in the drawer and is remembered", async ({ page, whereToEat, cart }) => {
    const menu = new MenuPage(page, 'halles')
    await menu.open('en')

    await expect(whereToEat.root).toBeVisible()
    await expect(whereToEat.choice('Eat in')).toBeVisible()
    await expect(whereToEat.choice('Takeaway')).toBeVisible()

    await whereToEat.choose('Eat in')

    await expect(whereToEat.root).toHaveCount(0)
    await cart.open()
    await expect(cart.slotTitle()).toHaveText('Eat in')
    await expect(cart.emptyMessage()).toHaveText('No products in the cart yet')

    await page.reload()
    await expect(menu.productCards().first()).toBeVisible()
    await menu.waitUntilInteractive()
    await expect(menu.productCard(POKE_BOWL)).toBeVisible()
    await expect(whereToEat.root).toHaveCount(0)
    await cart.open()
    await expect(cart.slotTitle()).toHaveText('Eat in')
  })

  test("products of two stands are grouped under their stand, switching stands keeps the cart, and a reload prices the other stand's lines", async ({
    page,
  }) => {
    const menu = new MenuPage(page, 'halles')
    const whereToEat = new WhereToEatDialog(page)
    const cart = new CartDrawer(page)
    await menu.open('en')
    await whereToEat.choose('Eat in')
    await expect(whereToEat.root).toHaveCount(0)
    await expect(menu.currentStand()).toHaveText('Sushi Kaze')

    await menu.addOne(POKE_BOWL)
    await expect(menu.cardQuantity(POKE_BOWL)).toHaveText('1')
    await expect(cart.barText()).toHaveText(`My cart (${euro(1550)})`)

    await menu.chooseStand('Pizza Nonna')
    await expect(menu.productCard(MARGHERITA)).toBeVisible()
    await expect(menu.currentStand()).toHaveText('Pizza Nonna')
    // The sushi stays in the cart while another stand is shown.
    await expect(cart.barText()).toHaveText(`My cart (${euro(1550)})`)
    await expect(cart.count()).toHaveText('1')
    await menu.addOne(MARGHERITA)
    await expect(menu.cardQuantity(MARGHERITA)).toHaveText('1')
    await expect(cart.barText()).toHaveText(`My cart (${euro(1550 + 1100)})`)
    await expect(cart.count()).toHaveText('2')

    await cart.open()
    await expect(cart.slotTitle()).toHaveText('Eat in')
    await expect(cart.groupHeadings()).toHaveText(['Sushi Kaze', 'Pizza Nonna'])
    await expect(cart.group('Sushi Kaze').locator('.cart-line-name')).toHaveText([POKE_BOWL])
    await expect(cart.group('Pizza Nonna').locator('.cart-line-name')).toHaveText([MARGHERITA])

    // Back to Sushi Kaze: both stands' lines are still there.
    await cart.close()
    await menu.chooseStand('Sushi Kaze')
    await expect(menu.productCard(EDAMAME)).toBeVisible()
    await expect(menu.cardQuantity(POKE_BOWL)).toHaveText('1')
    await menu.addOne(EDAMAME)
    const total = euro(1550 + 1100 + 500)
    await expect(cart.barText()).toHaveText(`My cart (${total})`)

    // A reload on one stand still prices and groups the other stand's lines, with that stand's menu.
    await page.reload()
    await expect(menu.productCards().first()).toBeVisible()
    await expect(cart.barText()).toHaveText(`My cart (${total})`)
    await cart.open()
    await expect(cart.groupHeadings()).toHaveText(['Sushi Kaze', 'Pizza Nonna'])
    await expect(cart.group('Sushi Kaze').locator('.cart-line-name')).toHaveText([POKE_BOWL, EDAMAME])
    await expect(cart.linePrice(cart.line(MARGHERITA))).toHaveText(euro(1100))
    expect(await cart.total()).toBe(total)
  })

  test.describe('on a phone', () => {
    test.use({ viewport: PHONE })

    test("the disabled Next says beside it which stand holds it back and by how much, whole on the screen above the bar", async ({ page, whereToEat, cart }) => {
      const menu = new MenuPage(page, 'halles')
      await menu.open('en')
      await whereToEat.choose('Eat in')
      await menu.addOne(POKE_BOWL)
      await menu.chooseStand('Pizza Nonna')
      await menu.addOne(MARGHERITA)
      await menu.addOne(TIRAMISU)
      await cart.open()

      await expect(cart.nextButton()).toBeDisabled()
      await expect(cart.nextReasons()).toHaveText([`Sushi Kaze: ${euro(450)} more to reach its minimum order of ${euro(2000)}`])
      await expect(cart.nextButton()).toHaveAccessibleDescription(`Sushi Kaze: ${euro(450)} more to reach its minimum order of ${euro(2000)}`)
      // Right above the button, not with its stand's lines higher up.
      const reason = (await cart.nextReasons().first().boundingBox())!
      const next = (await cart.nextButton().boundingBox())!
      expect(next.y - (reason.y + reason.height)).toBeLessThan(16)

      // Whole, and nothing drawn over it: each end of its top and bottom edges (a pill: inside its round ends) is the button.
      await expect(cart.nextButton()).toBeInViewport({ ratio: 1 })
      const inset = next.height / 2
      const edges = [
        [next.x + inset, next.y + 1],
        [next.x + next.width - inset, next.y + 1],
        [next.x + inset, next.y + next.height - 1],
        [next.x + next.width - inset, next.y + next.height - 1],
      ]
      for (const [x, y] of edges) {
        expect(await page.evaluate(([px, py]) => document.elementFromPoint(px!, py!)?.closest('.cart-next') !== null, [x, y])).toBe(true)
      }
    })
  })
})
