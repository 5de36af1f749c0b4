-- Extensions every later migration may rely on: trigram search, accent folding, and btree operators
-- inside GiST exclusion constraints (no double bookings).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS unaccent;
CREATE EXTENSION IF NOT EXISTS btree_gist;

-- The development outbox: every mail the server sends when no SMTP_URL is configured.
CREATE TABLE outbox_emails (
  id bigserial PRIMARY KEY,
  to_address text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX outbox_emails_to_idx ON outbox_emails (lower(to_address), created_at DESC);
