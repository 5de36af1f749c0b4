-- Issue 18 item 3: the mentor's notes and practice assignments of a lesson, and the student's practice log
-- against each assignment. One notes row per lesson; a save replaces the notes and the assignment list, and
-- keeps the assignments it names by id, so their logs stay attached (one with logs cannot be dropped).
CREATE TABLE lesson_notes (
  booking_id integer PRIMARY KEY REFERENCES bookings (id) ON DELETE CASCADE,
  notes text NOT NULL DEFAULT '' CHECK (length(notes) <= 5000),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE TABLE practice_assignments (
  id serial PRIMARY KEY,
  booking_id integer NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  -- The order the mentor gave them.
  position integer NOT NULL CHECK (position >= 0),
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 120),
  details text NOT NULL DEFAULT '' CHECK (length(details) <= 2000),
  minutes_per_day integer CHECK (minutes_per_day BETWEEN 1 AND 600),
  created_at timestamptz NOT NULL
);
CREATE INDEX practice_assignments_booking_idx ON practice_assignments (booking_id, position);
CREATE TABLE practice_logs (
  id serial PRIMARY KEY,
  assignment_id integer NOT NULL REFERENCES practice_assignments (id) ON DELETE CASCADE,
  minutes integer NOT NULL CHECK (minutes BETWEEN 1 AND 600),
  comment text NOT NULL DEFAULT '' CHECK (length(comment) <= 500),
  logged_at timestamptz NOT NULL
);
CREATE INDEX practice_logs_assignment_idx ON practice_logs (assignment_id, logged_at DESC);
