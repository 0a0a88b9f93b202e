import { useEffect, useRef, useState } from 'react'

export const DEFAULT_PRODUCT_IMAGE = '/images/default-product.svg'

/** A product image that falls back to the default image when missing or broken (SPEC §3, §8). */
export function ProductImage({ src, eager }: { src: string | null; eager: boolean }) {
  const [failed, setFailed] = useState(false)
  const ref = useRef<HTMLImageElement>(null)
  // An image that failed before hydration fired its error event before React listened.
  useEffect(() => {
    const img = ref.current
    if (img?.complete && img.naturalWidth === 0) setFailed(true)
  }, [])
  return (
    <img
      ref={ref}
      className="product-image"
      src={failed || !src ? DEFAULT_PRODUCT_IMAGE : src}
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
