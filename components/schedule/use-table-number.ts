import { useEffect, useState } from 'react'
import type { Locale } from '../../domain/locale'
import { apiGet } from '../../stores/api-client'
import { useI18n } from '../ui/i18n'

// The pre-booking answer names the table by uid; its number, what the customer reads on the table,
// comes from GET /api/dinnertable/{uid}. Each uid is asked once per visit, however many places show it.
const numbers = new Map<string, number>()
const requests = new Map<string, Promise<number | null>>()

function tableNumber(uid: string, locale: Locale): Promise<number | null> {
  let request = requests.get(uid)
  if (!request) {
    request = apiGet('/dinnertable/:id', { param: { id: uid } }, locale).then(
      (table) => {
        numbers.set(uid, table.number)
        return table.number
      },
      () => {
        // Unknown to the venue or unreachable: the uid is shown, and a later view may ask again.
        requests.delete(uid)
        return null
      },
    )
    requests.set(uid, request)
  }
  return request
}

/** The number of a dinner table once known; null before, and when the venue cannot say. */
export function useTableNumber(uid: string | null): number | null {
  const { locale } = useI18n()
  const [known, setKnown] = useState<{ uid: string; number: number } | null>(null)
  useEffect(() => {
    if (!uid || numbers.has(uid)) return
    let current = true
    void tableNumber(uid, locale).then((number) => {
      if (current && number !== null) setKnown({ uid, number })
    })
    return () => {
      current = false
    }
  }, [uid, locale])
  if (!uid) return null
  return numbers.get(uid) ?? (known?.uid === uid ? known.number : null)
}
