-- Accounts and sessions (rules A1-A8). Every time column is written from the app's clock, never now(),
-- so that tests and the development clock can move time.

-- A random secret shared by every server process (the access-token signing key). Created on first start
-- with INSERT ... ON CONFLICT DO NOTHING, so concurrent starts agree on one value.
CREATE TABLE server_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL
);

CREATE TABLE users (
  id serial PRIMARY KEY,
  email text NOT NULL,
  -- NULL for an account created through Google that never set a password.
  password_hash text,
  first_name text NOT NULL,
  last_name text NOT NULL,
  is_mentor boolean NOT NULL DEFAULT false,
  is_staff boolean NOT NULL DEFAULT false,
  -- Becomes a foreign key to mentors(id) when the mentor tables exist.
  mentor_id integer,
  email_confirmed_at timestamptz,
  timezone text NOT NULL DEFAULT 'UTC',
  profile_picture text,
  google_sub text,
  last_login_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
-- Rule A1: e-mail addresses are unique case-insensitively; the database refuses a duplicate even when two
-- registrations race.
CREATE UNIQUE INDEX users_email_lower_key ON users (lower(email));
CREATE UNIQUE INDEX users_google_sub_key ON users (google_sub) WHERE google_sub IS NOT NULL;

-- Single-use e-mail links (rule A3). Only the SHA-256 of the token is stored.
CREATE TABLE account_tokens (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('confirm_email', 'reset_password')),
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX account_tokens_user_idx ON account_tokens (user_id, purpose);

-- One family per sign-in (rule A5). Rotation keeps the family; reuse of a rotated token revokes it.
CREATE TABLE refresh_families (
  id uuid PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  remember_me boolean NOT NULL,
  created_at timestamptz NOT NULL,
  last_used_at timestamptz NOT NULL,
  revoked_at timestamptz,
  revoked_reason text
);
CREATE INDEX refresh_families_user_idx ON refresh_families (user_id);

CREATE TABLE refresh_tokens (
  token_hash text PRIMARY KEY,
  family_id uuid NOT NULL REFERENCES refresh_families (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  rotated_at timestamptz
);
CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family_id);

-- Failed logins (rule A6), kept in the database so every server process sees the same counts.
CREATE TABLE login_failures (
  id bigserial PRIMARY KEY,
  email text NOT NULL,
  ip text NOT NULL,
  attempted_at timestamptz NOT NULL
);
CREATE INDEX login_failures_email_idx ON login_failures (email, attempted_at);

-- Per-IP counters in fixed one-hour windows (registration, resend, forgot password). An upsert increments
-- atomically, so concurrent requests never both slip under the limit.
CREATE TABLE rate_limit_counters (
  bucket text NOT NULL,
  client_key text NOT NULL,
  window_start timestamptz NOT NULL,
  hits integer NOT NULL,
  PRIMARY KEY (bucket, client_key, window_start)
);

-- Google sign-in (rule A8): what the callback must check, kept server-side for 10 minutes, keyed by state.
CREATE TABLE oauth_states (
  state text PRIMARY KEY,
  provider text NOT NULL,
  nonce text NOT NULL,
  code_verifier text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
