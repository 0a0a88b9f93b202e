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
})
