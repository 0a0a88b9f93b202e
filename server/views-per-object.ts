/**
 * A memo of values made from an object, per key (a language, a price list): each is made once and kept
 * as long as the object is. A cached record or bundle is the same object until it is reloaded, so a
 * warm render does not remake what it shows.
 */
export function viewsPerObject<O extends object, V>(): (object: O, key: string, make: () => V) => V {
  const made = new WeakMap<O, Map<string, V>>()
  return (object, key, make) => {
    let views = made.get(object)
    if (!views) made.set(object, (views = new Map()))
    let view = views.get(key)
    if (view === undefined) views.set(key, (view = make()))
    return view
  }
}
