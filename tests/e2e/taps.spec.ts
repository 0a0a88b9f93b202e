import { expect, test, type Page } from './support/test'

// A tap answers at once: once the menu page is idle, the code and data of its popups are on the device,
// so the popup a tap asks for is drawn in the tap's own frame, as an in-page update is. (A popup that
// suspends shows nothing first, and React then holds it back for up to 300 ms.) How long that frame
// takes on a phone is measured by `npm run bench:journey`, not here.

/**
 * Taps a control inside the page (`control`, or the main button of the card named `card`) and says
 * whether `shown` is in the page by the next animation frame.
 */
function inTheTapsFrame(page: Page, { card, control, shown }: { card?: string; control?: string; shown: string }): Promise<boolean> {
  return page.evaluate(
    ({ card, control, shown }) =>
      new Promise<boolean>((resolve) => {
        const button = card
          ? Array.from(document.querySelectorAll('.product-card'))
              .find((element) => element.querySelector('.product-name')?.textContent === card)
              ?.querySelector<HTMLElement>('button.product-open')
          : document.querySelector<HTMLElement>(control!)
        button!.click()
        requestAnimationFrame(() => resolve(document.querySelector(shown) !== null))
      }),
    { card, control, shown },
  )
}

/** Lumière's Burger meal, a composed menu. */
const BURGER_MEAL = 100025

test.describe('once the menu is idle (lumiere, en, on a phone)', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test.beforeEach(async ({ page, menu }) => {
    // The last of what the popups fetch ahead when the page is idle.
    const composition = page.waitForResponse((response) => response.url().includes('/api/messages/composition'))
    await menu.open('en')
    await menu.waitUntilCardInteractive('Burger meal')
    await menu.waitUntilCardInteractive('Salmon tartare')
    await composition
    await page.waitForLoadState('networkidle')
  })

  test('a composed menu opens on its first step, with its choices, in the frame of the tap', async ({ page }) => {
    // Its steps are fetched ahead too, after the popups' code and texts.
    const sheet = `/api/menu/100/products/${BURGER_MEAL}`
    await expect.poll(() => page.evaluate((path) => performance.getEntriesByType('resource').some((entry) => entry.name.includes(path)), sheet)).toBe(true)
    await page.waitForLoadState('networkidle')
    expect(await inTheTapsFrame(page, { card: 'Burger meal', shown: '[role="dialog"].composition .step-options .step-option' })).toBe(true)
  })

  test("a product's details open in the frame of the tap", async ({ page }) => {
    expect(await inTheTapsFrame(page, { card: 'Salmon tartare', shown: '[role="dialog"].product-details' })).toBe(true)
  })

  test('the cart opens in the frame of the tap', async ({ page }) => {
    expect(await inTheTapsFrame(page, { control: 'aside.cart-drawer button.cart-bar', shown: '#cart-panel' })).toBe(true)
  })

  test('the allergen filter opens in the frame of the tap, with its choices', async ({ page }) => {
    // Its data is fetched ahead too: the venue's allergens.
    await expect.poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/api/menu/100/facts')))).toBe(true)
    await page.waitForLoadState('networkidle')
    expect(await inTheTapsFrame(page, { control: '#avoid-button', shown: '#allergen-filter [role="group"] button' })).toBe(true)
  })
})
