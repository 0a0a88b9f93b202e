import { useState, type FormEvent } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { Field } from '../../components/ui/Field'
import { FormAlert } from '../../components/ui/FormAlert'
import { formRules } from '../../components/ui/form-rules'
import { useForm } from '../../components/ui/use-form'
import { loginSchema } from '../../domain/account-forms'
import { LoginType } from '../../domain/form-rules'
import { ApiError } from '../../stores/api-error'
import { renderIn } from './support/render'

type Sent = { login: string; password: string }

/** A form on the kit as the login screen is: two fields, the schema of domain/, the rules fetched when needed. */
function LoginForm({ rules, onSent, refusal }: { rules: ReturnType<typeof loginRules>; onSent: (sent: Sent) => void; refusal?: { path: string[]; message: string }[] }) {
  const [values, setValues] = useState({ login: '', password: '' })
  const { form, errors, leave, submit, refuse } = useForm(rules, (forms) => forms.loginSchema(LoginType.Email), values)
  async function send(event: FormEvent) {
    event.preventDefault()
    const sent = await submit()
    if (!sent) return
    if (refusal) refuse(refusal)
    else onSent(sent)
  }
  return (
    <form ref={form} noValidate onSubmit={(event) => void send(event)}>
      <Field id="login" name="login" label="E-mail" type="email" required value={values.login} error={errors.login} onBlur={leave('login')} onChange={(login) => setValues({ ...values, login })} />
      <Field id="password" name="password" label="Password" type="password" required value={values.password} error={errors.password} onBlur={leave('password')} onChange={(password) => setValues({ ...values, password })} />
      <button type="submit">Log in</button>
    </form>
  )
}

const loginRules = () => formRules(async () => ({ loginSchema }))

