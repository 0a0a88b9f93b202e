import { expect, test, type Locator } from './support/test'

const DEFAULT_IMAGE = '/images/default-product.svg'

async function expectLoaded(image: Locator) {
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
}

test.describe('product images and availability', () => {
  test('a broken product image falls back to the default image', async ({ menu }) => {
    await menu.open('fr')
    const image = menu.productImage('Tartare de saumon')

    await image.scrollIntoViewIfNeeded()

    await expect(image).toHaveAttribute('src', DEFAULT_IMAGE)
    await expectLoaded(image)
  })

  test('a product without an image shows the default image', async ({ menu }) => {
    await menu.open('fr')
    const image = menu.productImage('Jus de pomme bio (20 cl)')

    await image.scrollIntoViewIfNeeded()

    await expect(image).toHaveAttribute('src', DEFAULT_IMAGE)
    await expectLoaded(image)
  })

  test('a product with an image keeps it', async ({ menu }) => {
    await menu.open('fr')
    const image = menu.productImage('Carpaccio de bœuf')

    await image.scrollIntoViewIfNeeded()

    await expect(image).toHaveAttribute('src', '/demo-images/carpaccio-boeuf.svg')
    await expectLoaded(image)
  })

  test('an out-of-stock product is shown as unavailable', async ({ menu }) => {
    await menu.open('fr')

    await expect(menu.productCard('Burger à la truffe')).toHaveClass(/\bis-unavailable\b/)
    await expect(menu.productCard('Burger à la truffe')).toContainText('Indisponible')
    await expect(menu.productCard('Burger Lumière')).not.toHaveClass(/\bis-unavailable\b/)
    await expect(menu.productCard('Burger Lumière')).not.toContainText('Indisponible')
  })

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } })

    test('an image far below the screen is fetched only once the diner scrolls near it', async ({ page, menu }) => {
      const fetched = new Set<string>()
      page.on('request', (request) => {
        if (request.url().includes('/demo-images/')) fetched.add(request.url())
      })
      await menu.open('en')
      await menu.waitUntilInteractive()
      const cards = await menu.productCards().count()
      const last = menu.productCards().last().locator('img.product-image')

      // Its box is kept (nothing moves when it arrives), its picture not asked for.
      await expect(last).not.toHaveAttribute('src')
      expect((await last.boundingBox())?.height).toBeGreaterThan(50)
      expect(fetched.size).toBeLessThan(cards / 2)

      await last.scrollIntoViewIfNeeded()
      await expect(last).toHaveAttribute('src', /\.svg$/)
      await expectLoaded(last)
    })
  })
})
