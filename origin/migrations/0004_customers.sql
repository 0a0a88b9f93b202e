-- Venue API customers: accounts, their access tokens, wallet history, cards, password reset tokens,
-- the mails the sandbox "sends", and top-up payments. Seeded from each venue's demo venue_api
-- customers and cards (origin/seed/build-seed.mjs), which then leave the venue_state document.

-- One account of one venue. Passwords are never stored: password_hash is
-- 'pbkdf2-sha256$<iterations>$<salt, base64>$<hash, base64>' with a salt per customer.
CREATE TABLE customers (
  id INTEGER PRIMARY KEY,            -- the demo id for seeded customers
  venue TEXT NOT NULL,               -- venues.key
  customer_id TEXT NOT NULL,         -- the number shown to the customer (club login)
  email TEXT NOT NULL,               -- lower case
  password_hash TEXT NOT NULL,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  phone TEXT,
  vat_number TEXT,
  language TEXT NOT NULL,
  price_list_id INTEGER,
  cashless_wallet TEXT,              -- wallet id, NULL without a wallet
  balance_cents INTEGER NOT NULL DEFAULT 0,
  delivery_addresses TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(delivery_addresses)),
  billing_address TEXT CHECK (billing_address IS NULL OR json_valid(billing_address)),
  administrative_address TEXT CHECK (administrative_address IS NULL OR json_valid(administrative_address)),
  UNIQUE (venue, customer_id),
  UNIQUE (venue, email)
);

-- Access tokens, kept as SHA-256 (hex) so that the table alone lets nobody in. A login adds one,
-- a logout removes it; the demo access_token of each customer is seeded as a pre-issued token.
CREATE TABLE customer_tokens (
  token_hash TEXT PRIMARY KEY,
  customer INTEGER NOT NULL,         -- customers.id
  created_at INTEGER NOT NULL        -- epoch milliseconds
);
CREATE INDEX customer_tokens_by_customer ON customer_tokens (customer);

-- The wallet history; newest has the highest id (the demo's entries are seeded oldest first).
CREATE TABLE credit_history (
  id INTEGER PRIMARY KEY,
  customer INTEGER NOT NULL,
  date TEXT NOT NULL,                -- ISO with the venue's offset
  type TEXT NOT NULL,                -- topup, order, refund, card
  label TEXT NOT NULL,
  amount_cents INTEGER NOT NULL,
  balance_cents INTEGER NOT NULL     -- the balance after this entry
);
CREATE INDEX credit_history_by_customer ON credit_history (customer, id);

CREATE TABLE cards (
  venue TEXT NOT NULL,
  card_id TEXT NOT NULL,             -- 12 digits
  initialized INTEGER NOT NULL CHECK (initialized IN (0, 1)),
  customer INTEGER,                  -- customers.id of the owner once linked
  balance_cents INTEGER NOT NULL,    -- moved to the owner's wallet when linked
  PRIMARY KEY (venue, card_id)
);

-- Forgotten-password links: a random token (kept as SHA-256), valid one hour, used once.
CREATE TABLE password_resets (
  token_hash TEXT PRIMARY KEY,
  customer INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,       -- epoch milliseconds (sandbox clock)
  used_at INTEGER
);

-- The sandbox's visible mailbox (GET /__sandbox/mails): nothing leaves the machine.
CREATE TABLE sent_mails (
  id INTEGER PRIMARY KEY,
  venue TEXT NOT NULL,
  to_address TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  link TEXT,                         -- the link the mail carries, if any
  created_at INTEGER NOT NULL
);
CREATE INDEX sent_mails_by_address ON sent_mails (to_address, id);

-- Wallet top-ups paid on the sandbox payment page. credited_at is set by the batch that credits
-- the wallet, so a payment is credited once however often its outcome is posted.
CREATE TABLE credit_topups (
  id TEXT PRIMARY KEY,               -- 'pay_' + 32 hex, the payment page's key
  venue TEXT NOT NULL,
  customer INTEGER NOT NULL,
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  language TEXT NOT NULL,
  return_url TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('open', 'paid', 'failed', 'canceled', 'expired')),
  created_at INTEGER NOT NULL,
  credited_at INTEGER
);

-- The demo accounts as seeded, with the same columns, so that /__sandbox/customers can put the
-- accounts back without the plain passwords (which never reach D1).
CREATE TABLE demo_customers AS SELECT * FROM customers WHERE 0;
CREATE TABLE demo_customer_tokens AS SELECT * FROM customer_tokens WHERE 0;
CREATE TABLE demo_credit_history AS SELECT * FROM credit_history WHERE 0;
CREATE TABLE demo_cards AS SELECT * FROM cards WHERE 0;

-- From now on slot_bookings.customer_token holds the customer's key ('customer:<customers.id>'),
-- not a token: every token of one customer holds the same booking.
