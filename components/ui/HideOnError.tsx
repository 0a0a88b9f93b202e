import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react'

/** An image that disappears when it fails to load, even if it failed before hydration (SPEC §7 logo). */
export function HideOnError(props: ImgHTMLAttributes<HTMLImageElement> & { src: string; alt: string }) {
  const [failed, setFailed] = useState(false)
  const ref = useRef<HTMLImageElement>(null)
  useEffect(() => {
    const img = ref.current
    if (img?.complete && img.naturalWidth === 0) setFailed(true)
  }, [])
  if (failed) return null
  return <img ref={ref} {...props} alt={props.alt} onError={() => setFailed(true)} />
}
