import { usePageData } from '../ui/page-data'

/**
 * The venue's terms under the menu's heading, before the cart says any of them: when it takes orders,
 * its minimum order, where it delivers (domain/venue-terms.ts decides which, venue-terms-words.ts words
 * them on the server). Server HTML from the page's data, the same once hydrated: nothing moves, and
 * the page's code carries neither the rule nor its texts.
 */
export function VenueTerms() {
  const terms = usePageData()?.terms ?? []
  if (terms.length === 0) return null
  return (
    <ul className="venue-terms">
      {terms.map((term) => (
        <li key={term}>{term}</li>
      ))}
    </ul>
  )
}
