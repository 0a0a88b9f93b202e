-- The part of an order paid from the customer's prepaid balance. It is taken in the batch that places
-- the order (with a history entry naming the order) and given back once, stamping returned_at, when
-- the online payment of the rest fails, is canceled or expires.
CREATE TABLE balance_payments (
  order_uid TEXT PRIMARY KEY,
  venue TEXT NOT NULL,               -- venues.key
  customer INTEGER NOT NULL,         -- customers.id
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  returned_at INTEGER                -- epoch milliseconds (sandbox clock) once given back
);
