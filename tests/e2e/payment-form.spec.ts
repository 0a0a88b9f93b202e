import { expect, test } from './support/test'
import { GUEST } from './pages/checkout'
import { toEmptyPaymentStep } from './pages/lumiere-takeaway'
import { sandbox } from './pages/order-result'
import { expectNoSeriousViolations } from './support/axe'

// The payment step as a form (STYLE 17): a field is checked when the diner leaves it, and again at
// each change once it has shown an error; Pay lands on the first field in error. Lumière takeaway,
// as a guest (pages/lumiere-takeaway.ts).

test.beforeEach(() => sandbox.reset())
test.afterEach(() => sandbox.reset())

test('after Pay on the empty form, each message goes as its field is mended, without pressing Pay again', async ({ page }) => {
  const checkout = await toEmptyPaymentStep(page)
  await checkout.payButton().click()

  await expect(checkout.paymentError()).toHaveText('Please choose a payment method')
  await expect(checkout.contactField('E-mail')).toHaveAccessibleDescription('This field is required')
  await expect(checkout.contactField('Mobile phone')).toHaveAccessibleDescription('This field is required')
  await expect(checkout.termsError()).toHaveText('Please accept the terms and conditions')
  // The first field in error is the first way to pay.
  await expect(checkout.paymentMethods().first()).toBeFocused()
  await expectNoSeriousViolations(page)

  await checkout.paymentMethod('Bancontact').check()
  await expect(checkout.paymentError()).toHaveCount(0)
  // Corrected as it is typed: a wrong address says what is wrong, a right one says nothing.
  await checkout.contactField('E-mail').fill('lea.martin@')
  await expect(checkout.contactField('E-mail')).toHaveAccessibleDescription('Please enter a valid e-mail address')
  await checkout.contactField('E-mail').fill(GUEST.email)
  await expect(checkout.contactField('E-mail')).toHaveAccessibleDescription('')
  await checkout.contactField('First name').fill(GUEST.firstName)
  await checkout.contactField('Last name').fill(GUEST.lastName)
  await checkout.contactField('Mobile phone').fill(GUEST.phone)
  await checkout.terms().check()

  await expect(checkout.termsError()).toHaveCount(0)
  await expect(checkout.invalidFields()).toHaveCount(0)
  await expect(checkout.root.locator('.field-error')).toHaveCount(0)
  expect(await sandbox.orders('lumiere')).toEqual([])
})

test("the venue's word on paying at the counter shows only with Pay on site", async ({ page }) => {
  const checkout = await toEmptyPaymentStep(page)
  await expect(checkout.paymentMessage()).toHaveCount(0)

  await checkout.paymentMethod('Pay on site').check()
  await expect(checkout.paymentMessage()).toHaveText('Pay on site at the counter when you arrive. Online payments are secure.')
  await expect(checkout.paymentMethod('Pay on site')).toHaveAccessibleDescription('Pay on site at the counter when you arrive. Online payments are secure.')

  await checkout.paymentMethod('Bancontact').check()
  await expect(checkout.paymentMessage()).toHaveCount(0)
})

test.describe('Apple Pay', () => {
  test('is not offered in a browser that cannot pay with it', async ({ page }) => {
    const checkout = await toEmptyPaymentStep(page)
    await expect(checkout.paymentMethod('Bancontact')).toBeVisible()
    await expect(checkout.paymentMethod('Credit card')).toBeVisible()
    await expect(checkout.paymentMethod('Apple Pay')).toHaveCount(0)
  })

  test('is offered where the browser says it can pay with it', async ({ page }) => {
    await page.addInitScript(() => Object.assign(window, { ApplePaySession: { canMakePayments: () => true } }))
    const checkout = await toEmptyPaymentStep(page)
    await expect(checkout.paymentMethod('Apple Pay')).toBeVisible()
  })
})

test("the Worker's refusal of a field is said beside it, and goes once the field changes", async ({ page }) => {
  const checkout = await toEmptyPaymentStep(page)
  await checkout.fillPayment({ method: 'Bancontact' })
  // The Worker checks the body by the same rules; here it refuses the phone, as a rule the page has
  // not caught up with would make it.
  await page.route('**/api/checkout', (route) =>
    route.fulfill({ status: 400, json: { error: 'Invalid request', issues: [{ path: ['contact', 'phone'], message: 'validation.phone' }] } }),
  )
  await checkout.payButton().click()

  await expect(checkout.contactField('Mobile phone')).toHaveAccessibleDescription('Please enter a valid mobile phone number')
  await expect(checkout.contactField('Mobile phone')).toBeFocused()
  await expect(checkout.invalidFields()).toHaveCount(1)
  await expect(checkout.refusal()).toHaveCount(0)
  await checkout.contactField('Mobile phone').fill('+32 470 99 88 77')
  await expect(checkout.contactField('Mobile phone')).toHaveAccessibleDescription('')
  expect(await sandbox.orders('lumiere')).toEqual([])
})
