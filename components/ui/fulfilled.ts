/**
 * Marks `promise` as fulfilled with `value` the way React's `use` reads a promise (its `status` and
 * `value`, which React writes itself on a promise it has awaited): a render then reads it at once,
 * without suspending. React relies on this protocol but does not document it as an API (decision 031,
 * tests/unit/components/fulfilled.test.ts).
 */
export function markFulfilled<T>(promise: Promise<T>, value: T): void {
  Object.assign(promise, { status: 'fulfilled', value })
}

/** The value of `promise` if it is marked fulfilled (markFulfilled, or React's own awaiting), else undefined. */
export function fulfilledValue<T>(promise: Promise<T> | undefined): T | undefined {
  const settled = promise as (Promise<T> & { status?: string; value?: T }) | undefined
  return settled?.status === 'fulfilled' ? settled.value : undefined
}
