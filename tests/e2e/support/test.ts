import { test as base, type Page } from '@playwright/test'
import { APP_PORT } from '../../../playwright.config'
import { AccountScreen, CustomerFrame } from '../pages/account'
import { AllergenFilter } from '../pages/allergen-filter'
import { AuthPages } from '../pages/auth'
import { CartDrawer } from '../pages/cart'
import { CheckoutPage, QuickOrderPage, SandboxPaymentPage } from '../pages/checkout'
import { CompositionDialog } from '../pages/composition'
import { AgeCheckDialog, DeleteVariationDialog, ProductDetailsDialog, WhereToEatDialog } from '../pages/dialogs'
import { MenuPage } from '../pages/menu-page'
import { OrderResultPage } from '../pages/order-result'
import { SchedulePage } from '../pages/schedule'
import { ErrorScreen, SiteFooter, SiteHeader } from '../pages/site-chrome'

export { expect } from '@playwright/test'
export type { BrowserContext, ConsoleMessage, Locator, Page } from '@playwright/test'

let journeys = 0

/** The parts of the app a journey talks to, at Lumière unless it opens another venue's own (the quick order: Le Comptoir). */
type Parts = {
  menu: MenuPage
  allergenFilter: AllergenFilter
  cart: CartDrawer
  details: ProductDetailsDialog
  composition: CompositionDialog
  deleteVariation: DeleteVariationDialog
  ageCheck: AgeCheckDialog
  whereToEat: WhereToEatDialog
  schedule: SchedulePage
  checkout: CheckoutPage
  payment: SandboxPaymentPage
  orderResult: OrderResultPage
  quickOrder: QuickOrderPage
  auth: AuthPages
  account: AccountScreen
  customerFrame: CustomerFrame
  header: SiteHeader
  footer: SiteFooter
  errorScreen: ErrorScreen
}

/** A fixture that is one of the app's parts on the journey's page. */
const part =
  <T>(make: (page: Page) => T) =>
  async ({ page }: { page: Page }, use: (value: T) => Promise<void>) =>
    use(make(page))

/**
 * Each journey is a diner of their own (its browser context keeps its own visitor cookie), from an
 * address of their own: the Worker's limits count visitors, with ceilings per client address, which
 * Cloudflare's edge names in CF-Connecting-IP (decision 022). The app's parts come as fixtures:
 * `async ({ menu, cart }) => …`.
 */
export const test = base.extend<Parts>({
  // This worker's own stack (playwright.config.ts).
  // eslint-disable-next-line no-empty-pattern -- Playwright reads what a fixture needs from this pattern: nothing.
  baseURL: async ({}, use) => use(`http://lumiere.localhost:${APP_PORT}`),
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    journeys += 1
    await use({ ...extraHTTPHeaders, 'cf-connecting-ip': `10.${testInfo.workerIndex % 256}.${(journeys >> 8) % 256}.${journeys % 256}` })
  },
  menu: part((page) => new MenuPage(page)),
  allergenFilter: async ({ page, menu }, use) => use(new AllergenFilter(page, menu)),
  cart: part((page) => new CartDrawer(page)),
  details: part((page) => new ProductDetailsDialog(page)),
  composition: part((page) => new CompositionDialog(page)),
  deleteVariation: part((page) => new DeleteVariationDialog(page)),
  ageCheck: part((page) => new AgeCheckDialog(page)),
  whereToEat: part((page) => new WhereToEatDialog(page)),
  schedule: part((page) => new SchedulePage(page)),
  checkout: part((page) => new CheckoutPage(page)),
  payment: part((page) => new SandboxPaymentPage(page)),
  orderResult: part((page) => new OrderResultPage(page)),
  quickOrder: part((page) => new QuickOrderPage(page)),
  auth: part((page) => new AuthPages(page)),
  account: part((page) => new AccountScreen(page)),
  customerFrame: part((page) => new CustomerFrame(page)),
  header: part((page) => new SiteHeader(page)),
  footer: part((page) => new SiteFooter(page)),
  errorScreen: part((page) => new ErrorScreen(page)),
})
