import { beforeEach, describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { CartDrawer } from '../../components/cart/CartDrawer'
import '../../components/cart/cart-panel.css'
import { ConsumptionType } from '../../domain/consumption-type'
import { demoMenu, demoVenue } from './support/demo-venues'
import { keepCart, keptCart, OnMenuPage, productId, type Stores } from './support/ordering-page'
import { renderIn } from './support/render'

// The cart of the menu page on a phone (390 px): the bar, and the panel it opens into (SPEC §2 cart
// drawer, §4, §5 minimum order), on the demo data. Lumière (point of sale 100): minimum order €12.00;
// Cheese croquettes (2 pieces) €11.50 and Still water (50 cl) €4.00 before a consumption type is chosen.
// Les Halles' stands: Pizza Nonna (201, minimum €15.00), Sushi Kaze (202, minimum €20.00).
const LUMIERE = demoMenu('lumiere')
const CROQUETTES = 'Cheese croquettes (2 pieces)'
const STILL_WATER = 'Still water (50 cl)'
const NONNA = demoMenu('halles', 201)
const KAZE = demoMenu('halles', 202)

const bar = () => page.getByRole('button', { name: /^(My cart|Empty cart)/ })
const panel = () => page.getByRole('region', { name: 'My cart' })
const line = (name: string) => panel().getByRole('listitem').filter({ has: page.getByText(name, { exact: true }) })
const lineNames = () => [...document.querySelectorAll('#cart-panel .cart-line-name')].map((name) => name.textContent)
const linePrice = (name: string) => line(name).element().querySelector('.cart-line-price')?.textContent
const total = () => document.querySelector('#cart-panel .cart-total strong')?.textContent
const next = () => panel().getByRole('button', { name: 'Next', exact: true })
/** The count on the bar's bag, for the eye (a screen reader hears the bar's name). */
const count = () => document.querySelector('.cart-count')?.textContent ?? null
const minimumNotices = () => [...document.querySelectorAll('#cart-panel .cart-minimum')].map((notice) => notice.textContent)

/** The menu page of Lumière with its cart, the device keeping `lines` (product name, quantity). */
async function lumiereCart(lines: [string, number][], onStores?: (stores: Stores) => void) {
  keepCart(lines.map(([name, quantity]) => ({ id: productId(LUMIERE, name), posId: 100, quantity })))
  const screen = await renderIn(
    <OnMenuPage venue={demoVenue('lumiere')} menus={[LUMIERE]} onStores={onStores}>
      <CartDrawer showNext />
    </OnMenuPage>,
  )
  return screen
}

beforeEach(() => localStorage.clear())

describe('the cart bar', () => {
  it('says the count and the total of the cart the device kept, and opens into its lines, each with its price, and the total', async () => {
    await lumiereCart([
      [CROQUETTES, 2],
      [STILL_WATER, 1],
    ])
    await expect.element(bar()).toHaveTextContent('My cart (€27.00)')
    await expect.element(bar()).toHaveAccessibleName('My cart (€27.00) 3 items')
    expect(count()).toBe('3')
    await expect.element(bar()).toHaveAttribute('aria-expanded', 'false')
    await expect.element(panel()).not.toBeInTheDocument()

    await bar().click()
    await expect.element(bar()).toHaveAttribute('aria-expanded', 'true')
    await expect.element(panel()).toBeVisible()
    expect(lineNames()).toEqual([CROQUETTES, STILL_WATER])
    expect(linePrice(CROQUETTES)).toBe('€23.00')
    expect(linePrice(STILL_WATER)).toBe('€4.00')
    expect(total()).toBe('€27.00')
    // No consumption type yet: the slot summary offers the venue's.
    await expect.element(panel().getByText('No schedule yet')).toBeVisible()
    await expect.element(panel().getByText('Eat in / Takeaway / Delivery')).toBeVisible()
  })

  it('says an empty cart, with no count; opened, the panel says it has no products and offers no way on', async () => {
    await lumiereCart([])
    await expect.element(bar()).toHaveTextContent('Empty cart')
    expect(count()).toBeNull()
    await bar().click()
    await expect.element(panel().getByText('No products in the cart yet')).toBeVisible()
    await expect.element(next()).not.toBeInTheDocument()
    expect(total()).toBe('€0.00')
  })

  it('folds away on Escape from inside it, and on a second tap on the bar', async () => {
    await lumiereCart([[CROQUETTES, 1]])
    await bar().click()
    await expect.element(panel()).toBeVisible()
    // The panel stands above the bar: Shift+Tab from the bar reaches its last line (Next is held back).
    await userEvent.tab({ shift: true })
    await expect.element(line(CROQUETTES).getByRole('button', { name: `Add one ${CROQUETTES}` })).toHaveFocus()
    await userEvent.keyboard('{Escape}')
    await expect.element(panel()).not.toBeInTheDocument()
    await bar().click()
    await expect.element(panel()).toBeVisible()
    await bar().click()
    await expect.element(panel()).not.toBeInTheDocument()
  })
})

describe("a line's quantity", () => {
  it('goes up and down with + and −, and its price, the total, the bar and the device follow', async () => {
    await lumiereCart([
      [CROQUETTES, 1],
      [STILL_WATER, 1],
    ])
    await bar().click()
    expect(total()).toBe('€15.50')

    await line(STILL_WATER).getByRole('button', { name: `Add one ${STILL_WATER}` }).click()
    await expect.element(line(STILL_WATER).getByRole('status')).toHaveTextContent('2')
    expect(linePrice(STILL_WATER)).toBe('€8.00')
    expect(total()).toBe('€19.50')
    await expect.element(bar()).toHaveTextContent('My cart (€19.50)')
    expect(count()).toBe('3')
    await expect.poll(keptCart).toEqual([
      expect.objectContaining({ id: productId(LUMIERE, CROQUETTES), quantity: 1 }),
      expect.objectContaining({ id: productId(LUMIERE, STILL_WATER), quantity: 2 }),
    ])

    await line(STILL_WATER).getByRole('button', { name: `Remove one ${STILL_WATER}` }).click()
    await expect.element(line(STILL_WATER).getByRole('status')).toHaveTextContent('1')
    expect(linePrice(STILL_WATER)).toBe('€4.00')
    expect(total()).toBe('€15.50')
  })

  it('taken below one removes the line; the last line gone, the cart is empty and the drawer folds', async () => {
    await lumiereCart([
      [CROQUETTES, 1],
      [STILL_WATER, 2],
    ])
    await bar().click()

    await line(CROQUETTES).getByRole('button', { name: `Remove one ${CROQUETTES}` }).click()
    await expect.poll(lineNames).toEqual([STILL_WATER])
    expect(total()).toBe('€8.00')
    await expect.element(bar()).toHaveTextContent('My cart (€8.00)')

    await line(STILL_WATER).getByRole('button', { name: `Remove one ${STILL_WATER}` }).click()
    await expect.element(line(STILL_WATER).getByRole('status')).toHaveTextContent('1')
    await line(STILL_WATER).getByRole('button', { name: `Remove one ${STILL_WATER}` }).click()

    // SPEC §4: the drawer closes when the cart empties.
    await expect.element(panel()).not.toBeInTheDocument()
    await expect.element(bar()).toHaveTextContent('Empty cart')
    await expect.element(bar()).toHaveAttribute('aria-expanded', 'false')
    expect(count()).toBeNull()
    await expect.poll(keptCart).toEqual([])
  })
})

describe("the venue's minimum order (Lumière, €12.00)", () => {
  it('below it, the panel says so and Next is held back, saying by how much; exactly the minimum lets the diner on', async () => {
    await lumiereCart([[STILL_WATER, 1]])
    await bar().click()
    expect(total()).toBe('€4.00')
    expect(minimumNotices()).toEqual(['Minimum order amount €12.00'])
    await expect.element(next()).toBeDisabled()
    await expect.element(next()).toHaveAccessibleDescription('€8.00 more to reach the minimum order of €12.00')

    const addWater = line(STILL_WATER).getByRole('button', { name: `Add one ${STILL_WATER}` })
    await addWater.click()
    await expect.element(next()).toHaveAccessibleDescription('€4.00 more to reach the minimum order of €12.00')
    expect(total()).toBe('€8.00')
    expect(minimumNotices()).toEqual(['Minimum order amount €12.00'])
    await expect.element(next()).toBeDisabled()

    // Exactly the minimum is enough.
    await addWater.click()
    await expect.element(next()).toBeEnabled()
    expect(total()).toBe('€12.00')
    expect(minimumNotices()).toEqual([])
    await expect.element(next()).not.toHaveAttribute('aria-describedby')

    await line(STILL_WATER).getByRole('button', { name: `Remove one ${STILL_WATER}` }).click()
    await expect.element(next()).toBeDisabled()
    expect(minimumNotices()).toEqual(['Minimum order amount €12.00'])
  })

  it('counts a product the menu adds while the panel is closed', async () => {
    let stores: Stores | undefined
    await lumiereCart([[STILL_WATER, 1]], (given) => (stores = given))
    // The menu's '+' on the croquettes' card.
    stores!.cart.getState().add({ id: productId(LUMIERE, CROQUETTES), posId: 100 })
    await expect.element(bar()).toHaveTextContent('My cart (€15.50)')
    await bar().click()
    expect(lineNames()).toEqual([STILL_WATER, CROQUETTES])
    expect(minimumNotices()).toEqual([])
    await expect.element(next()).toBeEnabled()
  })
})

describe("a food court's cart (Les Halles)", () => {
  /** The menu page of a stand with the lines of two stands kept, eat-in chosen. */
  async function hallesCart(lines: [typeof NONNA, string][]) {
    keepCart(lines.map(([menu, name]) => ({ id: productId(menu, name), posId: menu.posId, quantity: 1 })))
    let stores: Stores | undefined
    await renderIn(
      <OnMenuPage venue={demoVenue('halles')} menus={[KAZE, NONNA]} onStores={(given) => (stores = given)}>
        <CartDrawer showNext />
      </OnMenuPage>,
    )
    stores!.order.getState().chooseConsumptionType(ConsumptionType.EatIn)
    return stores!
  }
  const groups = () =>
    [...document.querySelectorAll('#cart-panel .cart-group')].map((group) => ({
      stand: group.querySelector('h3')?.textContent,
      lines: [...group.querySelectorAll('.cart-line-name')].map((name) => name.textContent),
      minimum: group.querySelector('.cart-minimum')?.textContent ?? null,
    }))

  it("groups the lines under their stand, each with its own minimum, and totals them all; Next waits for every stand's minimum", async () => {
    const stores = await hallesCart([
      [KAZE, 'Salmon poke bowl'],
      [NONNA, 'Pizza Margherita'],
    ])
    await bar().click()
    await expect.element(panel().getByText('Eat in', { exact: true })).toBeVisible()
    expect(groups()).toEqual([
      { stand: 'Sushi Kaze', lines: ['Salmon poke bowl'], minimum: 'Minimum order amount €20.00' },
      { stand: 'Pizza Nonna', lines: ['Pizza Margherita'], minimum: 'Minimum order amount €15.00' },
    ])
    await expect.element(panel().getByRole('region', { name: 'Sushi Kaze' })).toBeVisible()
    expect(total()).toBe('€26.50')
    await expect.element(next()).toBeDisabled()
    await expect.element(next()).toHaveAccessibleDescription(
      'Sushi Kaze: €4.50 more to reach its minimum order of €20.00 Pizza Nonna: €4.00 more to reach its minimum order of €15.00',
    )

    // Pizza Nonna reaches its minimum; Sushi Kaze still holds Next back, and says so beside it.
    stores.cart.getState().add({ id: productId(NONNA, 'Tiramisu'), posId: 201 })
    await expect.poll(groups).toEqual([
      { stand: 'Sushi Kaze', lines: ['Salmon poke bowl'], minimum: 'Minimum order amount €20.00' },
      { stand: 'Pizza Nonna', lines: ['Pizza Margherita', 'Tiramisu'], minimum: null },
    ])
    await expect.element(next()).toHaveAccessibleDescription('Sushi Kaze: €4.50 more to reach its minimum order of €20.00')
    expect([...document.querySelectorAll('.cart-next-reason li')].map((reason) => reason.textContent)).toEqual([
      'Sushi Kaze: €4.50 more to reach its minimum order of €20.00',
    ])
    await expect.element(next()).toBeDisabled()

    stores.cart.getState().add({ id: productId(KAZE, 'Edamame'), posId: 202 })
    await expect.poll(groups).toEqual([
      { stand: 'Sushi Kaze', lines: ['Salmon poke bowl', 'Edamame'], minimum: null },
      { stand: 'Pizza Nonna', lines: ['Pizza Margherita', 'Tiramisu'], minimum: null },
    ])
    await expect.element(next()).toBeEnabled()
    expect(document.querySelector('.cart-next-reason')).toBeNull()
    expect(total()).toBe('€38.50')
    await expect.element(bar()).toHaveTextContent('My cart (€38.50)')
  })
})

describe('a cart the device kept that is no cart', () => {
  for (const [label, stored] of [
    ['text that is not JSON', '{"uuid": oops'],
    ['JSON that is not a cart', '{"lines":[{"id":"x"}]}'],
    ['lines of the wrong shape', '[{"id":"100001","quantity":"two"},null,42]'],
  ] as const) {
    it(`(${label}) is an empty cart that works: what is added is kept again`, async () => {
      localStorage.setItem('cart', stored)
      let stores: Stores | undefined
      await renderIn(
        <OnMenuPage venue={demoVenue('lumiere')} menus={[LUMIERE]} onStores={(given) => (stores = given)}>
          <CartDrawer showNext />
        </OnMenuPage>,
      )
      await expect.element(bar()).toHaveTextContent('Empty cart')
      stores!.cart.getState().add({ id: productId(LUMIERE, STILL_WATER), posId: 100 })
      await expect.element(bar()).toHaveTextContent('My cart (€4.00)')
      await expect.poll(keptCart).toEqual([expect.objectContaining({ id: productId(LUMIERE, STILL_WATER), quantity: 1, posId: 100 })])
    })
  }
})
