import { lazy, useState, type ComponentType } from 'react'

/**
 * `React.lazy` for code fetched ahead of its use (prefetchWhenIdle): once its module has come, the
 * component renders in the same commit as the tap that asked for it. A lazy component suspends on its
 * first render whatever its promise has done, and React then holds the revealed content back for up to
 * 300 ms after the fallback it committed, which a popup showed as a late open.
 */
export function preloadedLazy<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined
  const preload = () =>
    load().then((component) => {
      loaded = component
      return { default: component }
    })
  const Lazy: ComponentType<P> = lazy(preload)
  function Preloaded(props: P) {
    // Chosen once per mount: a module that comes while the lazy one is shown never remounts it.
    const [Component] = useState(() => loaded ?? Lazy)
    return <Component {...props} />
  }
  return { Component: Preloaded, preload }
}
