-- Venue API ordering: orders placed through checkout and quick checkout, their sandbox payments,
-- the idempotency keys of checkout requests and the voucher amounts orders have taken.

-- body is the order as GET /order answers it; status and number are kept in columns so that they
-- can change (status) or be allocated (number) inside SQL, and are laid over body when read.
CREATE TABLE orders (
  id INTEGER PRIMARY KEY,            -- insertion order: newest has the highest id
  uid TEXT NOT NULL UNIQUE,
  venue TEXT NOT NULL,               -- venues.key
  number_seq INTEGER NOT NULL,       -- the 6 digits of number, increasing per venue
  status TEXT NOT NULL CHECK (status IN ('pending', 'accepted', 'paid', 'failed', 'canceled', 'expired')),
  payment_id TEXT,                   -- the sandbox payment, NULL when no payment page follows
  created_at INTEGER NOT NULL,       -- epoch milliseconds (sandbox clock)
  body TEXT NOT NULL CHECK (json_valid(body)),
  UNIQUE (venue, number_seq)
);

-- One sandbox payment page per online-paid order. The id is random and is the page's only key.
CREATE TABLE payments (
  id TEXT PRIMARY KEY,
  venue TEXT NOT NULL,
  order_uid TEXT NOT NULL UNIQUE,
  method TEXT NOT NULL,              -- payment_methods id or 'wallet'
  amount_cents INTEGER NOT NULL,     -- what is left to pay after a voucher
  return_url TEXT NOT NULL,          -- where the page sends the customer back (http or https)
  status TEXT NOT NULL CHECK (status IN ('open', 'paid', 'failed', 'canceled', 'expired'))
);

-- A checkout request per (venue, idempotency key). The row is claimed before the checks run; the
-- order batch fills order_uid. A rejected request deletes its claim so the key can be used again.
CREATE TABLE checkouts (
  id INTEGER PRIMARY KEY,
  venue TEXT NOT NULL,
  idempotency_key TEXT NOT NULL,
  request_hash TEXT NOT NULL,        -- SHA-256 of the route, token and validated body
  claimed_at INTEGER NOT NULL,       -- epoch milliseconds (real time: a stale claim is taken over)
  order_uid TEXT,
  UNIQUE (venue, idempotency_key)
);

-- Voucher amounts taken by orders; a voucher's remaining amount is its seeded remaining_amount less
-- these. remaining_cents is that balance after this row: the CHECK makes a batch that would
-- overdraw the voucher fail as a whole.
CREATE TABLE voucher_redemptions (
  id INTEGER PRIMARY KEY,
  venue TEXT NOT NULL,
  code TEXT NOT NULL,
  order_uid TEXT NOT NULL UNIQUE,
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  remaining_cents INTEGER NOT NULL CHECK (remaining_cents >= 0)
);
CREATE INDEX voucher_redemptions_by_code ON voucher_redemptions (venue, code);

-- The order a confirmed booking belongs to; a booking serves one order only.
ALTER TABLE slot_bookings ADD COLUMN order_uid TEXT;
