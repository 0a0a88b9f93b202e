import { useLayoutEffect, type Dispatch, type RefObject, type SetStateAction } from 'react'

/**
 * What was typed into a server-rendered form before its page hydrated (a slow phone, a password
 * manager filling the fields at once), taken into the form's values as the page hydrates. React keeps
 * the text on screen but not in its state, so the first press of the button would find the fields
 * empty and clear them. A field is matched by its `name`; a checkbox by whether it is ticked.
 */
export function useTypedBeforeHydration<Values extends Record<string, unknown>>(
  form: RefObject<HTMLFormElement | null>,
  setValues: Dispatch<SetStateAction<Values>>,
) {
  useLayoutEffect(() => {
    const controls = [...(form.current?.elements ?? [])].filter(
      (control): control is HTMLInputElement | HTMLTextAreaElement => control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement,
    )
    if (controls.length === 0) return
    setValues((values) => {
      const typed: Record<string, unknown> = {}
      for (const control of controls) {
        if (!(control.name in values)) continue
        const value = control instanceof HTMLInputElement && control.type === 'checkbox' ? control.checked : control.value
        if (typeof value === typeof values[control.name] && value !== values[control.name]) typed[control.name] = value
      }
      return Object.keys(typed).length === 0 ? values : { ...values, ...typed }
    })
    // Once, as the page hydrates (a ref and a state setter do not change): later changes go through
    // the fields' own handlers.
  }, [form, setValues])
}
