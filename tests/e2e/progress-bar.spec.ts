import { expect, test, type Page } from './support/test'

// SPEC §7: one progress indicator for the whole app. It follows the app's own calls as well as
// navigations, on every page (not only where the composition popup has brought its styles).

const bar = (page: Page) => page.locator('#navigation-progress')

test('a call that lasts shows the progress bar on the login page, and it completes when the answer comes', async ({ page, auth }) => {
  let answer!: () => void
  const answered = new Promise<void>((resolve) => (answer = resolve))
  await page.route('**/api/auth/login', async (route) => {
    await answered
    await route.continue()
  })
  await auth.open('login')
  await auth.login('nobody@example.com', 'wrong-password')

  await expect(bar(page)).toHaveClass(/is-active/)
  // Visible: the page's own styles draw it (height and full opacity), no popup needed.
  await expect.poll(() => bar(page).evaluate((el) => getComputedStyle(el).opacity)).toBe('1')
  expect((await bar(page).boundingBox())?.height).toBeGreaterThan(0)

  answer()
  await expect(auth.formAlert()).toBeVisible()
  await expect(bar(page)).not.toHaveClass(/is-active/)
})
