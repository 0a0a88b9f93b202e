import { useEffect, useRef, useState } from 'react'
import { useNearScreen } from './near-screen'

export const DEFAULT_PRODUCT_IMAGE = '/images/default-product.svg'

/**
 * A product image that falls back to the default image when missing or broken (SPEC §3, §8). The
 * first screen's are fetched at once; with `whenNear`, the others only once they come near the screen
 * (their box is sized meanwhile, so nothing moves), else lazily as the browser sees fit.
 */
export function ProductImage({ src, eager, whenNear = false }: { src: string | null; eager: boolean; whenNear?: boolean }) {
  const [failed, setFailed] = useState(false)
  const ref = useRef<HTMLImageElement>(null)
  const near = useNearScreen(ref, eager || !whenNear)
  // An image that failed before hydration fired its error event before React listened.
  useEffect(() => {
    const img = ref.current
    if (img?.getAttribute('src') && img.complete && img.naturalWidth === 0) setFailed(true)
  }, [])
  return (
    <img
      ref={ref}
      className="product-image"
      src={near ? (failed || !src ? DEFAULT_PRODUCT_IMAGE : src) : undefined}
      alt=""
      width={300}
      height={200}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding={eager ? "sync" : "async"}
      onError={() => setFailed(true)}
    />
  )
}
