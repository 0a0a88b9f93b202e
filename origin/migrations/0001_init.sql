-- Demo platform records are kept as JSON documents so the answers keep the exact demo shapes.

CREATE TABLE venues (
  key TEXT PRIMARY KEY,              -- file name of the demo venue, also its path prefix /venues/<key>
  host TEXT NOT NULL UNIQUE,         -- hostname without port
  pos_id INTEGER NOT NULL UNIQUE,
  pos TEXT NOT NULL CHECK (json_valid(pos)),
  children TEXT NOT NULL CHECK (json_valid(children))
);

-- kind: pos (top POS and children), journal, store, entity, price_list, item_level, matrix, item,
-- proposition, stock. seq keeps file order, which several answers must preserve.
CREATE TABLE records (
  seq INTEGER PRIMARY KEY,
  kind TEXT NOT NULL,
  id TEXT NOT NULL,                  -- record id; for stock: '<item_uid>|<entity_id>'
  pos_id INTEGER,                    -- posId of menu records, NULL otherwise
  body TEXT NOT NULL CHECK (json_valid(body))
);
-- Ids are unique across the demo; stock keys are not (one record per store of an entity).
CREATE UNIQUE INDEX records_unique_id ON records (kind, id) WHERE kind <> 'stock';
CREATE INDEX records_by_id ON records (kind, id, seq);
CREATE INDEX records_by_pos ON records (kind, pos_id, seq) WHERE pos_id IS NOT NULL;

CREATE TABLE allergens (
  seq INTEGER PRIMARY KEY,
  id INTEGER NOT NULL UNIQUE,
  body TEXT NOT NULL CHECK (json_valid(body))
);

-- Each venue's venue_api object, untouched, for the venue API of later work.
CREATE TABLE venue_state (
  host TEXT PRIMARY KEY,
  body TEXT NOT NULL CHECK (json_valid(body))
);

CREATE TABLE service_tokens (
  token TEXT PRIMARY KEY,
  expires_at INTEGER NOT NULL        -- epoch milliseconds
);
CREATE INDEX service_tokens_by_expiry ON service_tokens (expires_at);

-- Sandbox control: kept in D1 so every isolate sees the same faults and counts.
CREATE TABLE faults (
  id INTEGER PRIMARY KEY,
  match TEXT NOT NULL,               -- path prefix
  status INTEGER,
  delay_ms INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE calls (
  id INTEGER PRIMARY KEY,
  path TEXT NOT NULL,
  at INTEGER NOT NULL                -- epoch milliseconds
);
CREATE INDEX calls_by_path ON calls (path);
