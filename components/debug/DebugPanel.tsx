import { usePageContext } from '../ui/page-context'
import { useCart } from '../../stores/ordering'
import { useCustomer } from '../ui/use-customer'

/**
 * The hidden debug panel (SPEC §2, §9): API base, point of sale, store, customer and cart, for
 * support staff. It is not translated: it is a tool, not a page for diners.
 */
export function DebugPanel() {
  const { debug } = usePageContext()
  const customer = useCustomer()
  const lines = useCart((state) => state.lines)
  if (!debug) return null
  const sections: [string, unknown][] = [
    ['API base', debug.apiBase],
    ['Point of sale', debug.pos],
    ['Store', debug.store],
    ['Points of sale of the food court', debug.children],
    ['Customer', customer ? { customerId: customer.customerId, email: customer.email, priceListId: customer.priceListId, hasWallet: customer.hasWallet } : 'visitor'],
    ['Cart', lines],
  ]
  return (
    <article className="info-page debug-panel" lang="en">
      <h1>Debug</h1>
      {sections.map(([title, value]) => (
        <section key={title} aria-labelledby={`debug-${title}`}>
          <h2 id={`debug-${title}`}>{title}</h2>
          {/* A block that scrolls sideways is reached by Tab, to scroll it with the arrows. */}
          {/* eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex */}
          <pre tabIndex={0}>{typeof value === 'string' ? value : JSON.stringify(value, null, 2)}</pre>
        </section>
      ))}
    </article>
  )
}
