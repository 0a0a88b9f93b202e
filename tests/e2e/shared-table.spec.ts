import type { Browser, BrowserContext, Page } from '@playwright/test'
import { expect, test } from './support/test'
import { CartDrawer } from './pages/cart'
import { QuickOrderPage, SandboxPaymentPage } from './pages/checkout'
import { MenuPage } from './pages/menu-page'
import { lineQuantities, OrderProgressView, OrderResultPage, OUTCOMES, sandbox } from './pages/order-result'
import { SharedTableView } from './pages/shared-table'
import { animationsSettled, expectNoSeriousViolations } from './support/axe'
import { euro } from './support/demo'
import { addFault, clearFaults } from './support/origin'
import { phonesAt } from './support/table-phones'
import { SENDING_NOTICE_MS, TABLE_PHONES } from '../../domain/table-cart'

// A table's shared cart (decisions 056 and 067) at Le Comptoir: two diners, each on a phone of their
// own (a browser context, with its own visitor cookie and address), order into one live cart. Each
// journey sits at a table no other journey uses (3 to 8): a table's cart lives in the app, which the
// sandbox's reset does not touch, and other journeys at table 1 leave lines in its cart.
const TABLES = {
  3: '0ddfa863-bb98-5959-9502-d61a916a691e',
  4: '1fa1b5c9-ed87-569d-9c65-26caac49e727',
  5: '05fc26a8-3669-54cf-b2f6-befa932648a2',
  6: '7617226d-5118-5c70-be9e-3519d15ac0f7',
  7: 'ca7acbc4-5002-5ea4-a51e-f5bfe3f6e1e6',
  8: '5e0719f3-0150-5d76-b9a6-64d983bd1bec',
} as const
type TableNumber = keyof typeof TABLES
/** What waits for the sending notice to run out: its seconds, and the usual wait after. */
const NOTICE_OVER = { timeout: SENDING_NOTICE_MS + 10_000 }
const ICED_TEA = 'Iced tea' // 3.50
const COFFEE = 'Coffee' // 2.80

test.beforeEach(() => sandbox.reset())
test.afterEach(async () => {
  await clearFaults()
  await sandbox.reset()
})

/** A diner's phone at the table: its page, the table's menu, its cart and the shared cart. */
class Diner {
  readonly quick: QuickOrderPage
  readonly menu: MenuPage
  readonly cart: CartDrawer
  readonly table: SharedTableView

  constructor(readonly page: Page) {
    this.quick = new QuickOrderPage(page)
    this.menu = new MenuPage(page, 'comptoir')
    this.cart = new CartDrawer(page)
    this.table = new SharedTableView(page)
  }

  /** Scans the table's code: the table's menu, with the shared cart live. */
  async sitDown(table: TableNumber): Promise<void> {
    await this.quick.open(`/${TABLES[table]}`)
    await expect(this.quick.tableNumber()).toHaveText(`Table ${table}`)
    await this.table.waitUntilLive()
  }
}

const contexts: BrowserContext[] = []
test.afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()))
})

/** A second diner: a phone of their own, from an address of their own. */
async function secondDiner(browser: Browser, baseURL: string | undefined): Promise<Diner> {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'cf-connecting-ip': '10.250.0.2' } })
  contexts.push(context)
  return new Diner(await context.newPage())
}

