import { DurableObject } from 'cloudflare:workers'
import { readConfig, type Bindings } from '../env'
import { UpstreamError } from '../http-error'
import { detachedCallWatch } from '../logs/upstream-log'
import { platformClient } from '../platform/platform-client'
import { loadMenu } from './load-menu'
import type { MenuAnswer, MenuAsk, MenuOwnerCalls } from './menu-owner-calls'

// The one owner of a point of sale's menu for the whole world (decision 075): a Durable Object per
// platform and POS. It alone decides when the menu is loaded from the platform, loads it once however
// many data centres ask, and keeps the bundle with a version that changes when its content does. Data
// centres keep a copy briefly and ask again with the version they hold: the answer is then a few
// bytes unless the menu changed.

type Held = { json: string; version: number; fetchedAt: number }
// What the owner keeps in memory: not the bundle, which it reads from storage only to send it (a data
// centre's first ask, or one after a change). Many owners share an isolate and its 128 MB (decision 076).
type Meta = { version: number; fetchedAt: number; pieces: number }

const META = 'meta'
// A stored value may be at most 2 MB; a bundle is kept in pieces below that (a character of a string
// may take two bytes).
const PIECE_CHARS = 500_000

export class MenuOwner extends DurableObject<Bindings> implements MenuOwnerCalls {
  #meta: Meta | null | undefined
  #refreshing: Promise<Held> | undefined

  /** The menu, fresh or, while it is refreshed or the platform fails, the last one loaded. */
  async menu(ask: MenuAsk): Promise<MenuAnswer> {
    const meta = await this.#storedMeta()
    const age = meta ? (Date.now() - meta.fetchedAt) / 1000 : Infinity
    if (meta && age <= ask.policy.freshSeconds) return this.#answer(meta, ask.knownVersion)
    if (meta && age <= ask.policy.freshSeconds + ask.policy.staleSeconds) {
      this.ctx.waitUntil(this.#refresh(ask).catch(() => undefined))
      return this.#answer(meta, ask.knownVersion)
    }
    return this.#loadNow(ask, meta)
  }

  /** The menu loaded again now: the venue said it changed. A refresh under way may predate the change. */
  async reload(ask: MenuAsk): Promise<MenuAnswer> {
    await this.#refreshing?.catch(() => undefined)
    return this.#loadNow(ask, null)
  }

  async #loadNow(ask: MenuAsk, fallback: Meta | null): Promise<MenuAnswer> {
    try {
      return answerFor(await this.#refresh(ask), ask.knownVersion)
    } catch (error) {
      if (fallback) return this.#answer(fallback, ask.knownVersion)
      if (error instanceof UpstreamError) return { kind: 'failed', pattern: error.pattern, failure: error.failure }
      throw error
    }
  }

  /** "Same" for the version the data centre holds, else the bundle, read from storage. */
  async #answer(meta: Meta, knownVersion: number | null): Promise<MenuAnswer> {
    if (meta.version === knownVersion) return { kind: 'same', version: meta.version, fetchedAt: meta.fetchedAt }
    return { kind: 'menu', version: meta.version, fetchedAt: meta.fetchedAt, json: await this.#storedJson(meta) }
  }

  async #storedJson(meta: Meta): Promise<string> {
    const keys = Array.from({ length: meta.pieces }, (_, index) => `piece:${index}`)
    const pieces = await this.ctx.storage.get<string>(keys)
    return keys.map((key) => pieces.get(key) ?? '').join('')
  }

  // One load at a time: every data centre that finds the copy stale while it loads waits for this one.
  #refresh(ask: MenuAsk): Promise<Held> {
    this.#refreshing ??= this.#load(ask).finally(() => (this.#refreshing = undefined))
    return this.#refreshing
  }

  async #load({ pointOfSale, requestId, host }: MenuAsk): Promise<Held> {
    const config = readConfig(this.env)
    const watch = detachedCallWatch({ requestId, host }, this.env.METRICS, (promise) => this.ctx.waitUntil(promise))
    const json = JSON.stringify(await loadMenu(platformClient(config, this.env.VENUES, { watch }), pointOfSale))
    const previous = await this.#storedMeta()
    // The same content keeps its version: data centres keep their copy, and the pages made from it.
    const same = previous !== null && (await this.#storedJson(previous)) === json
    const version = same ? previous.version : (previous?.version ?? 0) + 1
    const held = { json, version, fetchedAt: Date.now() }
    await this.#store(held)
    return held
  }

  async #storedMeta(): Promise<Meta | null> {
    if (this.#meta === undefined) this.#meta = (await this.ctx.storage.get<Meta>(META)) ?? null
    return this.#meta
  }

  async #store(held: Held) {
    const pieces: Record<string, string> = {}
    for (let index = 0; index * PIECE_CHARS < held.json.length; index++) pieces[`piece:${index}`] = held.json.slice(index * PIECE_CHARS, (index + 1) * PIECE_CHARS)
    const meta = { version: held.version, fetchedAt: held.fetchedAt, pieces: Object.keys(pieces).length }
    await this.ctx.storage.put({ ...pieces, [META]: meta })
    this.#meta = meta
  }
}

const answerFor = (held: Held, knownVersion: number | null): MenuAnswer =>
  held.version === knownVersion ? { kind: 'same', version: held.version, fetchedAt: held.fetchedAt } : { kind: 'menu', version: held.version, fetchedAt: held.fetchedAt, json: held.json }
