-- Issue 18: the pro rata refund of unused package credits is an outbox row of the transaction that closes
-- the credits ('provider-refund'), delivered with its idempotency key and retried until the provider has it,
-- so a process that dies after the commit no longer leaves a refund the books recorded but nobody made.
ALTER TABLE outbox_jobs DROP CONSTRAINT outbox_jobs_kind_check;
ALTER TABLE outbox_jobs ADD CONSTRAINT outbox_jobs_kind_check
  CHECK (kind IN ('mail', 'realtime', 'payment-event', 'provider-refund'));
