import { reloadIfChunkGone } from '../../client/chunk-reload'
import { ApiError } from '../../stores/api-error'

/** A module of form rules (the schemas of `domain/`, with zod), fetched the first time a form needs it. */
export type FormRules<Rules> = {
  load(): Promise<Rules>
  loaded(): Rules | undefined
  /** Starts the load, for a form the diner turns to; its failure is said by the submit that waits for it. */
  prefetch(): void
}

/**
 * The rules of `import()`: a page with a form loads no zod before the diner turns to the form (its
 * first focus or press inside it), since most visits read the page and leave. A failed load is
 * forgotten, so the next submit asks again; one failed because a deploy replaced the chunk reloads
 * the page, and the form says the network failed (SPEC §4).
 */
export function formRules<Rules>(load: () => Promise<Rules>): FormRules<Rules> {
  let rules: Rules | undefined
  let loading: Promise<Rules> | undefined
  const start = () =>
    (loading ??= load().then(
      (loaded) => (rules = loaded),
      async (error: unknown) => {
        loading = undefined
        await reloadIfChunkGone(error)
        throw new ApiError(0, `form rules failed to load: ${String(error)}`)
      },
    ))
  return { load: start, loaded: () => rules, prefetch: () => void start().catch(() => undefined) }
}

// Each form's rules, one loader per module of `domain/`.
export const accountFormRules = formRules(() => import('../../domain/account-forms'))
export const contactFormRules = formRules(() => import('../../domain/contact-form'))
/** The payment forms' schemas (checkout and quick checkout) and the order request's, fetched together. */
export const orderFormRules = formRules(() =>
  Promise.all([import('../../domain/checkout-forms'), import('../../domain/checkout')]).then(([forms, request]) => ({ ...forms, ...request })),
)
