-- No-show reports (B9): a student tells staff that the mentor did not show up, within 24 h after the
-- lesson's end, once per booking. Staff refund what is left of the payment in full, or dismiss the report.
CREATE TABLE no_show_reports (
  id serial PRIMARY KEY,
  -- One report per lesson: a second one is refused (the unique key settles two at once).
  booking_id integer NOT NULL UNIQUE REFERENCES bookings (id) ON DELETE CASCADE,
  student_id integer REFERENCES users (id) ON DELETE SET NULL,
  details text NOT NULL DEFAULT '' CHECK (length(details) <= 1000),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'refunded', 'dismissed')),
  -- What the staff decision refunded (cents; 0 for a dismissal or when nothing was left).
  refunded_cents integer NOT NULL DEFAULT 0 CHECK (refunded_cents >= 0),
  resolved_by integer REFERENCES users (id) ON DELETE SET NULL,
  resolved_at timestamptz,
  created_at timestamptz NOT NULL,
  CHECK ((status = 'open') = (resolved_at IS NULL))
);
-- The staff list: open reports first, newest first.
CREATE INDEX no_show_reports_status_idx ON no_show_reports (status, created_at DESC);
