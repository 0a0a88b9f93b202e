// An isolate has 128 MB for everything (code, requests in flight, caches). Its caches share one budget
// of bytes: each is a map whose entries are charged to the budget, and when the budget is full the
// entry used least recently, whichever cache holds it, is dropped first (decision 076).

type Charge = { bytes: number; drop: () => void }

/** Bytes shared by several caches, with one order of use across all of them. */
export class ByteBudget {
  #used = 0
  // A Map keeps insertion order: an entry used again is moved to the end, so the first is the oldest.
  readonly #byUse = new Map<object, Charge>()

  /** `limit` bytes in all; no one entry larger than `entryLimit` (by default an eighth) is kept. */
  constructor(
    readonly limit: number,
    readonly entryLimit = Math.floor(limit / 8),
  ) {}

  get used(): number {
    return this.#used
  }

  /** Charges `bytes` for `token`, dropping the least recently used entries to make room; false when too big. */
  charge(token: object, bytes: number, drop: () => void): boolean {
    this.release(token)
    if (bytes > this.entryLimit) return false
    this.#byUse.set(token, { bytes, drop })
    this.#used += bytes
    while (this.#used > this.limit) {
      const [oldest, charge] = this.#byUse.entries().next().value!
      this.release(oldest)
      charge.drop()
    }
    return true
  }

  /** Marks `token` as just used. */
  touch(token: object): void {
    const charge = this.#byUse.get(token)
    if (!charge) return
    this.#byUse.delete(token)
    this.#byUse.set(token, charge)
  }

  /** Gives back what `token` was charged (its entry left its cache). */
  release(token: object): void {
    const charge = this.#byUse.get(token)
    if (!charge) return
    this.#byUse.delete(token)
    this.#used -= charge.bytes
  }
}

/** A map bounded by a byte budget it may share with others; `sizeOf` says what an entry holds, in bytes. */
export class ByteLru<K, V> {
  readonly #entries = new Map<K, { value: V; token: object }>()

  constructor(
    readonly budget: ByteBudget,
    readonly sizeOf: (value: V, key: K) => number,
  ) {}

  get size(): number {
    return this.#entries.size
  }

  get(key: K): V | undefined {
    const entry = this.#entries.get(key)
    if (entry) this.budget.touch(entry.token)
    return entry?.value
  }

  /** Keeps `value` under `key`; false (and nothing kept under `key`) when it alone is over the entry limit. */
  set(key: K, value: V): boolean {
    this.delete(key)
    const token = {}
    // Charged before it is kept: making room may drop older entries of this very map.
    if (!this.budget.charge(token, this.sizeOf(value, key), () => this.#drop(key, token))) return false
    this.#entries.set(key, { value, token })
    return true
  }

  delete(key: K): void {
    const entry = this.#entries.get(key)
    if (!entry) return
    this.#entries.delete(key)
    this.budget.release(entry.token)
  }

  /** Every entry dropped (and its bytes given back). */
  clear(): void {
    for (const key of [...this.#entries.keys()]) this.delete(key)
  }

  #drop(key: K, token: object) {
    if (this.#entries.get(key)?.token === token) this.#entries.delete(key)
  }
}

/** What a string holds: V8 keeps text in one or two bytes a character; counted at two, the upper bound. */
export const stringBytes = (text: string): number => text.length * 2
