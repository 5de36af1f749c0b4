-- ADR 69 (issue 21 item 6): the staff audit log. Every staff action writes one row in the transaction of its
-- change: who (the staff member's id and e-mail as they were, with no foreign key, so a row outlives the
-- account), what (a named action), which record (a type and an id), the values before and after, the reason
-- and when. Append-only, held by the database: a trigger refuses every UPDATE, DELETE and TRUNCATE, whoever
-- the connecting role is (revoked rights would not bind the owner the app connects as).
CREATE TABLE staff_audit_log (
  id serial PRIMARY KEY,
  actor_id integer NOT NULL,
  actor_email text NOT NULL,
  action text NOT NULL CHECK (action ~ '^[a-z_.]{1,60}$'),
  record_type text NOT NULL CHECK (length(record_type) BETWEEN 1 AND 40),
  record_id text NOT NULL CHECK (length(record_id) BETWEEN 1 AND 60),
  before jsonb,
  after jsonb,
  reason text NOT NULL DEFAULT '' CHECK (length(reason) <= 1000),
  created_at timestamptz NOT NULL
);
-- The search: newest first, optionally one action, one actor or one record.
CREATE INDEX staff_audit_log_action_idx ON staff_audit_log (action, id DESC);
CREATE INDEX staff_audit_log_actor_idx ON staff_audit_log (actor_email, id DESC);
CREATE INDEX staff_audit_log_record_idx ON staff_audit_log (record_type, record_id, id DESC);

CREATE FUNCTION staff_audit_log_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'staff_audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
CREATE TRIGGER staff_audit_log_append_only BEFORE UPDATE OR DELETE ON staff_audit_log
  FOR EACH ROW EXECUTE FUNCTION staff_audit_log_append_only();
CREATE TRIGGER staff_audit_log_no_truncate BEFORE TRUNCATE ON staff_audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION staff_audit_log_append_only();

-- Issue 21 item 2: a suspended account cannot sign in and its sessions end at once (the session lookup
-- refuses it); the reason is the staff member's, kept until reinstatement clears both.
ALTER TABLE users ADD COLUMN suspended_at timestamptz;
ALTER TABLE users ADD COLUMN suspension_reason text;
ALTER TABLE users ADD CONSTRAINT users_suspension_check
  CHECK ((suspended_at IS NULL) = (suspension_reason IS NULL));
-- The people search: a name or e-mail fragment, matched by trigram (pg_trgm, migration 0001).
CREATE INDEX users_staff_search_idx ON users
  USING gin ((lower(first_name || ' ' || last_name || ' ' || email)) gin_trgm_ops);
