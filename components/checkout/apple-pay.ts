import { useEffect, useState } from 'react'

type WithApplePay = { ApplePaySession?: { canMakePayments?: () => boolean } }

/**
 * Whether this browser can pay with Apple Pay (Safari with a card in its wallet). Asked after
 * hydration, so the server's HTML and the browser's first render agree; false until then. Safari
 * throws on a page that is not secure: that is a no.
 */
export function useApplePay(): boolean {
  const [canPay, setCanPay] = useState(false)
  useEffect(() => {
    try {
      setCanPay((window as WithApplePay).ApplePaySession?.canMakePayments?.() === true)
    } catch {
      setCanPay(false)
    }
  }, [])
  return canPay
}
