-- Issue 22 item 3: busy times in from a mentor's other calendars. A mentor adds the secret iCalendar
-- address of a calendar elsewhere; the server fetches it on adding and every 15 minutes, and its busy
-- periods (recurrences expanded, UTC) block slots exactly like time off. A failed fetch records last_error
-- and keeps the last good periods.
CREATE TABLE external_calendars (
  id serial PRIMARY KEY,
  mentor_id integer NOT NULL REFERENCES mentors (id) ON DELETE CASCADE,
  url text NOT NULL,
  created_at timestamptz NOT NULL,
  -- When the scheduler last took the feed (a try, good or not): the next one is due 15 minutes later.
  last_attempt_at timestamptz,
  last_synced_at timestamptz,
  last_error text
);
CREATE INDEX external_calendars_mentor_idx ON external_calendars (mentor_id);
CREATE INDEX external_calendars_attempt_idx ON external_calendars (last_attempt_at);

CREATE TABLE external_busy_periods (
  id serial PRIMARY KEY,
  calendar_id integer NOT NULL REFERENCES external_calendars (id) ON DELETE CASCADE,
  mentor_id integer NOT NULL REFERENCES mentors (id) ON DELETE CASCADE,
  start_at timestamptz NOT NULL,
  end_at timestamptz NOT NULL,
  CONSTRAINT external_busy_periods_check CHECK (start_at < end_at)
);
CREATE INDEX external_busy_periods_mentor_idx ON external_busy_periods (mentor_id, end_at);
CREATE INDEX external_busy_periods_calendar_idx ON external_busy_periods (calendar_id);

-- The slot engine reads them, so the public available-times cache must hear of every change (ADR 0043).
CREATE TRIGGER external_busy_periods_public_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON external_busy_periods FOR EACH STATEMENT EXECUTE FUNCTION public_cache_changed();
