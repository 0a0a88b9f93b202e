import type { PageContextServer } from 'vike/types'

/** The order a result page's link names (?uid=), read with the page so it arrives whole. */
export const orderRead = ({ urlParsed }: PageContextServer): string[] => {
  const uid = urlParsed.search.uid
  return uid ? [`/order/${encodeURIComponent(uid)}`] : []
}
