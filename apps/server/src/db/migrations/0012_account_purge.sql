-- The purge of deleted accounts (rule A10): when it has run for an account, purged_at says so and the job
-- never takes the account again.
ALTER TABLE users ADD COLUMN purged_at timestamptz;
DROP INDEX users_purge_after_idx;
CREATE INDEX users_purge_due_idx ON users (purge_after) WHERE purge_after IS NOT NULL AND purged_at IS NULL;
