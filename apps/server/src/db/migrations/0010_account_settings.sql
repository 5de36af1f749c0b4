-- Account deletion (rule A10): an account is anonymised at once and keeps a row, so lessons, messages and
-- reviews stay attached to "Deleted User"; the rest of its personal data is purged after purge_after
-- (deletion + 6 months, the privacy page's promise) by a later job. Written from the app's clock.
ALTER TABLE users ADD COLUMN deleted_at timestamptz;
ALTER TABLE users ADD COLUMN purge_after timestamptz;
ALTER TABLE users ADD CONSTRAINT users_deleted_purge_check CHECK ((deleted_at IS NULL) = (purge_after IS NULL));
-- The purge job's queue.
CREATE INDEX users_purge_after_idx ON users (purge_after) WHERE purge_after IS NOT NULL;
