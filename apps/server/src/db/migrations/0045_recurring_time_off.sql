-- Issue 22 item 1 (ADR 0077): recurring time off. Every week on a weekday (0 = Monday, as the weekly
-- hours), from start_minute to end_minute of the mentor's wall clock (minutes after local midnight, so
-- 1440 is the end of the day), on every such local date up to until_date (inclusive; NULL: no end). The
-- slot engine expands it per local date like the weekly hours and subtracts it like time off.
CREATE TABLE mentor_recurring_time_off (
  id serial PRIMARY KEY,
  mentor_id integer NOT NULL REFERENCES mentors (id) ON DELETE CASCADE,
  weekday smallint NOT NULL,
  start_minute smallint NOT NULL,
  end_minute smallint NOT NULL,
  until_date date,
  created_at timestamptz NOT NULL,
  CONSTRAINT mentor_recurring_time_off_weekday_check CHECK (weekday BETWEEN 0 AND 6),
  CONSTRAINT mentor_recurring_time_off_minutes_check CHECK (start_minute >= 0 AND start_minute < end_minute AND end_minute <= 1440)
);
CREATE INDEX mentor_recurring_time_off_mentor_idx ON mentor_recurring_time_off (mentor_id);

-- The slot engine reads it, so the public available-times cache must hear of every change (ADR 0043).
CREATE TRIGGER mentor_recurring_time_off_public_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON mentor_recurring_time_off FOR EACH STATEMENT EXECUTE FUNCTION public_cache_changed();
