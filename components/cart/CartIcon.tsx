/** The bag with the number of items in the cart, as the cart bar and the header show it. */
export function CartIcon({ count, size }: { count: number; size: number }) {
  return (
    <span className="cart-icon" aria-hidden="true">
      <svg viewBox="0 0 24 24" width={size} height={size}>
        <path fill="currentColor" d="M7 7V6a5 5 0 0 1 10 0v1h3l-1 14H5L4 7zm2 0h6V6a3 3 0 0 0-6 0z" />
      </svg>
      {count > 0 && <span className="cart-count">{count}</span>}
    </span>
  )
}
