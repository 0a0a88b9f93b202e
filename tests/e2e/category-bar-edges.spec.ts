import { MenuPage } from './pages/menu-page'
import { PHONE } from './support/demo'
import { recordLayoutShifts } from './support/layout-shifts'
import { expect, test, type Locator } from './support/test'

/** Whether a link stands whole inside the bar's visible part (to a pixel: the bar scrolls by fractions). */
function wholeInBar(link: Locator): Promise<boolean> {
  return link.evaluate((element) => {
    const bar = element.closest('ul')!.getBoundingClientRect()
    const box = element.getBoundingClientRect()
    return box.left >= bar.left - 1 && box.right <= bar.right + 1
  })
}

// The category bar scrolls sideways where its links are wider than the column. Le Grand Café (demo
// data) has 20 categories, wider than the column at any width; Le Comptoir's five fit a laptop's. Where
// links are hidden past an edge, a fade lies over that edge and, for a mouse, an arrow that scrolls the
// bar by about a screenful; at an edge reached, neither. Both lie over the bar: nothing moves.

test.describe('on a laptop, with a mouse (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('a fade and an arrow stand only at an edge past which categories are hidden; an arrow scrolls the bar by about a screenful; nothing moves', async ({
    page,
  }) => {
    const layoutShift = await recordLayoutShifts(page)
    const menu = new MenuPage(page, 'grand')
    await menu.open('en')
    await menu.waitUntilInteractive()
    const previous = menu.categoryArrow('start')
    const next = menu.categoryArrow('end')

    // At the start: categories hidden after the end only.
    await expect(next).toBeVisible()
    await expect(previous).toBeHidden()
    await expect.poll(() => menu.categoryFade('end')).toBe(true)
    expect(await menu.categoryFade('start')).toBe(false)

    const { width, end } = await menu.categoryBarScroll()
    await next.click()
    await expect.poll(async () => (await menu.categoryBarScroll()).left).toBeGreaterThanOrEqual(Math.min(end, width * 0.7))
    await expect(previous).toBeVisible()
    await expect.poll(() => menu.categoryFade('start')).toBe(true)

    // On to the end: the last category comes whole into view, and that edge has neither arrow nor fade.
    for (let clicks = 0; clicks < 10 && (await menu.categoryBarScroll()).left < end - 1; clicks++) {
      const before = (await menu.categoryBarScroll()).left
      await next.click()
      await expect.poll(async () => (await menu.categoryBarScroll()).left).toBeGreaterThanOrEqual(Math.min(end - 1, before + width * 0.7))
    }
    await expect(next).toBeHidden()
    await expect.poll(() => menu.categoryFade('end')).toBe(false)
    expect(await wholeInBar(menu.categoryLinks().last())).toBe(true)
    await expect(previous).toBeVisible()

    await previous.click()
    await expect.poll(async () => (await menu.categoryBarScroll()).left).toBeLessThanOrEqual(end - width * 0.7)
    await expect(next).toBeVisible()

    // Tab goes from link to link and on past the bar, never to an arrow.
    await menu.categoryLinks().last().focus()
    await page.keyboard.press('Tab')
    await expect(page.locator('.category-nav button:focus')).toHaveCount(0)
    await page.keyboard.press('Shift+Tab')
    await expect(menu.categoryLinks().last()).toBeFocused()

    expect(await layoutShift()).toBe(0)
  })

  test('a bar whose categories all fit shows neither fade nor arrow', async ({ page }) => {
    const menu = new MenuPage(page, 'comptoir')
    await menu.open('en')
    await menu.waitUntilInteractive()
    await expect(menu.categoryLinks()).toHaveCount(5)
    expect(await wholeInBar(menu.categoryLinks().last())).toBe(true)
    // The bar's code has run once it marks the section in view.
    await expect(page.locator('.category-nav a[aria-current="true"]')).toHaveCount(1)
    await expect(menu.categoryArrow('start')).toBeHidden()
    await expect(menu.categoryArrow('end')).toBeHidden()
    expect(await menu.categoryFade('start')).toBe(false)
    expect(await menu.categoryFade('end')).toBe(false)
  })
})

test.describe('on a phone, by touch (390 px)', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true })

  test('a fade stands at each edge past which categories are hidden, following the bar as a finger scrolls it; no arrows', async ({ page }) => {
    const menu = new MenuPage(page, 'grand')
    await menu.open('en')
    await menu.waitUntilInteractive()
    await expect.poll(() => menu.categoryFade('end')).toBe(true)
    expect(await menu.categoryFade('start')).toBe(false)
    await expect(menu.categoryArrow('start')).toBeHidden()
    await expect(menu.categoryArrow('end')).toBeHidden()

    // Swiped a little: categories hidden at both edges.
    const { width, end } = await menu.categoryBarScroll()
    await page.locator('.category-nav ul').evaluate((list, left) => list.scrollTo({ left }), width)
    await expect.poll(() => menu.categoryFade('start')).toBe(true)
    expect(await menu.categoryFade('end')).toBe(true)

    // Swiped to the end.
    await page.locator('.category-nav ul').evaluate((list, left) => list.scrollTo({ left }), end)
    await expect.poll(() => menu.categoryFade('end')).toBe(false)
    expect(await menu.categoryFade('start')).toBe(true)
    await expect(menu.categoryArrow('end')).toBeHidden()
  })
})
