-- Lesson packages and credits (issue 18 item 2, ADR 57). A package is a mentor's offer of 5, 10 or 20
-- lessons of one length at a discount; a purchase is one student's paid (or pending) package, whose
-- lessons are credits with that mentor for that length, valid 6 months from the payment.

-- The length, not the mentor_sessions row: saving the session lengths replaces rows, and a package (or a
-- credit) must outlive that. Deleting a package only stops new sales (removed_at).
CREATE TABLE lesson_packages (
  id serial PRIMARY KEY,
  mentor_id integer NOT NULL REFERENCES mentors (id) ON DELETE CASCADE,
  lessons integer NOT NULL CHECK (lessons IN (5, 10, 20)),
  session_minutes integer NOT NULL CHECK (session_minutes IN (30, 60, 90, 120)),
  discount_percent integer NOT NULL CHECK (discount_percent BETWEEN 0 AND 30),
  created_at timestamptz NOT NULL,
  removed_at timestamptz
);
CREATE INDEX lesson_packages_mentor_idx ON lesson_packages (mentor_id) WHERE removed_at IS NULL;

-- The price is copied at purchase: later price changes never touch bought credits. lessons_used counts
-- credits spent on a booking (a returned credit is subtracted again), lessons_closed those refunded or
-- expired, closed_cents what those took out of the student_credits liability. A spent credit is worth
-- what is left divided by the lessons left (credit_uses.value_cents), so the last one takes the rounding.
CREATE TABLE package_purchases (
  id serial PRIMARY KEY,
  package_id integer NOT NULL REFERENCES lesson_packages (id),
  student_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  mentor_id integer NOT NULL REFERENCES mentors (id) ON DELETE CASCADE,
  session_minutes integer NOT NULL,
  lessons integer NOT NULL,
  price_cents integer NOT NULL CHECK (price_cents >= 0),
  status text NOT NULL CHECK (status IN ('pending', 'paid', 'canceled')),
  checkout_id text UNIQUE,
  payment_intent_id text,
  paid_at timestamptz,
  expires_at timestamptz,
  lessons_used integer NOT NULL DEFAULT 0,
  lessons_closed integer NOT NULL DEFAULT 0,
  closed_cents integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  CHECK (lessons_used >= 0 AND lessons_closed >= 0 AND lessons_used + lessons_closed <= lessons)
);
CREATE INDEX package_purchases_student_idx ON package_purchases (student_id, mentor_id, session_minutes)
  WHERE status = 'paid';

-- One credit spent on one booking; returned when cancelled early, used when taught or cancelled late.
CREATE TABLE credit_uses (
  id serial PRIMARY KEY,
  purchase_id integer NOT NULL REFERENCES package_purchases (id) ON DELETE CASCADE,
  booking_id integer NOT NULL UNIQUE REFERENCES bookings (id) ON DELETE CASCADE,
  value_cents integer NOT NULL,
  state text NOT NULL CHECK (state IN ('held', 'returned', 'forfeited')),
  created_at timestamptz NOT NULL
);

-- The platform's liability to students for credits paid and not yet taught.
ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_account_check;
ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_account_check CHECK (account IN
  ('provider_clearing', 'platform_revenue', 'promo_discounts', 'mentor_payable', 'student_credits'));
ALTER TABLE ledger_transactions DROP CONSTRAINT ledger_transactions_kind_check;
ALTER TABLE ledger_transactions ADD CONSTRAINT ledger_transactions_kind_check CHECK (kind IN
  ('payment', 'refund', 'payout', 'credit_purchase', 'credit_refund', 'credit_expiry'));

-- The test provider's checkout of a package has no booking.
ALTER TABLE test_checkouts ALTER COLUMN booking_id DROP NOT NULL;
ALTER TABLE test_checkouts ADD COLUMN package_purchase_id integer;

CREATE TRIGGER lesson_packages_public_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON lesson_packages FOR EACH STATEMENT EXECUTE FUNCTION public_cache_changed();
