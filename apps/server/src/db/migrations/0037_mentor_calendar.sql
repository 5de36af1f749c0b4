-- Issue 22 item 4: each mentor's own booking rules. The defaults are the platform's former fixed rules
-- (2 h notice, 90 days ahead, no buffer, no day limit), so nothing changes for a mentor until they choose.
ALTER TABLE mentors ADD COLUMN min_notice_hours integer NOT NULL DEFAULT 2
  CONSTRAINT mentors_min_notice_hours_check CHECK (min_notice_hours BETWEEN 0 AND 72);
ALTER TABLE mentors ADD COLUMN horizon_days integer NOT NULL DEFAULT 90
  CONSTRAINT mentors_horizon_days_check CHECK (horizon_days BETWEEN 14 AND 365);
ALTER TABLE mentors ADD COLUMN buffer_minutes integer NOT NULL DEFAULT 0
  CONSTRAINT mentors_buffer_minutes_check CHECK (buffer_minutes BETWEEN 0 AND 60);
ALTER TABLE mentors ADD COLUMN max_lessons_per_day integer
  CONSTRAINT mentors_max_lessons_per_day_check CHECK (max_lessons_per_day BETWEEN 1 AND 24);

-- Issue 22 item 5: the lesson reminders each person chooses, 24 h and 1 h before, both on by default (they
-- still go only to someone who takes lesson e-mails at all).
ALTER TABLE users ADD COLUMN lesson_reminder_24h boolean NOT NULL DEFAULT true;
ALTER TABLE users ADD COLUMN lesson_reminder_1h boolean NOT NULL DEFAULT true;

-- Issue 22 item 2: each user's private calendar subscription address. The token in the address is
-- HMAC(server secret 'calendar-feed', nonce): the row keeps the nonce (to show the address again) and the
-- token's SHA-256 (to find the user from an address), so the table alone gives no working address.
-- Rotating writes a new nonce and hash, and the old address finds nothing at once.
CREATE TABLE calendar_feeds (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  nonce text NOT NULL,
  token_hash text NOT NULL CONSTRAINT calendar_feeds_token_hash_key UNIQUE,
  created_at timestamptz NOT NULL
);
