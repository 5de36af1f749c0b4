-- Issue 21 item 5 (ADR 72): staff hide a review with a reason, and deactivate a promo code.

-- A hidden review stays in the table (the author's own, shown to them) but counts nowhere public: not in
-- the mentor's list, totals, card figures, rank or JSON-LD. Both or neither.
ALTER TABLE reviews ADD COLUMN hidden_at timestamptz;
ALTER TABLE reviews ADD COLUMN hidden_reason text;
ALTER TABLE reviews ADD CONSTRAINT reviews_hidden_check CHECK ((hidden_at IS NULL) = (hidden_reason IS NULL));

-- A deactivated code is refused at checkout; reactivating clears it. Bookings keep the price they were given.
ALTER TABLE promo_codes ADD COLUMN deactivated_at timestamptz;
-- The usage of a code: its bookings, newest first.
CREATE INDEX bookings_promo_code_idx ON bookings (promo_code_id, id DESC) WHERE promo_code_id IS NOT NULL;
