import { expect, test } from './support/test'
import { CartDrawer } from './pages/cart'
import { QuickOrderPage, storedState } from './pages/checkout'
import { MenuPage } from './pages/menu-page'
import { lineQuantities, OUTCOMES, sandbox } from './pages/order-result'
import { expectNoSeriousViolations } from './support/axe'
import { euro, venueUrl } from './support/demo'

// Le Comptoir (demo data): quick orders by QR code, table mode 0 (an existing table). Name required,
// e-mail and comment optional, phone hidden. Eat-in price list 31. Tables 1–8 are active, table 9 is
// inactive, table 99 carries an error.
const TABLE_1 = 'ee165adf-9aa2-533d-ba19-6ff39ef1d8e0'
const TABLE_2 = '689e1559-cb58-5c5c-9d09-2adac0c78361'
const TABLE_9 = '9628cba6-8f0b-5dba-b45e-49339f662ef1'
const TABLE_99 = 'd3b9bcd5-30bf-599b-b247-fefcb5bc1102'
// Shown once each on the matrices page (the favourites repeat other drinks).
const ICED_TEA = 'Iced tea' // 3.50
const COFFEE = 'Coffee' // 2.80

test.beforeEach(() => sandbox.reset())
test.afterEach(() => sandbox.reset())

/** The table's menu with two iced teas and a coffee in the cart, then the cart's Next. */
async function orderDrinks(quick: QuickOrderPage, table: string) {
  const menu = new MenuPage(quick.page, 'comptoir')
  const cart = new CartDrawer(quick.page)
  await quick.open(`/${table}`)
  await expect(menu.productCards().first()).toBeVisible()
  await menu.addOne(ICED_TEA)
  await menu.addOne(ICED_TEA)
  await menu.addOne(COFFEE)
  await expect(cart.barText()).toHaveText(`My cart (${euro(980)})`)
  await cart.open()
  await cart.nextButton().click()
  await expect(quick.page).toHaveURL(new RegExp(`/en/quickorder/${table}\\?checkout`))
  await expect(quick.formHeading()).toBeVisible()
}

