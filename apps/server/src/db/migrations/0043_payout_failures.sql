-- Failed payouts and their retry by staff (issue 21 item 3, ADR 74): a pending payout the provider refuses
-- when the settling job asks again is marked failed, with when and the provider's reason, and keeps its
-- money reserved (its ledger transaction stays) until staff retry it.
ALTER TABLE payouts ADD COLUMN failed_at timestamptz;
ALTER TABLE payouts ADD COLUMN failure_reason text CHECK (length(failure_reason) <= 500);
-- The staff list filters by status, newest first.
CREATE INDEX payouts_status_idx ON payouts (status, id DESC);
