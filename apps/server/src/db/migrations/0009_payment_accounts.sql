-- Mentors' payment accounts and payouts (rules M3, B10, B11). Every time column is written from the app's
-- clock, never now().

-- A mentor's connected account at the payment provider (Stripe Express, or the built-in test provider).
-- payouts_enabled and country follow the provider's account.updated event (re-read from the provider).
CREATE TABLE payment_accounts (
  id serial PRIMARY KEY,
  mentor_id integer NOT NULL UNIQUE REFERENCES mentors (id) ON DELETE CASCADE,
  provider text NOT NULL CHECK (provider IN ('test', 'stripe')),
  provider_account_id text NOT NULL UNIQUE,
  -- ISO 3166-1 alpha-2, as the provider reports it.
  country text,
  payouts_enabled boolean NOT NULL DEFAULT false,
  details_submitted boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

-- Payouts (B10): one provider transfer of a mentor's whole available balance. The row and its ledger
-- transaction (kind 'payout') are written first, under a per-mentor lock, so the balance drops at once and a
-- second request finds nothing to withdraw; the transfer follows with the row's idempotency key (a retry is
-- one transfer at the provider). 'pending' until the provider answers; a refused transfer removes both.
CREATE TABLE payouts (
  id serial PRIMARY KEY,
  mentor_id integer REFERENCES mentors (id) ON DELETE SET NULL,
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  currency text NOT NULL,
  provider text NOT NULL,
  -- The provider's transfer id (null while pending) and the connected account it goes to.
  provider_reference text,
  destination text NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'paid', 'failed')),
  idempotency_key text NOT NULL UNIQUE,
  -- The ledger transaction (kind 'payout') that moved the money.
  ledger_transaction_id bigint REFERENCES ledger_transactions (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX payouts_mentor_idx ON payouts (mentor_id, created_at);
-- The settling job looks for payouts a stopped process left pending.
CREATE INDEX payouts_pending_idx ON payouts (created_at) WHERE status = 'pending';

-- Insights (M5) sum a mentor's earnings per booking: the entries of one mentor's payable account.
CREATE INDEX ledger_entries_mentor_tx_idx ON ledger_entries (mentor_id, transaction_id, amount_cents)
  WHERE account = 'mentor_payable';

-- The built-in test provider's own records (B11): what Stripe keeps on its side for connected accounts
-- (the onboarding form's details) and transfers.
CREATE TABLE test_connected_accounts (
  id text PRIMARY KEY,
  country text,
  account_holder_name text,
  iban text,
  charges_enabled boolean NOT NULL DEFAULT false,
  payouts_enabled boolean NOT NULL DEFAULT false,
  details_submitted boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE TABLE test_transfers (
  id text PRIMARY KEY,
  destination text NOT NULL,
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  currency text NOT NULL,
  idempotency_key text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL
);
