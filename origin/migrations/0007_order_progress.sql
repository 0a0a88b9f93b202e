-- The kitchen steps an accepted order has reached (orders.status stays the payment state): one row
-- per step, numbered 1..n per order. The primary key makes two writers that append at once add one
-- step, not two with the same number.
CREATE TABLE order_progress (
  order_uid TEXT NOT NULL,           -- orders.uid
  venue TEXT NOT NULL,               -- venues.key
  seq INTEGER NOT NULL CHECK (seq >= 1),
  step TEXT NOT NULL CHECK (step IN ('accepted', 'preparing', 'ready', 'served', 'out_for_delivery', 'delivered', 'rejected')),
  at INTEGER NOT NULL,               -- epoch milliseconds (sandbox clock)
  estimated_ready_at INTEGER,        -- epoch milliseconds, on accepted and preparing only
  reasons TEXT CHECK (reasons IS NULL OR json_valid(reasons)), -- JSON array of strings, on rejected only
  PRIMARY KEY (order_uid, seq)
);
