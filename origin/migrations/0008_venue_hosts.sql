-- Hostnames a venue was given after the seed (POST /__sandbox/venue-hosts): the platform learns a
-- venue's own domain, as it does in production when a venue is put on its own hostname. The venue's
-- records answer for it as for its seeded host.
CREATE TABLE venue_hosts (
  host TEXT PRIMARY KEY,             -- hostname without port
  venue TEXT NOT NULL REFERENCES venues(key)
);
