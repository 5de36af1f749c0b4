-- Issue 20 (ADR 71): a stored file that a change leaves unreferenced (a deleted audio sample, the samples of
-- a purged account) is removed from the file storage by an outbox row ('file-removal') written in the
-- change's own transaction and delivered, with retries, once it commits: never lost, never left behind.
ALTER TABLE outbox_jobs DROP CONSTRAINT outbox_jobs_kind_check;
ALTER TABLE outbox_jobs ADD CONSTRAINT outbox_jobs_kind_check
  CHECK (kind IN ('mail', 'realtime', 'payment-event', 'provider-refund', 'file-removal'));

-- The count and price range of a filter set with "available on" / "time of day" / "offers a trial" (ADR 68
-- kept them per catalogue version, but computed them with a pass over every row of the wide mentors table):
-- a narrow partial index holding every column those figures read, so they are an index-only scan of about
-- 70 bytes a listed mentor. The skill, style and language filters reach it by id.
CREATE INDEX mentors_listed_figures_idx ON mentors (amount_cents, id, offer_trial, free_half_hours)
  WHERE is_verified;
