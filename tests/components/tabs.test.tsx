import { describe, expect, it } from 'vitest'
import { userEvent } from 'vitest/browser'
import { Tabs } from '../../components/ui/Tabs'
import { renderIn } from './support/render'

const TABS = [
  { id: 'description', label: 'Description', panel: <p>Slow-cooked for six hours.</p> },
  { id: 'allergens', label: 'Allergens', panel: <p>Contains milk.</p> },
  { id: 'nutrition', label: 'Nutrition', panel: <p>540 kcal.</p> },
]

describe('the tabs of a product sheet', () => {
  it('are one Tab stop: the selected tab, then its panel', async () => {
    const screen = await renderIn(<Tabs tabs={TABS} label="About this dish" defaultTabId="allergens" />)
    await userEvent.tab()
    await expect.element(screen.getByRole('tab', { name: 'Allergens' })).toHaveFocus()
    await userEvent.tab()
    await expect.element(screen.getByRole('tabpanel', { name: 'Allergens' })).toHaveFocus()
    await expect.element(screen.getByText('Contains milk.')).toBeVisible()
    await expect.element(screen.getByText('540 kcal.')).not.toBeVisible()
  })

  it('move and select with the arrows, wrapping round at either end, and Home and End', async () => {
    const screen = await renderIn(<Tabs tabs={TABS} label="About this dish" />)
    const tab = (name: string) => screen.getByRole('tab', { name })
    await userEvent.tab()
    await expect.element(tab('Description')).toHaveAttribute('aria-selected', 'true')

    await userEvent.keyboard('{ArrowLeft}')
    await expect.element(tab('Nutrition')).toHaveFocus()
    await expect.element(tab('Nutrition')).toHaveAttribute('aria-selected', 'true')
    await expect.element(screen.getByText('540 kcal.')).toBeVisible()

    await userEvent.keyboard('{ArrowRight}')
    await expect.element(tab('Description')).toHaveFocus()
    await userEvent.keyboard('{End}')
    await expect.element(tab('Nutrition')).toHaveAttribute('aria-selected', 'true')
    await userEvent.keyboard('{Home}')
    await expect.element(tab('Description')).toHaveAttribute('aria-selected', 'true')
    await expect.element(tab('Nutrition')).toHaveAttribute('tabindex', '-1')
  })

  it('select with a tap', async () => {
    const screen = await renderIn(<Tabs tabs={TABS} label="About this dish" />)
    await screen.getByRole('tab', { name: 'Allergens' }).click()
    await expect.element(screen.getByText('Contains milk.')).toBeVisible()
    await expect.element(screen.getByText('Slow-cooked for six hours.')).not.toBeVisible()
  })
})
