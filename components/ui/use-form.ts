import { useEffect, useEffectEvent, useRef, useState, type FocusEvent, type FormEvent } from 'react'
import { failureText } from './failure-text'
import { focusFirstError, serverIssues, translatedErrors } from './form-errors'
import type { FormRules } from './form-rules'
import { useI18n } from './i18n'
import { useTypedBeforeHydration } from './typed-before-hydration'

type Issues = readonly { path: readonly PropertyKey[]; message: string }[]

/** What the hook needs of a form's schema from `domain/` (zod and zod/mini alike). */
export type FormSchema<Output> = {
  safeParse(values: unknown): { success: true; data: Output } | { success: false; error: { issues: Issues } }
}

type Refusal = { message: string; value: unknown }

type SendOptions = {
  /** The catalogue key of the alert for a failure that names no field ('error.message' if none), or of each failure. */
  failed?: string | ((error: unknown) => string)
  /** A refusal the form reads itself (an e-mail address taken, a link expired): true once it has. */
  refused?: (error: unknown) => boolean
}

/**
 * One form pattern (STYLE 17): a form's values checked by its schema from `domain/`, which `schemaOf`
 * takes from the form's `rules` once they have come. A field says nothing until the diner leaves it or
 * presses the form's button; once it has shown an error it is checked again at every change, so a
 * message goes as soon as the field is mended. `submit` gives the checked values, or marks every field
 * in error and moves the focus to the first one. `refuse` puts the Worker's refusal of fields beside
 * them, each until its field changes; `refuseWith` does the same with messages the form has already
 * worked out, for what the schema cannot know (an e-mail address already taken, a wrong current
 * password).
 *
 * `values` holds the fields by the names the schema gives them, whoever keeps them (the form's
 * state, a store): the messages are worked out from them at each render, never kept apart from them.
 * `early` gives, as issues, what the schema says only once every field is valid on its own (its
 * checks of the whole form: a confirmation that differs), so it is said beside the other messages;
 * each field shows the schema's own message first.
 */
