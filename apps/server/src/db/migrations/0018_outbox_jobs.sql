-- The durable outbox (ADR 28): every side effect that must follow a committed change (a mail, a realtime
-- event, the built-in test provider's payment event) is a row written in the same transaction as the
-- change, and a worker delivers it, retrying with backoff until it succeeds. A process that dies between
-- the commit and the delivery leaves the row behind, so the next process delivers it.
CREATE TABLE outbox_jobs (
  id bigserial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('mail', 'realtime', 'payment-event')),
  payload jsonb NOT NULL,
  -- Not delivered before this time: now when written, later after each failed attempt (the backoff).
  run_at timestamptz NOT NULL,
  -- A worker that claimed the row owns it until then; a worker that died loses it when the lease ends.
  locked_until timestamptz,
  attempts integer NOT NULL DEFAULT 0,
  last_error text,
  created_at timestamptz NOT NULL
);
-- The worker's claim: the due rows in the order they were written.
CREATE INDEX outbox_jobs_due_idx ON outbox_jobs (run_at, id);
