import { expect, type Locator, type Page } from '@playwright/test'

/**
 * The full-screen composition popup of a menu (English labels): step circles, the products of the
 * current step, the error, the running total and Continue / Add to cart.
 */
export class CompositionDialog {
  readonly root: Locator

  constructor(readonly page: Page) {
    this.root = page.locator('[role="dialog"].composition')
  }

  /** Waits until the steps have loaded (the loading state has a title but no step). */
  async waitForStep(name?: string): Promise<void> {
    await expect(this.root).toBeVisible()
    if (name === undefined) await expect(this.stepTitle()).toBeVisible()
    else await expect(this.stepTitle()).toHaveText(name)
  }

  title(): Locator {
    return this.root.locator('#composition-title')
  }

  stepTitle(): Locator {
    return this.root.locator('.composition-step h3')
  }

  /** The error the screen reader hears (the copy below the list is aria-hidden). */
  error(): Locator {
    return this.root.getByRole('alert')
  }

  options(): Locator {
    return this.root.locator('.step-option')
  }

  option(name: string): Locator {
    return this.options().filter({ has: this.page.locator('.option-name', { hasText: new RegExp(`^${escapeRegExp(name)}$`) }) })
  }

  /** The pressed button of a unique or multiple step's product. */
  choiceButton(name: string): Locator {
    return this.option(name).locator('button.option-choice')
  }

  /** The quantity of a product of a free step (its − n + stepper). */
  quantity(name: string): Locator {
    return this.option(name).locator('.stepper-quantity')
  }

  /** Names of the products chosen in the current step. */
  chosenNames(): Locator {
    return this.root.locator('.step-option.is-chosen .option-name')
  }

  total(): Locator {
    return this.root.locator('.composition-total strong')
  }

  continueButton(): Locator {
    return this.root.locator('.composition-footer').getByRole('button', { name: 'Continue', exact: true })
  }

  addToCartButton(): Locator {
    return this.root.locator('.composition-footer').getByRole('button', { name: 'Add to cart', exact: true })
  }

  backButton(): Locator {
    return this.root.getByRole('button', { name: 'Previous step', exact: true })
  }

  closeButton(): Locator {
    return this.root.locator('.composition-header').getByRole('button', { name: 'Close', exact: true })
  }

  /** Chooses (or, on a multiple step, toggles) a product of a unique or multiple step. */
  async choose(name: string): Promise<void> {
    await this.choiceButton(name).click()
  }

  async addOne(name: string): Promise<void> {
    await this.option(name).getByRole('button', { name: `Add one ${name}`, exact: true }).click()
  }

  async removeOne(name: string): Promise<void> {
    await this.option(name).getByRole('button', { name: `Remove one ${name}`, exact: true }).click()
  }

  async continue(): Promise<void> {
    await this.continueButton().click()
  }

  async addToCart(): Promise<void> {
    await this.addToCartButton().click()
  }

  async close(): Promise<void> {
    await this.closeButton().click()
  }
}

/**
 * The Burger meal of Lumière (demo data, id 100025): five steps. Composes it with the given burger and
 * drink, keeping the preselected side (fries) and sauce (mayonnaise); the drink must not be alcohol
 * unless the age is already confirmed.
 */
export async function composeBurgerMeal(
  composition: CompositionDialog,
  { burger, drink }: { burger: string; drink: string },
): Promise<void> {
  await composition.waitForStep('Your burger')
  await composition.choose(burger)
  await composition.continue()
  await composition.waitForStep('Sides')
  await composition.continue()
  await composition.waitForStep('Sauces')
  await composition.continue()
  await composition.waitForStep('Drink')
  await composition.choose(drink)
  await composition.continue()
  await composition.waitForStep('Cutlery')
  await composition.addToCart()
  await expect(composition.root).toHaveCount(0)
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
