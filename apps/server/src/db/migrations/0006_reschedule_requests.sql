-- Rescheduling (B7, RESCHED-*): the student asks to move a paid or free-trial lesson to another free slot;
-- the request holds that slot until the mentor accepts (the booking moves), declines, or it lapses at the
-- earlier of 48 h after it was made or 2 h before either start. A row is kept for every request, so the
-- number of accepted ones is also the lesson's calendar SEQUENCE.
CREATE TABLE reschedule_requests (
  id serial PRIMARY KEY,
  booking_id integer NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  -- Copied from the booking so the held slot can be found, and refused, per mentor.
  mentor_id integer REFERENCES mentors (id) ON DELETE SET NULL,
  requested_by integer REFERENCES users (id) ON DELETE SET NULL,
  -- The lesson's time when the request was made (mails name the old time after the move).
  old_start_at timestamptz NOT NULL,
  old_end_at timestamptz NOT NULL,
  start_at timestamptz NOT NULL,
  end_at timestamptz NOT NULL,
  -- The new end plus the session's break, as bookings.hold_until.
  hold_until timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'accepted', 'declined', 'lapsed', 'closed')),
  lapses_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL,
  decided_at timestamptz,
  CHECK (start_at < end_at AND end_at <= hold_until),
  CHECK (lapses_at > created_at),
  -- Two open requests never hold overlapping time of one mentor (a request and a booking are kept apart
  -- by the per-mentor lock that both take, and the slot check made under it).
  CONSTRAINT reschedule_requests_no_double_hold EXCLUDE USING gist (
    mentor_id WITH =,
    tstzrange(start_at, hold_until, '[)') WITH &&
  ) WHERE (status = 'open')
);
-- B7: at most one open request per lesson.
CREATE UNIQUE INDEX reschedule_requests_one_open_key ON reschedule_requests (booking_id) WHERE status = 'open';
CREATE INDEX reschedule_requests_booking_idx ON reschedule_requests (booking_id, created_at DESC);
CREATE INDEX reschedule_requests_open_idx ON reschedule_requests (lapses_at) WHERE status = 'open';
