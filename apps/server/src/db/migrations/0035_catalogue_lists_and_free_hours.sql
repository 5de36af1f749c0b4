-- ADR 68 (issue 20 items 3 and 4). The catalogue's instruments/subjects and languages are rows of the lookup
-- tables that every list reads (GET /api/mentors/skills|languages/): the product's lists are data here, and
-- a row added later shows up in the wizard, settings and search without a code change. Names that exist
-- already (any letter case) are kept with their ids, so every mentor's choices stay as they are.
INSERT INTO skills (name) VALUES
  ('Guitar'), ('Piano'), ('Drums'), ('Bass'), ('Voice'), ('Saxophone'), ('Music production'),
  ('Music theory'), ('Violin'), ('Ukulele'),
  ('Electric guitar'), ('Cello'), ('Viola'), ('Double bass'), ('Harp'), ('Mandolin'), ('Banjo'),
  ('Flute'), ('Clarinet'), ('Oboe'), ('Bassoon'), ('Recorder'),
  ('Trumpet'), ('Trombone'), ('French horn'), ('Tuba'),
  ('Percussion'), ('Cajón'), ('Keyboard'), ('Organ'), ('Accordion'), ('Harmonica'),
  ('DJing'), ('Mixing and mastering'), ('Songwriting'), ('Composition'), ('Ear training'),
  ('Sight-reading'), ('Conducting')
ON CONFLICT DO NOTHING;

INSERT INTO languages (name) VALUES
  ('English'), ('Spanish'), ('German'), ('French'), ('Portuguese'), ('Italian'), ('Dutch'), ('Polish'),
  ('Japanese'), ('Hindi'),
  ('Russian'), ('Ukrainian'), ('Chinese (Mandarin)'), ('Chinese (Cantonese)'), ('Korean'), ('Arabic'),
  ('Turkish'), ('Greek'), ('Swedish'), ('Norwegian'), ('Danish'), ('Finnish'), ('Czech'), ('Hungarian'),
  ('Romanian'), ('Hebrew'), ('Persian'), ('Indonesian'), ('Vietnamese'), ('Thai'), ('Bengali'),
  ('Catalan'), ('Tagalog')
ON CONFLICT DO NOTHING;

-- The half hours of the week (UTC, Monday 00:00 = bit 0 .. 335) in which a mentor has weekly hours, for the
-- "available on" and "time of day" filters, as a bit string: derived from mentor_availability (weekly, in
-- the mentor's zone) with the zone's offset when it was computed (free_hours_offset_minutes); NULL without
-- weekly hours. On the mentors row, so the filter is one AND of 42 bytes on each row the sort's index or the
-- search gives (ADR 68: a table of (mentor, half hour) rows made the planner join every wanted half hour of
-- every mentor first, and an array's overlap cost microseconds a row). Kept by the triggers below whatever
-- writes the hours or the zone, and recomputed by the daily catalogue job for mentors whose zone changed its
-- offset since (daylight saving).
ALTER TABLE mentors
  ADD COLUMN free_half_hours bit(336),
  ADD COLUMN free_hours_offset_minutes integer NOT NULL DEFAULT 0;

CREATE FUNCTION zone_offset_minutes(zone text) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT round(extract(epoch FROM (now() AT TIME ZONE zone) - (now() AT TIME ZONE 'UTC')) / 60)::integer;
$$;

CREATE FUNCTION mentor_free_half_hours(mentor integer, zone text) RETURNS bit(336) LANGUAGE sql STABLE AS $$
  SELECT bit_or(set_bit(repeat('0', 336)::bit(336), x.slot, 1))::bit(336)
  FROM (
    SELECT ((floor((a.weekday * 1440 + h.half * 30 - zone_offset_minutes(zone)) / 30.0)::integer % 336) + 336)
      % 336 AS slot
    FROM mentor_availability a
    CROSS JOIN LATERAL generate_series(floor(extract(epoch FROM a.start_time) / 1800)::integer,
        ceil(extract(epoch FROM a.end_time) / 1800)::integer - 1) AS h(half)
    WHERE a.mentor_id = mentor
  ) x;
$$;

CREATE FUNCTION refresh_mentor_free_half_hours(ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE mentors m SET free_half_hours = mentor_free_half_hours(m.id, m.timezone),
    free_hours_offset_minutes = zone_offset_minutes(m.timezone)
  WHERE m.id = ANY (ids);
$$;

CREATE FUNCTION mentor_free_half_hours_from_new() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_mentor_free_half_hours(ARRAY(SELECT DISTINCT mentor_id FROM new_rows));
  RETURN NULL;
END $$;
CREATE FUNCTION mentor_free_half_hours_from_old() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_mentor_free_half_hours(ARRAY(SELECT DISTINCT mentor_id FROM old_rows));
  RETURN NULL;
END $$;
CREATE FUNCTION mentor_free_half_hours_of_zone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.free_half_hours := mentor_free_half_hours(NEW.id, NEW.timezone);
  NEW.free_hours_offset_minutes := zone_offset_minutes(NEW.timezone);
  RETURN NEW;
END $$;

-- Per statement with transition tables, so a seed of thousands of weekly hours recomputes each mentor once.
CREATE TRIGGER mentor_availability_free_half_hours_insert AFTER INSERT ON mentor_availability
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION mentor_free_half_hours_from_new();
CREATE TRIGGER mentor_availability_free_half_hours_update AFTER UPDATE ON mentor_availability
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION mentor_free_half_hours_from_new();
CREATE TRIGGER mentor_availability_free_half_hours_delete AFTER DELETE ON mentor_availability
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION mentor_free_half_hours_from_old();
-- Per row, and only when the zone really changes: other writes of mentors pay nothing.
CREATE TRIGGER mentors_free_half_hours_zone BEFORE UPDATE OF timezone ON mentors
  FOR EACH ROW WHEN (OLD.timezone IS DISTINCT FROM NEW.timezone)
  EXECUTE FUNCTION mentor_free_half_hours_of_zone();

-- The filters' counts are kept per catalogue version (ADR 40): the free half hours and the trial offer now
-- select mentors too; a zone's change rewrites them in a BEFORE trigger, which "UPDATE OF" does not see. (The
-- public read cache already drops its answers on every write of mentors.)
CREATE TRIGGER mentors_free_half_hours_catalogue_changed AFTER UPDATE OF free_half_hours, offer_trial, timezone
  ON mentors FOR EACH STATEMENT EXECUTE FUNCTION mentor_catalogue_changed();

-- The Newest order is approved_at DESC NULLS LAST, id DESC (search-repository.ts); migration 0003's index is
-- approved_at DESC (nulls first), which that order cannot walk: every Newest page sorted all listed mentors,
-- and with the time filters tested every row first (45 ms on 10,000 mentors, ADR 68).
DROP INDEX mentors_listed_newest_idx;
CREATE INDEX mentors_listed_newest_idx ON mentors (approved_at DESC NULLS LAST, id DESC) WHERE is_verified;

-- Mentors who have weekly hours already.
SELECT refresh_mentor_free_half_hours(ARRAY(SELECT DISTINCT mentor_id FROM mentor_availability));
