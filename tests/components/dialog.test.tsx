import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { userEvent } from 'vitest/browser'
import '../../components/ui/dialog.css'
import { Dialog } from '../../components/ui/Dialog'
import { renderIn } from './support/render'

/** A page with a button that opens a dialog of two buttons, and a link behind it. */
function Page() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Remove the soup?
      </button>
      <a href="#behind">Behind the dialog</a>
      <Dialog open={open} onClose={() => setOpen(false)} labelledBy="remove-title">
        <h2 id="remove-title">Remove the soup?</h2>
        <button type="button" onClick={() => setOpen(false)}>
          Keep it
        </button>
        <button type="button">Remove</button>
      </Dialog>
    </>
  )
}

describe('a dialog', () => {
  it('takes the focus, keeps Tab inside it both ways, and leaves the page behind inert', async () => {
    const screen = await renderIn(<Page />)
    await screen.getByRole('button', { name: 'Remove the soup?' }).click()
    const dialog = screen.getByRole('dialog', { name: 'Remove the soup?' })
    await expect.element(dialog).toBeVisible()
    await expect.element(screen.getByRole('button', { name: 'Keep it' })).toHaveFocus()
    await userEvent.tab()
    await expect.element(screen.getByRole('button', { name: 'Remove', exact: true })).toHaveFocus()
    await userEvent.tab()
    await expect.element(screen.getByRole('button', { name: 'Keep it' })).toHaveFocus()
    await userEvent.tab({ shift: true })
    await expect.element(screen.getByRole('button', { name: 'Remove', exact: true })).toHaveFocus()
    await expect.poll(() => document.querySelector('a[href="#behind"]')?.closest('[inert]')).not.toBeNull()
  })

  it('closes on Escape and gives the focus back to the button that opened it', async () => {
    const screen = await renderIn(<Page />)
    const opener = screen.getByRole('button', { name: 'Remove the soup?' })
    await opener.click()
    await expect.element(screen.getByRole('dialog')).toBeVisible()
    await userEvent.keyboard('{Escape}')
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument()
    await expect.element(opener).toHaveFocus()
    expect(document.querySelector('[inert]')).toBeNull()
  })

  it('closes on a tap on its backdrop, not on one inside it', async () => {
    const screen = await renderIn(<Page />)
    await screen.getByRole('button', { name: 'Remove the soup?' }).click()
    await screen.getByRole('heading', { name: 'Remove the soup?' }).click()
    await expect.element(screen.getByRole('dialog')).toBeVisible()
    await userEvent.click(document.querySelector('.dialog-backdrop')!, { position: { x: 5, y: 5 } })
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument()
  })
})
