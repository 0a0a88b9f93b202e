-- Venue API state: slot pre-bookings and the sandbox clock.

-- A row holds one slot for one visitor: a lock until locked_until, or a confirmed booking.
-- Expired locks are left in place and simply stop counting (see the `active` condition in code).
CREATE TABLE slot_bookings (
  id INTEGER PRIMARY KEY,
  venue TEXT NOT NULL,               -- venues.key
  slot_id TEXT NOT NULL,             -- 'YYYY-MM-DDTHH:mm|type'
  consumption_type INTEGER NOT NULL,
  start_time TEXT NOT NULL,          -- ISO with the venue's offset
  dinner_table_uid TEXT,             -- eat-in only
  anonymous_id TEXT,                 -- visitor (token -1)
  customer_token TEXT,               -- logged-in customer
  locked_until INTEGER,              -- epoch milliseconds; NULL once confirmed
  status TEXT NOT NULL CHECK (status IN ('locked', 'confirmed'))
);
CREATE INDEX slot_bookings_by_slot ON slot_bookings (venue, slot_id);

-- At most one row: when present, every time computation of the origin uses it as "now".
CREATE TABLE sandbox_clock (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  now_ms INTEGER NOT NULL
);
