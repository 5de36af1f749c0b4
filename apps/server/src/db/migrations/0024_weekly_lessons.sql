-- Issue 18, weekly lessons (ADR 56): a paid lesson booked to repeat every week for 2 to 12 weeks. Every
-- occurrence stays an ordinary booking (the slot rules and the exclusion constraint hold for each); the
-- series only ties them together: whose it is (the series cancel call checks it), each occurrence's place
-- in it ("Weekly lesson 2 of 4") and the one checkout that pays for all of them.
CREATE TABLE booking_series (
  id serial PRIMARY KEY,
  -- The student may later delete their account (A10); the lessons stay in the mentor's history.
  student_id integer REFERENCES users (id) ON DELETE SET NULL,
  mentor_id integer REFERENCES mentors (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL
);

ALTER TABLE bookings ADD COLUMN series_id integer REFERENCES booking_series (id) ON DELETE SET NULL;
-- The occurrence's place in its series, from 1; a single lesson is 1 (the only one of its checkout).
ALTER TABLE bookings ADD COLUMN series_position smallint NOT NULL DEFAULT 1
  CHECK (series_position BETWEEN 1 AND 12);
CREATE INDEX bookings_series_idx ON bookings (series_id, series_position) WHERE series_id IS NOT NULL;

-- One checkout pays for every occurrence of a series, so a checkout id is no longer one booking's: it is
-- unique per place in the series (a single lesson's checkout stays unique, being always at place 1).
DROP INDEX bookings_checkout_key;
CREATE UNIQUE INDEX bookings_checkout_key ON bookings (checkout_id, series_position)
  WHERE checkout_id IS NOT NULL;
