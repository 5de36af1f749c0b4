-- Bookings and payments (rules S1-S3, B1-B4, B8, B10's ledger, B11). Every time column is written from the
-- app's clock, never now().

-- Dated exceptions to the weekly availability (S1, S3), stored in UTC. The calendar edits them.
CREATE TABLE mentor_time_off (
  id serial PRIMARY KEY,
  mentor_id integer NOT NULL REFERENCES mentors (id) ON DELETE CASCADE,
  start_at timestamptz NOT NULL,
  end_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL,
  CHECK (start_at < end_at)
);
CREATE INDEX mentor_time_off_mentor_idx ON mentor_time_off (mentor_id, end_at);
CREATE TABLE mentor_extra_time (
  id serial PRIMARY KEY,
  mentor_id integer NOT NULL REFERENCES mentors (id) ON DELETE CASCADE,
  start_at timestamptz NOT NULL,
  end_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL,
  CHECK (start_at < end_at)
);
CREATE INDEX mentor_extra_time_mentor_idx ON mentor_extra_time (mentor_id, end_at);

-- Staff-created promo codes (B8): a percentage or a fixed amount, an optional expiry and usage cap.
CREATE TABLE promo_codes (
  id serial PRIMARY KEY,
  code text NOT NULL,
  description text NOT NULL DEFAULT '',
  percent_off integer CHECK (percent_off BETWEEN 1 AND 100),
  amount_off_cents integer CHECK (amount_off_cents > 0),
  expires_at timestamptz,
  max_redemptions integer CHECK (max_redemptions > 0),
  -- Bookings that hold the code (pending or paid); a cancelled pending booking gives its use back.
  times_redeemed integer NOT NULL DEFAULT 0 CHECK (max_redemptions IS NULL OR times_redeemed <= max_redemptions),
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  CHECK ((percent_off IS NULL) <> (amount_off_cents IS NULL))
);
CREATE UNIQUE INDEX promo_codes_code_key ON promo_codes (lower(code));

CREATE TABLE bookings (
  id serial PRIMARY KEY,
  -- Either person may later delete their account (A10); the lesson stays in the other's history.
  student_id integer REFERENCES users (id) ON DELETE SET NULL,
  mentor_id integer REFERENCES mentors (id) ON DELETE SET NULL,
  session_id integer REFERENCES mentor_sessions (id) ON DELETE SET NULL,
  skill_id integer REFERENCES skills (id) ON DELETE SET NULL,
  -- Snapshots: what was booked stays readable whatever the mentor changes later.
  skill_name text NOT NULL,
  session_minutes integer NOT NULL CHECK (session_minutes > 0),
  break_minutes integer NOT NULL CHECK (break_minutes >= 0),
  free_trial boolean NOT NULL DEFAULT false,
  status text NOT NULL CHECK (status IN ('pending', 'paid', 'free_trial', 'in_progress', 'completed', 'canceled')),
  start_at timestamptz NOT NULL,
  end_at timestamptz NOT NULL,
  -- The end of the break after the lesson: the slot is held from start_at to hold_until (S1, S2).
  hold_until timestamptz NOT NULL,
  -- Money in euro cents (B1, B2, B8): price is the undiscounted lesson price, amount is what the student pays.
  price_cents integer NOT NULL CHECK (price_cents >= 0),
  discount_cents integer NOT NULL DEFAULT 0 CHECK (discount_cents >= 0 AND discount_cents <= price_cents),
  amount_cents integer NOT NULL CHECK (amount_cents = price_cents - discount_cents),
  tax_rate numeric(6, 4) NOT NULL,
  tax_amount_cents integer NOT NULL CHECK (tax_amount_cents >= 0),
  mentor_earnings_cents integer NOT NULL CHECK (mentor_earnings_cents = price_cents - tax_amount_cents),
  refunded_amount_cents integer NOT NULL DEFAULT 0 CHECK (refunded_amount_cents BETWEEN 0 AND amount_cents),
  currency text NOT NULL DEFAULT 'eur',
  promo_code_id integer REFERENCES promo_codes (id) ON DELETE SET NULL,
  provider text,
  checkout_id text,
  checkout_url text,
  checkout_expires_at timestamptz,
  payment_intent_id text,
  paid_at timestamptz,
  canceled_at timestamptz,
  canceled_by text CHECK (canceled_by IN ('student', 'mentor', 'staff', 'system')),
  cancel_reason text,
  reminded_24h_at timestamptz,
  reminded_1h_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CHECK (start_at < end_at AND end_at <= hold_until),
  CHECK (NOT free_trial OR price_cents = 0),
  -- S2: the database itself refuses two bookings of one mentor whose held ranges overlap, as long as they
  -- hold their slot (pending until its checkout expires, paid, free_trial, in_progress).
  CONSTRAINT bookings_no_double_booking EXCLUDE USING gist (
    mentor_id WITH =,
    tstzrange(start_at, hold_until, '[)') WITH &&
  ) WHERE (status IN ('pending', 'paid', 'free_trial', 'in_progress'))
);
CREATE INDEX bookings_student_idx ON bookings (student_id, start_at DESC);
CREATE INDEX bookings_mentor_idx ON bookings (mentor_id, start_at DESC);
CREATE INDEX bookings_due_idx ON bookings (status, start_at) WHERE status IN ('pending', 'paid', 'free_trial', 'in_progress');
CREATE UNIQUE INDEX bookings_checkout_key ON bookings (checkout_id) WHERE checkout_id IS NOT NULL;
-- B1: one free trial per student and mentor (a cancelled one does not count).
CREATE UNIQUE INDEX bookings_one_trial_key ON bookings (student_id, mentor_id) WHERE free_trial AND status <> 'canceled';

-- Provider webhook events already handled (B3): a replayed event id is a no-op.
CREATE TABLE payment_events (
  id text PRIMARY KEY,
  provider text NOT NULL,
  type text NOT NULL,
  booking_id integer REFERENCES bookings (id) ON DELETE SET NULL,
  received_at timestamptz NOT NULL
);

-- The built-in test provider's own records (B11): what Stripe would keep on its side.
CREATE TABLE test_checkouts (
  id text PRIMARY KEY,
  booking_id integer NOT NULL,
  amount_total_cents integer NOT NULL,
  application_fee_cents integer NOT NULL,
  currency text NOT NULL,
  description text NOT NULL,
  status text NOT NULL CHECK (status IN ('open', 'complete', 'expired')),
  payment_intent_id text,
  success_url text NOT NULL,
  cancel_url text NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE TABLE test_refunds (
  id text PRIMARY KEY,
  payment_intent_id text NOT NULL,
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  idempotency_key text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL
);

-- The double-entry ledger (B10): every movement of money is one transaction whose entries sum to zero.
-- Debits are positive, credits negative. Accounts: provider_clearing (money held at the provider),
-- platform_revenue, promo_discounts (what the platform gives away), mentor_payable (owed to one mentor).
CREATE TABLE ledger_transactions (
  id bigserial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('payment', 'refund', 'payout')),
  booking_id integer REFERENCES bookings (id) ON DELETE SET NULL,
  -- The provider's id of the movement (payment intent, refund, transfer).
  reference text,
  created_at timestamptz NOT NULL
);
CREATE INDEX ledger_transactions_booking_idx ON ledger_transactions (booking_id);
CREATE TABLE ledger_entries (
  id bigserial PRIMARY KEY,
  transaction_id bigint NOT NULL REFERENCES ledger_transactions (id) ON DELETE CASCADE,
  account text NOT NULL CHECK (account IN ('provider_clearing', 'platform_revenue', 'promo_discounts', 'mentor_payable')),
  mentor_id integer REFERENCES mentors (id) ON DELETE SET NULL,
  amount_cents bigint NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX ledger_entries_transaction_idx ON ledger_entries (transaction_id);
CREATE INDEX ledger_entries_mentor_idx ON ledger_entries (mentor_id, account) WHERE mentor_id IS NOT NULL;

-- A transaction that does not balance is refused when its database transaction commits.
CREATE FUNCTION ledger_transaction_balances() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT coalesce(sum(amount_cents), 0) FROM ledger_entries WHERE transaction_id = NEW.transaction_id) <> 0 THEN
    RAISE EXCEPTION 'ledger transaction % does not balance', NEW.transaction_id USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END;
$$;
CREATE CONSTRAINT TRIGGER ledger_entries_balance
  AFTER INSERT OR UPDATE ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION ledger_transaction_balances();

-- R6: lesson mails (booking confirmed, reminders) follow the user's choice; the settings page edits these.
ALTER TABLE users ADD COLUMN email_lesson_notifications boolean NOT NULL DEFAULT true;
ALTER TABLE users ADD COLUMN email_account_notifications boolean NOT NULL DEFAULT true;
ALTER TABLE users ADD COLUMN email_promotional_notifications boolean NOT NULL DEFAULT false;

-- The development outbox keeps attachments (the .ics of a booking confirmation) as
-- [{filename, contentType, content}].
ALTER TABLE outbox_emails ADD COLUMN attachments jsonb NOT NULL DEFAULT '[]'::jsonb;