export function useForm<Rules, Values extends Record<string, unknown>, Output>(
  rules: FormRules<Rules>,
  schemaOf: (rules: Rules) => FormSchema<Output>,
  values: Values,
  early?: (values: Values) => Issues,
) {
  type Field = keyof Values & string
  const { t, price } = useI18n()
  const form = useRef<HTMLFormElement>(null)
  // Fields that have shown an error: from then on they are checked as they change.
  const [watched, setWatched] = useState<ReadonlySet<string>>(() => new Set())
  const [refused, setRefused] = useState<Readonly<Record<string, Refusal>>>({})
  const [loaded, setLoaded] = useState(rules.loaded)
  const schema = loaded === undefined ? null : schemaOf(loaded)
  const load = async () => {
    const come = await rules.load()
    setLoaded(() => come)
    return schemaOf(come)
  }

  // The rules come once the diner turns to the form: a focus or a press inside it, whenever it is shown.
  const loadRules = useEffectEvent(() => load().catch(() => undefined))
  useEffect(() => {
    if (loaded !== undefined) return
    const turnedTo = (event: Event) => {
      if (event.target instanceof Node && form.current?.contains(event.target)) void loadRules()
    }
    document.addEventListener('focusin', turnedTo)
    document.addEventListener('pointerdown', turnedTo)
    return () => {
      document.removeEventListener('focusin', turnedTo)
      document.removeEventListener('pointerdown', turnedTo)
    }
  }, [loaded])

  const errorsBy = (checking: FormSchema<Output>) => {
    const checked = checking.safeParse(values)
    return { checked, found: checked.success ? {} : translatedErrors(t, [...checked.error.issues, ...(early?.(values) ?? [])], price) }
  }
  const { found } = schema ? errorsBy(schema) : { found: {} as Record<string, string> }
  const errors: Partial<Record<Field, string>> = {}
  for (const field of Object.keys(values) as Field[]) {
    const refusal = refused[field]
    const message = (watched.has(field) ? found[field] : undefined) ?? (refusal && Object.is(refusal.value, values[field]) ? refusal.message : undefined)
    if (message) errors[field] = message
  }

  const watch = (fields: readonly string[]) =>
    setWatched((current) => (fields.every((field) => current.has(field)) ? current : new Set([...current, ...fields])))
  // Once the render that marks the fields is committed, so the first one marked is there to take the
  // focus (a frame later is not always: the render may come after it).
  const [focusAsked, setFocusAsked] = useState(0)
  useEffect(() => {
    if (focusAsked > 0) focusFirstError(form.current)
  }, [focusAsked])
  const focusFirst = () => setFocusAsked((count) => count + 1)

  /**
   * The blur handler of a field, or of a group of controls (the ways to pay), which is left only when
   * the focus goes outside it. Leaving it for the form's own button says nothing yet: the message
   * would push the button from under the pointer pressing it, and pressing it checks every field.
   */
  const leave = (field: Field) => (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget
    if (next instanceof Node && event.currentTarget.contains(next)) return
    if ((next instanceof HTMLButtonElement || next instanceof HTMLInputElement) && next.type === 'submit' && next.form === form.current) return
    if (schema) {
      if (found[field]) watch([field])
      return
    }
    // Left before the rules came: checked as it was left once they are here.
    load().then((checking) => errorsBy(checking).found[field] && watch([field]), () => undefined)
  }

  // A submit waiting for the rules: another press meanwhile sends nothing twice.
  const waiting = useRef(false)
  /**
   * The checked values, or null once every field in error says so and the first one has the focus
   * (or while an earlier press still waits for the rules). Rejects, as a network failure, when the
   * rules cannot be fetched: the form says so like a failed call.
   */
  const submit = async (): Promise<Output | null> => {
    if (waiting.current) return null
    waiting.current = true
    try {
      const { checked, found: all } = errorsBy(schema ?? (await load()))
      if (checked.success) return checked.data
      watch(Object.keys(all))
      focusFirst()
      return null
    } finally {
      waiting.current = false
    }
  }

  /**
   * Shows these messages, already translated, beside their fields, each until its field changes, in
   * place of the refusals shown so far; the first field refused takes the focus. False when they name
   * none of this form's fields.
   */
  const refuseWith = (messages: Partial<Record<Field, string>>): boolean => {
    const shown: Partial<Record<string, string>> = messages
    const fields = Object.keys(shown).filter((field) => field in values && shown[field])
    if (fields.length === 0) return false
    setRefused(Object.fromEntries(fields.map((field) => [field, { message: shown[field]!, value: values[field] }])))
    focusFirst()
    return true
  }

  /** Shows the Worker's refusal of this form's fields; false when it names none of them. */
  const refuse = (issues: Issues): boolean => refuseWith(translatedErrors(t, issues, price) as Partial<Record<Field, string>>)

  /** A failed call's refusal of this form's fields (a 400 naming them), beside them; false for any other failure. */
  const refuseFailure = (error: unknown): boolean => {
    const issues = serverIssues(error)
    return issues !== null && refuse(issues)
  }

  const [sending, setSending] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const busy = useRef(false)
  const hold = (held: boolean) => {
    busy.current = held
    setSending(held)
  }

  /**
   * The form's submit handler: the fields checked, then `work` with their checked values while the
   * button is held. A refusal of the form's fields goes beside them; one the form reads itself, as
   * `refused` says; any other failure above the button. Done, the form stays held, for a page that
   * leaves; a form that stays calls `reset`, and `work` that sends nothing after all returns false.
   */
  const send =
    (work: (checked: Output) => Promise<unknown> | false, { failed, refused: readRefusal }: SendOptions = {}) =>
    async (event: FormEvent) => {
      event.preventDefault()
      if (busy.current) return
      setFailure(null)
      try {
        const checked = await submit()
        if (!checked) return
        hold(true)
        if ((await work(checked)) === false) hold(false)
      } catch (error) {
        hold(false)
        if (refuseFailure(error) || readRefusal?.(error)) return
        setFailure(failureText(t, error, typeof failed === 'function' ? failed(error) : failed))
      }
    }

  /** Forgets what the fields have said and been refused, and lets the form be sent again, for a form emptied once sent. */
  const reset = () => {
    setWatched(new Set())
    setRefused({})
    hold(false)
  }

  /** What a field of the form needs: its name, its message, and when it is left. */
  const field = (name: Field) => ({ name, error: errors[name], onBlur: leave(name) })

  return { form, errors, leave, field, submit, send, sending, failure, refuse, refuseFailure, refuseWith, reset }
}

/**
 * A form that holds its own text fields (`initial`): the kit as above, and each field's whole wiring,
 * `field(name)`: its name, value, message, and what changing and leaving it do. What was typed before
 * the page hydrated is taken in.
 */
export function useOwnForm<Rules, Values extends Record<string, string>, Output>(
  rules: FormRules<Rules>,
  schemaOf: (rules: Rules) => FormSchema<Output>,
  initial: Values | (() => Values),
  early?: (values: Values) => Issues,
) {
  const [values, setValues] = useState(initial)
  const kit = useForm(rules, schemaOf, values, early)
  useTypedBeforeHydration(kit.form, setValues)
  const field = <Name extends keyof Values & string>(name: Name) => ({
    ...kit.field(name),
    value: values[name],
    onChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
  })
  return { ...kit, field, values, setValues }
}
