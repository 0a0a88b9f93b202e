import { expect, test } from './support/test'
import { CompositionDialog } from './pages/composition'
import { ProductDetailsDialog } from './pages/dialogs'

// What the menu page's code weighs is part of what a diner on a phone waits for: the form validation
// library (about 29 KB gzip) belongs to the pages with forms, not to the menu, its popups or its cart,
// which the page fetches as soon as the browser is idle.

test('the menu, its cart, product details and a composed menu run without the form validation library', async ({ page, menu, cart }) => {
  const scripts: Promise<{ url: string; code: string }>[] = []
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
  expect(loaded.filter(({ code }) => code.includes('ZodError')).map(({ url }) => url)).toEqual([])
})
