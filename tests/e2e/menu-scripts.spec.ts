import { expect, test } from './support/test'
import { CompositionDialog } from './pages/composition'
import { ProductDetailsDialog } from './pages/dialogs'

// What the menu page's code weighs is part of what a diner on a phone waits for: the form validation
// library (about 29 KB gzip) belongs to the pages with forms, not to the menu, its popups or its cart,
// which the page fetches as soon as the browser is idle; nor does the menu carry the client router
// (about 29 KB gzip, decision 018): a change of page from the menu is a plain load.

type Script = { url: string; code: string }

test('the menu, its cart, product details and a composed menu run without the form validation library or the client router', async ({ page, menu, cart }) => {
  const scripts: Promise<Script>[] = []
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.push(response.text().then((code) => ({ url: response.url(), code })))
  })
  await menu.open('en')
  await menu.addOne('Cheese croquettes (2 pieces)')
  await cart.open()
  await cart.close()
  await menu.tapProduct('Salmon tartare')
  await expect(new ProductDetailsDialog(page).root).toBeVisible()
  await page.keyboard.press('Escape')
  await menu.tapProduct('Lunch set menu')
  await new CompositionDialog(page).waitForStep()

  const loaded = await Promise.all(scripts)
  expect(loaded.length).toBeGreaterThan(5)
  const carrying = (marker: string) => loaded.filter(({ code }) => code.includes(marker)).map(({ url }) => url)
  expect(carrying('ZodError')).toEqual([])
  // The element Vike's client runtime reads its page context from.
  expect(carrying('vike_pageContext')).toEqual([])
})

test("the menu's Next loads the schedule afresh, and the schedule too hydrates without the client router", async ({ page, menu, cart, schedule }) => {
  await menu.open('en')
  // Over the minimum order of €12.00.
  await menu.addOne('Cheese croquettes (2 pieces)')
  await menu.addOne('Cheese croquettes (2 pieces)')
  await cart.open()
  await cart.nextButton().click()
  await expect(page).toHaveURL(/\/en\/schedule$/)
  await schedule.waitForForm()
  // The document itself is the schedule's: it was loaded, not drawn by the menu's scripts.
  expect(await page.evaluate(() => performance.getEntriesByType('navigation')[0]?.name)).toMatch(/\/en\/schedule$/)
  const codes = await page.evaluate(() =>
    Promise.all(
      performance
        .getEntriesByType('resource')
        .filter(({ name }) => name.endsWith('.js'))
        .map(async ({ name }) => (await fetch(name)).text()),
    ),
  )
  expect(codes.length).toBeGreaterThan(0)
  // Decision 034: the journey's pages hydrate with their own entry, as the menu does.
  expect(codes.filter((code) => code.includes('vike_pageContext'))).toEqual([])
})