describe('the form kit', () => {
  it('fetches the rules only once the diner turns to the form', async () => {
    const rules = loginRules()
    const screen = await renderIn(<LoginForm rules={rules} onSent={vi.fn()} />)
    expect(rules.loaded()).toBeUndefined()
    await screen.getByLabelText('E-mail').click()
    await vi.waitFor(() => expect(rules.loaded()).toBeDefined())
  })

  it('says nothing while a field is typed, says what is wrong once it is left, and stops as soon as it is mended', async () => {
    const screen = await renderIn(<LoginForm rules={loginRules()} onSent={vi.fn()} />)
    const email = screen.getByLabelText('E-mail')
    await email.fill('camille@')
    await expect.element(screen.getByRole('alert')).not.toBeInTheDocument()
    await screen.getByLabelText('Password').click()
    await expect.element(email).toHaveAccessibleDescription('Please enter a valid e-mail address')
    await expect.element(email).toHaveAttribute('aria-invalid', 'true')
    await email.fill('camille@example.com')
    await expect.element(email).not.toHaveAttribute('aria-invalid')
    await expect.element(screen.getByText('Please enter a valid e-mail address')).not.toBeInTheDocument()
    // The password, left empty on the way back, now says so.
    await expect.element(screen.getByLabelText('Password')).toHaveAccessibleDescription('This field is required')
  })

  it('on the button: every field in error says so and the first takes the focus; nothing is sent', async () => {
    const onSent = vi.fn()
    const screen = await renderIn(<LoginForm rules={loginRules()} onSent={onSent} />)
    await screen.getByRole('button', { name: 'Log in' }).click()
    await expect.element(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('This field is required')
    await expect.element(screen.getByLabelText('Password')).toHaveAccessibleDescription('This field is required')
    await expect.element(screen.getByLabelText('E-mail')).toHaveFocus()
    expect(onSent).not.toHaveBeenCalled()
  })

  it('checks a field when it is left, and the others wait for their turn', async () => {
    const screen = await renderIn(<LoginForm rules={loginRules()} onSent={vi.fn()} />)
    await screen.getByLabelText('E-mail').fill('camille@')
    await userEvent.tab()
    await expect.element(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Please enter a valid e-mail address')
    await expect.element(screen.getByLabelText('Password')).toHaveFocus()
    // Empty, but not left yet: it says nothing.
    await expect.element(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid')
  })

  it('on the button, lands on the one field still in error', async () => {
    const onSent = vi.fn()
    const screen = await renderIn(<LoginForm rules={loginRules()} onSent={onSent} />)
    await screen.getByLabelText('E-mail').fill('camille@example.com')
    await screen.getByRole('button', { name: 'Log in' }).click()
    await expect.element(screen.getByLabelText('Password')).toHaveFocus()
    await expect.element(screen.getByLabelText('Password')).toHaveAccessibleDescription('This field is required')
    await expect.element(screen.getByLabelText('E-mail')).not.toHaveAttribute('aria-invalid')
    expect(onSent).not.toHaveBeenCalled()
  })

  it('a Worker’s refusal of a field is said beside it until that field changes, in the diner’s language', async () => {
    const rules = loginRules()
    const screen = await renderIn(<LoginForm rules={rules} onSent={vi.fn()} refusal={[{ path: ['login'], message: 'validation.email' }]} />, 'de')
    const email = screen.getByLabelText('E-mail')
    await email.fill('camille@example.com')
    await screen.getByLabelText('Password').fill('Secret-1')
    await userEvent.keyboard('{Enter}')
    await expect.element(email).toHaveAttribute('aria-invalid', 'true')
    await expect.element(email).toHaveFocus()
    await expect.element(screen.getByRole('alert')).toHaveTextContent(/E-Mail-Adresse/)
    await userEvent.keyboard('m')
    await expect.element(email).not.toHaveAttribute('aria-invalid')
  })

  it('sends the checked values, trimmed as the schema gives them', async () => {
    const onSent = vi.fn()
    const screen = await renderIn(<LoginForm rules={loginRules()} onSent={onSent} />)
    await screen.getByLabelText('E-mail').fill('  camille@example.com ')
    await screen.getByLabelText('Password').fill('Secret-1')
    await screen.getByRole('button', { name: 'Log in' }).click()
    await vi.waitFor(() => expect(onSent).toHaveBeenCalledWith({ login: 'camille@example.com', password: 'Secret-1' }))
  })
})

/** A form sent through the kit's `send`: the button held while `work` runs, failures said by the kit. */
function SentForm({ work, refused }: { work: (sent: Sent) => Promise<unknown>; refused?: (error: unknown) => boolean }) {
  const [values, setValues] = useState({ login: 'camille@example.com', password: 'Secret-1' })
  const { form, field, send, sending, failure } = useForm(loginRules(), (forms) => forms.loginSchema(LoginType.Email), values)
  const save = send(work, { failed: 'account.saveFailed', refused })
  return (
    <form ref={form} noValidate onSubmit={(event) => void save(event)}>
      <Field id="login" label="E-mail" type="email" value={values.login} {...field('login')} onChange={(login) => setValues({ ...values, login })} />
      <Field id="password" label="Password" type="password" value={values.password} {...field('password')} onChange={(password) => setValues({ ...values, password })} />
      <FormAlert>{failure}</FormAlert>
      <button type="submit" disabled={sending}>
        Save
      </button>
    </form>
  )
}

describe("the form kit's send", () => {
  it('holds the button while the call runs: a second press sends nothing twice', async () => {
    let finish: (value?: unknown) => void = () => undefined
    const work = vi.fn(() => new Promise((resolve) => (finish = resolve)))
    const screen = await renderIn(<SentForm work={work} />)
    await screen.getByRole('button', { name: 'Save' }).click()
    await expect.element(screen.getByRole('button', { name: 'Save' })).toBeDisabled()
    screen.container.querySelector('form')!.requestSubmit()
    finish()
    // A turn of the page's tasks later, still one call.
    await expect.element(screen.getByRole('button', { name: 'Save' })).toBeDisabled()
    expect(work).toHaveBeenCalledTimes(1)
  })

  it('says a failure that names no field above the button, in the form’s words, and lets it be sent again', async () => {
    const work = vi.fn().mockRejectedValueOnce(new ApiError(500, 'down'))
    const screen = await renderIn(<SentForm work={work} />)
    await screen.getByRole('button', { name: 'Save' }).click()
    await expect.element(screen.getByRole('alert')).toHaveTextContent('Your changes could not be saved. Please try again.')
    await expect.element(screen.getByRole('button', { name: 'Save' })).toBeEnabled()
    await screen.getByRole('button', { name: 'Save' }).click()
    await vi.waitFor(() => expect(work).toHaveBeenCalledTimes(2))
  })

  it('puts the Worker’s refusal of a field beside it, and leaves a refusal the form reads itself to the form', async () => {
    const refused = vi.fn((error: unknown) => error instanceof ApiError && error.status === 409)
    const work = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(400, 'Invalid request', { issues: [{ path: ['login'], message: 'validation.email' }] }))
      .mockRejectedValueOnce(new ApiError(409, 'taken'))
    const screen = await renderIn(<SentForm work={work} refused={refused} />)
    await screen.getByRole('button', { name: 'Save' }).click()
    await expect.element(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Please enter a valid e-mail address')
    await screen.getByRole('button', { name: 'Save' }).click()
    await vi.waitFor(() => expect(refused).toHaveBeenCalledOnce())
    await expect.element(screen.getByText('Your changes could not be saved. Please try again.')).not.toBeInTheDocument()
  })
})