test.describe('quick order at comptoir', () => {
  test('from the QR link of table 1: the name is required, then paid by Bancontact, and the order is for table 1', { tag: '@smoke' }, async ({ page, quickOrder: quick, payment, orderResult: result }) => {
    await quick.open(`/${TABLE_1}`)
    await expect(quick.tableNumber()).toHaveText('Table 1')
    await orderDrinks(quick, TABLE_1)
    await expect(quick.tableNumber()).toHaveText('Table 1')

    // The venue's fields: name required, e-mail and comment optional, no phone.
    await expect(quick.field('Name')).toHaveAttribute('required', '')
    await expect(quick.field('E-mail (optional)')).toBeVisible()
    await expect(quick.field('Comment for the kitchen (optional)')).toBeVisible()
    await expect(quick.form().getByRole('textbox')).toHaveCount(3)

    await quick.paymentMethod('Bancontact').check()
    await quick.terms().check()
    await expect(quick.payButton()).toHaveText(`Pay ${euro(980)}`)
    await quick.payButton().click()
    await expect(quick.field('Name')).toHaveAccessibleDescription('This field is required')
    await expect(quick.field('Name')).toHaveAttribute('aria-invalid', 'true')
    // The diner lands on the field to mend, as in every form.
    await expect(quick.field('Name')).toBeFocused()
    expect(await sandbox.orders('comptoir')).toEqual([])

    await quick.field('Name').fill('Sam')
    await quick.field('Comment for the kitchen (optional)').fill('Lots of ice, please')
    await quick.payButton().click()
    await payment.waitForIt('comptoir')
    await expect(payment.detail('Amount')).toHaveText('€9.80')
    await payment.choose('Paid')

    await expect(page).toHaveURL(/comptoir\.localhost:\d+\/en\/quickorder\/order\?uid=[0-9a-f-]{36}$/)
    await result.waitFor(OUTCOMES.success.title)
    await expect(result.text()).toHaveText(OUTCOMES.success.text)
    await expect(result.value('Table')).toHaveText('1')
    await expect(result.value('Payment status')).toHaveText('Paid')
    await expect.poll(async () => (await storedState(page)).cart).toEqual([])

    const order = await sandbox.onlyOrder('comptoir')
    expect(new URL(page.url()).searchParams.get('uid')).toBe(order.uid)
    expect(order.number).toMatch(/^CPT-\d{6}$/)
    expect(order).toMatchObject({
      status: 'paid',
      consumption_type: 1,
      table: 1,
      table_uid: TABLE_1,
      dinner_table_uid: TABLE_1,
      amount: 9.8,
      payment_method: 'bancontact',
      comment: 'Lots of ice, please',
      contact: { name: 'Sam', email: null, phone: null },
    })
    expect(lineQuantities(order)).toEqual({ [ICED_TEA]: 2, [COFFEE]: 1 })
    expect(order.lines.every((line) => line.posId === 300)).toBe(true)
  })

  test('without a table: the scan prompt, and the number 1 opens table 1', async ({ page, quickOrder: quick }) => {
    await quick.open()
    await expect(quick.promptHeading()).toHaveText('Order from your table')
    await expect(quick.prompt()).toContainText("Scan the QR code on your table with your phone's camera, or enter the table number.")
    await expect(quick.notFound()).toHaveCount(0)

    await quick.openTable('1')
    await expect(page).toHaveURL(new RegExp(`/en/quickorder/${TABLE_1}$`))
    await expect(quick.tableNumber()).toHaveText('Table 1')
    await expect(new MenuPage(page, 'comptoir').productCards().first()).toBeVisible()
  })

  test("an unknown table, or one the venue marks in error, shows 'Table not found' in English and 'Table non trouvée' in French", async ({ page, quickOrder: quick }) => {
    for (const uid of ['00000000-0000-4000-8000-000000000000', TABLE_99]) {
      await quick.open(`/${uid}`)
      await expect(quick.notFound()).toHaveText('Table not found')
      await expect(quick.tableNumber()).toHaveCount(0)
      await expect(quick.numberField()).toBeVisible()
    }
    // A number the venue does not know, typed in.
    await quick.open()
    await quick.openTable('42')
    await expect(quick.numberField()).toHaveAccessibleDescription('Table not found')
    await expect(page).toHaveURL(/\/en\/quickorder$/)

    // SPEC §8's own words, on a French page (decision 011).
    await quick.open(`/${TABLE_99}`, 'fr')
    await expect(quick.notFound()).toHaveText('Table non trouvée')
  })

  test("on a phone, the table's banner is in full view above the search field, not under it", async ({ page, quickOrder: quick }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const menu = new MenuPage(page, 'comptoir')
    await quick.open(`/${TABLE_1}`)
    await expect(quick.tableNumber()).toHaveText('Table 1')
    const banner = (await quick.tableNumber().boundingBox())!
    const search = (await menu.searchField().boundingBox())!
    expect(banner.y + banner.height).toBeLessThanOrEqual(search.y)
    // Nothing paints over the banner's text.
    const hit = await quick.tableNumber().evaluate((el) => {
      const box = el.getBoundingClientRect()
      return el.contains(document.elementFromPoint(box.left + 24, box.top + box.height / 2))
    })
    expect(hit).toBe(true)
    // The table's own frame: the header has no login, which would lead away from the table.
    await expect(page.locator('.site-header').getByRole('link', { name: 'Log in' })).toHaveCount(0)
    await expect(page.locator('.site-header .language-chooser')).toBeVisible()
  })

  test('the table may come as ?tableuid=', async ({ page, quickOrder: quick }) => {
    await quick.open(`?tableuid=${TABLE_1}`)
    await expect(quick.tableNumber()).toHaveText('Table 1')
    await expect(new MenuPage(page, 'comptoir').productCards().first()).toBeVisible()
  })

  test("an inactive table (9) says 'This table is unavailable' as soon as it is opened, by its link or its number, before any cart", async ({ page, quickOrder: quick }) => {
    await quick.open(`/${TABLE_9}`)
    await expect(quick.notFound()).toHaveText('This table is unavailable')
    await expect(quick.tableNumber()).toHaveCount(0)
    await expect(new MenuPage(page, 'comptoir').productCards()).toHaveCount(0)
    // Typed in: the same answer, and the diner stays on the prompt.
    await quick.open()
    await quick.openTable('9')
    await expect(quick.numberField()).toHaveAccessibleDescription('This table is unavailable')
    await expect(page).toHaveURL(/\/en\/quickorder$/)
    // An active table still opens.
    await quick.openTable('1')
    await expect(quick.tableNumber()).toHaveText('Table 1')
  })

  test("a table's second round stays at the table: the cart names it, and Back to the menu returns to it", async ({ page, quickOrder: quick, orderResult: result }) => {
    const cart = new CartDrawer(page)
    await orderDrinks(quick, TABLE_2)
    await quick.field('Name').fill('Sam')
    await quick.paymentMethod('Pay on site').check()
    await quick.terms().check()
    await quick.payButton().click()
    await result.waitFor(OUTCOMES.success.title)
    await expect(result.value('Table')).toHaveText('2')

    await result.menuLink().click()
    await expect(page).toHaveURL(new RegExp(`/en/quickorder/${TABLE_2}$`))
    await expect(quick.tableNumber()).toHaveText('Table 2')
    const menu = new MenuPage(page, 'comptoir')
    await menu.addOne(COFFEE)
    await cart.open()
    // The table, not a time slot to choose: the order is for this table, now.
    await expect(cart.slotTitle()).toHaveText('Table 2')
    await expect(cart.slotSummary()).not.toContainText('time slot')
    await expect(cart.slotSummary().getByRole('link', { name: 'Change' })).toHaveCount(0)
    await expectNoSeriousViolations(page)
    await cart.nextButton().click()
    await expect(page).toHaveURL(new RegExp(`/en/quickorder/${TABLE_2}\\?checkout`))
    await expect(quick.formHeading()).toBeVisible()
  })

  test("at a venue without tables (Lumière, table mode 1), the cart says the order is for the table, with nothing about a time slot", async ({ page }) => {
    const cart = new CartDrawer(page)
    const menu = new MenuPage(page, 'lumiere')
    await page.goto(venueUrl('lumiere', '/en/quickorder'))
    await expect(menu.productCards().first()).toBeVisible()
    await menu.addOne('Still water (50 cl)')
    await cart.open()
    await expect(cart.slotTitle()).toHaveText('Order from your table')
    await expect(cart.slotDetail()).toHaveCount(0)
    await expect(cart.slotSummary().getByRole('link', { name: 'Change' })).toHaveCount(0)
  })

  test('the quick-order form, with its errors shown, has no serious accessibility violation', async ({ page, quickOrder: quick }) => {
    await orderDrinks(quick, TABLE_1)
    await expect(quick.paymentMethod('Bancontact')).toBeVisible()
    await expectNoSeriousViolations(page)
    await quick.field('E-mail (optional)').fill('not an e-mail')
    await quick.payButton().click()
    await expect(quick.field('Name')).toHaveAccessibleDescription('This field is required')
    await expect(quick.field('E-mail (optional)')).toHaveAccessibleDescription('Please enter a valid e-mail address')
    await expectNoSeriousViolations(page)
  })
})
