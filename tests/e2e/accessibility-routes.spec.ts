import { expect, test } from './support/test'
import { loginAs, type DemoCustomer } from './pages/account'
import { expectNoSeriousViolations } from './support/axe'
import { venueUrl, type VenueKey } from './support/demo'

// Every route of SPEC §2 through axe-core (WCAG 2.1 A and AA), as a visitor and as a customer, as
// the accessibility statement says (/info/accessibility). The journeys check the same pages again
// in their states (errors shown, popups open); here each is checked as it first opens.

const PAID_ORDER = '5239edc1-2f37-5311-81dd-e30769e34ac6'
const COMPTOIR_TABLE_1 = 'ee165adf-9aa2-533d-ba19-6ff39ef1d8e0'

type Route = { venue: VenueKey; path: string; customer?: DemoCustomer }

const ROUTES: Route[] = [
  { venue: 'lumiere', path: '/home' },
  { venue: 'lumiere', path: '/schedule' },
  { venue: 'lumiere', path: '/checkout/account' },
  { venue: 'lumiere', path: '/checkout/delivery-address' },
  { venue: 'lumiere', path: '/checkout/payment-method' },
  { venue: 'lumiere', path: `/my-order?uid=${PAID_ORDER}` },
  { venue: 'lumiere', path: '/wallet-order?info=unknown' },
  { venue: 'lumiere', path: '/info/privacy' },
  { venue: 'lumiere', path: '/info/termsofuse' },
  { venue: 'lumiere', path: '/info/accessibility' },
  { venue: 'lumiere', path: '/customer/login' },
  { venue: 'lumiere', path: '/customer/register' },
  { venue: 'lumiere', path: '/customer/resetpassword' },
  { venue: 'lumiere', path: '/customer/validatetoken?token=notARealToken123' },
  { venue: 'lumiere', path: '/customer/linkcard' },
  { venue: 'comptoir', path: '/quickorder' },
  { venue: 'comptoir', path: `/quickorder/${COMPTOIR_TABLE_1}` },
  { venue: 'lumiere', path: '/dashboard', customer: 'camille' },
  { venue: 'lumiere', path: '/customer/account', customer: 'camille' },
  { venue: 'lumiere', path: '/customer/edit', customer: 'camille' },
  { venue: 'lumiere', path: '/customer/changepassword', customer: 'camille' },
  { venue: 'lumiere', path: '/customer/credit', customer: 'camille' },
  { venue: 'lumiere', path: '/customer/creditadd', customer: 'camille' },
  { venue: 'lumiere', path: '/customer/creditok?status=paid&amount=10', customer: 'camille' },
  { venue: 'lumiere', path: '/customer/order', customer: 'camille' },
  { venue: 'lumiere', path: '/customer/addresses', customer: 'camille' },
  { venue: 'lumiere', path: '/customer/tickets', customer: 'camille' },
  { venue: 'lumiere', path: '/customer/invoices', customer: 'camille' },
  { venue: 'lumiere', path: '/customer/linkcard', customer: 'camille' },
  { venue: 'lumiere', path: `/my-order?uid=${PAID_ORDER}`, customer: 'camille' },
  { venue: 'club', path: '/customer/creditrefund', customer: 'oliver' },
]

test.describe('every route passes axe', () => {
  for (const { venue, path, customer } of ROUTES) {
    test(`${path} at ${venue}${customer ? ` as ${customer}` : ''}`, async ({ page, context }) => {
      if (customer) await loginAs(context, venue, customer)
      await page.goto(venueUrl(venue, `/en${path}`))
      await expect(page.locator('main h1').first()).toBeVisible()
      // As the diner reads it: the page's own reads arrived.
      await expect(page.locator('main [role="status"]').filter({ hasText: /Loading|Looking up/ })).toHaveCount(0)
      await expectNoSeriousViolations(page)
    })
  }
})