test.describe("a table's shared cart at comptoir", () => {
  test("each phone sees the other's line; one pays for everyone, with who had what, and both follow the order", async ({ page, browser, baseURL }) => {
    const alex = new Diner(page)
    await alex.sitDown(3)
    await expect(alex.table.status()).toHaveText('Only you so far')
    await alex.menu.addOne(ICED_TEA)
    await alex.menu.addOne(ICED_TEA)

    // Sam joins late: the cart as it is, with its total in the same money as Sam's own cart.
    const sam = await secondDiner(browser, baseURL)
    await sam.sitDown(3)
    await expect(sam.table.openButton()).toHaveText(`Table's cart 2 items, ${euro(700)}`)
    await expect(alex.table.status()).toHaveText('2 phones at the table')
    await expect(alex.table.announcement()).toHaveText('Guest 2 joined the table.')

    await sam.menu.addOne(COFFEE)
    await expect(alex.table.sum()).toHaveText(`3 items, ${euro(980)}`)
    await expect(alex.table.announcement()).toHaveText('Guest 2 added Coffee.')

    // Sam's own cart holds Sam's line only, and says what its Next sends: these alone.
    await expect(sam.table.sum()).toHaveText(`3 items, ${euro(980)}`)
    await expect(sam.cart.barText()).toHaveText(`My cart (${euro(280)})`)
    await sam.cart.open()
    await expect(sam.cart.note()).toHaveText(
      "Only your own lines. “Next” orders and pays for these alone; to order everyone's lines together, open the table's cart above the menu.",
    )
    await expect(sam.cart.lineNames()).toHaveText([COFFEE])
    await sam.cart.close()

    // Alex gives a name; Sam's dialog shows whose is what, Sam's own lines being those of Sam's cart.
    await alex.table.open()
    await alex.table.name('Alex')
    await sam.table.open()
    await expect(sam.table.phoneHeadings()).toHaveText(['You', 'Alex'])
    await expect(sam.table.linesOf('Alex')).toHaveText([`2 × ${ICED_TEA}${euro(700)}`])
    await expect(sam.table.linesOf('You')).toHaveText([`1 × ${COFFEE}${euro(280)}`])
    await expect(sam.table.ownHint()).toHaveText('Your lines are the ones in My cart: change them there.')
    await expect(sam.table.total()).toHaveText(euro(980))
    await expectNoSeriousViolations(sam.page)
    await sam.page.keyboard.press('Escape')
    await expect(sam.table.dialog()).toHaveCount(0)

    // Alex sends, paying for everyone: both see who sends; Alex's phone goes to the table's payment.
    await expect(alex.table.total()).toHaveText(euro(980))
    await alex.table.sendTogether().click()
    await expect(sam.table.notice()).toContainText("Alex is sending the table's order. Everyone can still add.")
    await expect(alex.table.notice()).toContainText("You are sending the table's order.")
    await expect(alex.page).toHaveURL(new RegExp(`/en/quickorder/${TABLES[3]}\\?checkout=table$`), NOTICE_OVER)
    await expect(sam.table.notice()).toContainText("Alex is paying for the table's order.")

    // Alex's form says who had what, then the total; the name Alex gave at the table is filled in.
    await expect(alex.table.billHeadings()).toHaveText(['You (Alex)', 'Guest 2'])
    await expect(alex.table.billLinesOf('You (Alex)')).toHaveText([`2 × ${ICED_TEA}${euro(700)}`])
    await expect(alex.table.billSubtotalOf('You (Alex)')).toHaveText(euro(700))
    await expect(alex.table.billLinesOf('Guest 2')).toHaveText([`1 × ${COFFEE}${euro(280)}`])
    await expect(alex.table.billSubtotalOf('Guest 2')).toHaveText(euro(280))
    await expect(alex.quick.form().locator('.checkout-to-pay')).toHaveText(`Total ${euro(980)}`)
    await expect(alex.quick.payButton()).toHaveText(`Pay ${euro(980)}`)
    await expect(alex.quick.field('Name')).toHaveValue('Alex')
    await expect(alex.quick.terms()).not.toBeChecked()
    await expectNoSeriousViolations(alex.page)
    await alex.quick.paymentMethod('Bancontact').check()
    await alex.quick.terms().check()
    await alex.quick.payButton().click()
    const payment = new SandboxPaymentPage(alex.page)
    await payment.waitForIt('comptoir')
    await payment.choose('Paid')

    // One order with every line, for table 3; both phones follow it live, and Sam's says who paid.
    const alexResult = new OrderResultPage(alex.page)
    await alexResult.waitFor(OUTCOMES.success.title)
    const order = await sandbox.onlyOrder('comptoir')
    expect(order).toMatchObject({ status: 'paid', table: 3, table_uid: TABLES[3], amount: 9.8 })
    expect(lineQuantities(order)).toEqual({ [ICED_TEA]: 2, [COFFEE]: 1 })
    await expect(sam.page).toHaveURL(new RegExp(`/en/quickorder/order\\?uid=${order.uid}$`))
    const samResult = new OrderResultPage(sam.page)
    await samResult.waitFor(OUTCOMES.success.title)
    await expect(samResult.text()).toHaveText('Alex paid for the whole table. See you soon!')
    await expect(alexResult.text()).toHaveText(OUTCOMES.success.text)
    const progress = [new OrderProgressView(alex.page), new OrderProgressView(sam.page)]
    for (const watcher of progress) await expect(watcher.root).toHaveAttribute('data-connection', 'live')
    await sandbox.advance(order.uid)
    for (const watcher of progress) await expect(watcher.current()).toHaveText('Being prepared')

    // The next round starts from an empty shared cart, and Sam's coffee has left Sam's own cart.
    await sam.quick.open(`/${TABLES[3]}`)
    await sam.table.waitUntilLive()
    await expect(sam.table.sum()).toHaveText('empty')
    await expect(sam.cart.barText()).toHaveText('Empty cart')
  })

  test('each pays their own lines: two orders for the table, each paid on its own phone; the next round asks no name nor terms again', async ({ page, browser, baseURL }) => {
    const alex = new Diner(page)
    const sam = await secondDiner(browser, baseURL)
    await alex.sitDown(4)
    await sam.sitDown(4)
    await alex.menu.addOne(ICED_TEA)
    await sam.menu.addOne(COFFEE)
    await sam.menu.addOne(COFFEE)
    await expect(alex.table.sum()).toHaveText(`3 items, ${euro(910)}`)

    await alex.table.open()
    await alex.table.sendApart().click()
    await expect(sam.table.notice()).toContainText("Guest 1 is sending the table's order: everyone pays their own lines.")
    // When the notice ends, each phone is on the payment form of its own lines.
    for (const [diner, total] of [[alex, 350], [sam, 560]] as const) {
      await expect(diner.page).toHaveURL(new RegExp(`/en/quickorder/${TABLES[4]}\\?checkout$`), NOTICE_OVER)
      await expect(diner.quick.payButton()).toHaveText(`Pay ${euro(total)}`)
    }
    for (const [diner, name] of [[alex, 'Alex'], [sam, 'Sam']] as const) {
      await diner.quick.field('Name').fill(name)
      await diner.quick.paymentMethod('Bancontact').check()
      await diner.quick.terms().check()
      await diner.quick.payButton().click()
      const payment = new SandboxPaymentPage(diner.page)
      await payment.waitForIt('comptoir')
      await payment.choose('Paid')
      await new OrderResultPage(diner.page).waitFor(OUTCOMES.success.title)
    }

    const orders = await sandbox.orders('comptoir')
    expect(orders).toHaveLength(2)
    for (const order of orders) expect(order).toMatchObject({ status: 'paid', table: 4, table_uid: TABLES[4] })
    expect(orders.map((order) => [order.contact.name, lineQuantities(order)]).sort()).toEqual([
      ['Alex', { [ICED_TEA]: 1 }],
      ['Sam', { [COFFEE]: 2 }],
    ])
    // The round is over: the table's cart is empty for the next one.
    await alex.sitDown(4)
    await expect(alex.table.sum()).toHaveText('empty')

    // Alex's next round: the name and the terms given at this table are not asked again.
    await alex.menu.addOne(COFFEE)
    await alex.cart.open()
    await alex.cart.nextButton().click()
    await expect(alex.page).toHaveURL(new RegExp(`/en/quickorder/${TABLES[4]}\\?checkout=?$`))
    await expect(alex.quick.payButton()).toHaveText(`Pay ${euro(280)}`)
    await expect(alex.quick.field('Name')).toHaveValue('Alex')
    await expect(alex.quick.terms()).toBeChecked()
  })

  test("offline, a phone keeps its own lines and says it cannot sync; back online, the table gets them", async ({ page, context, browser, baseURL }) => {
    const alex = new Diner(page)
    const sam = await secondDiner(browser, baseURL)
    await alex.sitDown(5)
    await sam.sitDown(5)
    await alex.menu.addOne(ICED_TEA)
    await expect(sam.table.sum()).toHaveText(`1 item, ${euro(350)}`)

    await context.setOffline(true)
    await expect(alex.table.status()).toHaveText('Not in sync')
    await expect(alex.table.problem()).toHaveText("Can't sync with your table: your lines stay on this phone and are shared once you're back.")
    await alex.menu.addOne(COFFEE)
    await expect(alex.cart.barText()).toHaveText(`My cart (${euro(630)})`)
    await expect(sam.table.sum()).toHaveText(`1 item, ${euro(350)}`)

    await context.setOffline(false)
    await alex.table.waitUntilLive()
    await expect(sam.table.sum()).toHaveText(`2 items, ${euro(630)}`)
    await expect(alex.table.status()).toHaveText('2 phones at the table')
    await expect(alex.table.problem()).toBeEmpty()
  })

  test("a full table says so in the page's language, and a table the venue no longer knows says that: neither is the network", async ({ page, context, browser, baseURL }) => {
    // Eleven phones and Alex's: the table is full.
    const alex = new Diner(page)
    const leave = await phonesAt('comptoir.localhost', TABLES[7], TABLE_PHONES - 1)
    try {
      await alex.sitDown(7)
      await expect(alex.table.status()).toHaveText('12 phones at the table')

      // Sam, reading French, is told the table is full, not that the network is down.
      const sam = await secondDiner(browser, baseURL)
      await sam.quick.open(`/${TABLES[7]}`, 'fr')
      await expect(sam.table.bar()).toHaveAttribute('data-connection', 'off')
      await expect(sam.table.status()).toHaveText('Table complète')
      await expect(sam.table.problem()).toHaveText(
        'Le panier de cette table est complet : 12 téléphones le partagent déjà. Vos articles restent sur ce téléphone, et vous pouvez toujours les commander vous-même.',
      )
    } finally {
      await leave()
    }

    // The venue no longer knows Alex's table: when Alex's phone joins it again, it says so.
    await addFault({ match: `/venues/comptoir/api/dinnertable/${TABLES[7]}`, status: 404 })
    await context.setOffline(true)
    await expect(alex.table.status()).toHaveText('Not in sync')
    await context.setOffline(false)
    await expect(alex.table.status()).toHaveText('Table not found')
    await expect(alex.table.problem()).toHaveText("This table was not found, so its cart can't be shared. Your lines stay on this phone.")
  })

  test("the table's cart reflows at 320 px: its bar's line is whole, nothing in its dialog scrolls sideways, its × is at the right", async ({ page, browser, baseURL }) => {
    await page.setViewportSize({ width: 320, height: 640 })
    const alex = new Diner(page)
    const sam = await secondDiner(browser, baseURL)
    await alex.sitDown(6)
    await sam.sitDown(6)
    await expect(alex.table.status()).toHaveText('2 phones at the table')
    expect(await alex.table.statusWhole()).toBe(true)
    await alex.menu.addOne(ICED_TEA)
    await sam.menu.addOne(COFFEE)
    await expect(alex.table.sum()).toHaveText(`2 items, ${euro(630)}`)

    await alex.table.open()
    await animationsSettled(page)
    await alex.table.name('Alexandra')
    await expect(alex.table.linesOf('Guest 2')).toHaveText([`1 × ${COFFEE}${euro(280)}`])
    expect(await alex.table.sidewaysInDialog()).toEqual([])
    // The × on the title's row, at the dialog's right, as in every dialog; every control on the screen.
    const [close, title, dialog] = await Promise.all([alex.table.closeButton(), alex.table.title(), alex.table.dialog()].map((box) => box.boundingBox()))
    expect(close!.x).toBeGreaterThanOrEqual(title!.x + title!.width)
    expect(close!.y).toBeLessThan(title!.y + title!.height)
    expect(dialog!.x + dialog!.width - (close!.x + close!.width)).toBeLessThan(24)
    for (const control of await alex.table.dialog().getByRole('button').all()) {
      await control.scrollIntoViewIfNeeded()
      const box = (await control.boundingBox())!
      expect(box.x, await control.innerText()).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width, await control.innerText()).toBeLessThanOrEqual(320)
    }
    await expectNoSeriousViolations(page)
  })

  test("a phone that places an order and never pays it cannot take the others' lines out of the table, nor send them to its order", async ({ page, browser, baseURL }) => {
    const alex = new Diner(page)
    const sam = await secondDiner(browser, baseURL)
    await alex.sitDown(8)
    await sam.sitDown(8)
    await alex.menu.addOne(ICED_TEA)
    await sam.menu.addOne(COFFEE)
    await expect(alex.table.sum()).toHaveText(`2 items, ${euro(630)}`)

    // A third phone at the table, from another address, reads every line's uuid from the table's own
    // socket, asks to send for everyone, places an order of its own to pay online, never pays it, and
    // says that order held everyone's lines.
    const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'cf-connecting-ip': '10.250.0.9' } })
    contexts.push(context)
    const mallory = new Diner(await context.newPage())
    await mallory.sitDown(8)
    const answers = await mallory.page.evaluate(async (table) => {
      const lines = await new Promise<string[]>((resolve) => {
        const socket = new WebSocket(`${location.origin.replace('http', 'ws')}/api/table/${table}/live`)
        socket.onmessage = (event) => {
          const message = JSON.parse(String(event.data)) as { type: string; table?: { lines: { uuid: string }[] } }
          if (message.type !== 'table') return
          socket.close()
          resolve(message.table!.lines.map((line) => line.uuid))
        }
      })
      const post = (path: string, body: unknown) =>
        fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then(async (response) => ({
          status: response.status,
          body: (await response.json().catch(() => null)) as { order?: { uid: string; status: string } } | null,
        }))
      const send = await post(`/api/table/${table}/send`, { apart: false })
      const cart = [{ id: 300013, posId: 300, quantity: 1, items: [] }]
      const placed = await post('/api/quickcheckout', { key: crypto.randomUUID(), table_uid: table, cart, amount: 2, payment_method: 'bancontact', name: 'Mallory', terms_accepted: true })
      const sent = await post(`/api/table/${table}/sent`, { order: placed.body?.order?.uid, lines })
      return { lines: lines.length, send: send.status, placed: placed.body?.order?.status, sent: sent.status }
    }, TABLES[8])
    expect(answers).toEqual({ lines: 2, send: 204, placed: 'pending', sent: 409 })

    // Both lines are still the table's, and each diner's own cart still holds theirs; nobody was sent anywhere.
    await mallory.table.waitUntilLive()
    await expect(mallory.table.sum()).toHaveText(`2 items, ${euro(630)}`)
    for (const [diner, line] of [[alex, ICED_TEA], [sam, COFFEE]] as const) {
      await expect(diner.table.sum()).toHaveText(`2 items, ${euro(630)}`)
      await diner.cart.open()
      await expect(diner.cart.lineNames()).toHaveText([line])
      await diner.cart.close()
      await expect(diner.page).toHaveURL(/\/quickorder\//)
    }
  })
})
