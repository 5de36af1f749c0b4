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

-- The half hours of the week (UTC, Monday 00:00 = 0 .. 335) in which a mentor has weekly hours, for the
-- "available on" and "time of day" filters: derived from mentor_availability (weekly, in the mentor's zone)
-- with the zone's offset when it was computed (utc_offset_minutes). Kept by the triggers below whatever
-- writes the hours or the zone, and recomputed by the daily catalogue job for mentors whose zone changed
-- its offset since (daylight saving): see ADR 68.
CREATE TABLE mentor_free_slots (
  mentor_id integer NOT NULL REFERENCES mentors (id) ON DELETE CASCADE,
  slot smallint NOT NULL CHECK (slot BETWEEN 0 AND 335),
  utc_offset_minutes integer NOT NULL,
  PRIMARY KEY (mentor_id, slot)
);
CREATE INDEX mentor_free_slots_slot_idx ON mentor_free_slots (slot, mentor_id);

CREATE FUNCTION refresh_mentor_free_slots(ids integer[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM mentor_free_slots WHERE mentor_id = ANY (ids);
  INSERT INTO mentor_free_slots (mentor_id, slot, utc_offset_minutes)
  SELECT DISTINCT a.mentor_id,
    ((floor((a.weekday * 1440 + h.half * 30 - o.minutes) / 30.0)::integer % 336) + 336) % 336,
    o.minutes
  FROM mentor_availability a
  JOIN mentors m ON m.id = a.mentor_id
  CROSS JOIN LATERAL (SELECT round(extract(epoch FROM
      (now() AT TIME ZONE m.timezone) - (now() AT TIME ZONE 'UTC')) / 60)::integer AS minutes) o
  CROSS JOIN LATERAL generate_series(floor(extract(epoch FROM a.start_time) / 1800)::integer,
      ceil(extract(epoch FROM a.end_time) / 1800)::integer - 1) AS h(half)
  WHERE a.mentor_id = ANY (ids);
$$;

CREATE FUNCTION mentor_free_slots_from_new() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_mentor_free_slots(ARRAY(SELECT DISTINCT mentor_id FROM new_rows));
  RETURN NULL;
END $$;
CREATE FUNCTION mentor_free_slots_from_old() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_mentor_free_slots(ARRAY(SELECT DISTINCT mentor_id FROM old_rows));
  RETURN NULL;
END $$;
CREATE FUNCTION mentor_free_slots_from_zone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_mentor_free_slots(ARRAY[NEW.id]);
  RETURN NULL;
END $$;

-- Per statement with transition tables, so a seed of thousands of weekly hours recomputes each mentor once.
CREATE TRIGGER mentor_availability_free_slots_insert AFTER INSERT ON mentor_availability
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION mentor_free_slots_from_new();
CREATE TRIGGER mentor_availability_free_slots_update AFTER UPDATE ON mentor_availability
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION mentor_free_slots_from_new();
CREATE TRIGGER mentor_availability_free_slots_delete AFTER DELETE ON mentor_availability
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION mentor_free_slots_from_old();
-- Per row, and only when the zone really changes: other writes of mentors pay nothing.
CREATE TRIGGER mentors_free_slots_zone AFTER UPDATE OF timezone ON mentors
  FOR EACH ROW WHEN (OLD.timezone IS DISTINCT FROM NEW.timezone)
  EXECUTE FUNCTION mentor_free_slots_from_zone();

-- The filters' counts are kept per catalogue version (ADR 40): the free half hours and the trial offer
-- now select mentors too. And the public read cache (ADR 43) drops its answers when they change.
CREATE TRIGGER mentor_free_slots_catalogue_changed AFTER INSERT OR DELETE OR UPDATE
  ON mentor_free_slots FOR EACH STATEMENT EXECUTE FUNCTION mentor_catalogue_changed();
CREATE TRIGGER mentors_offer_trial_catalogue_changed AFTER UPDATE OF offer_trial
  ON mentors FOR EACH STATEMENT EXECUTE FUNCTION mentor_catalogue_changed();
CREATE TRIGGER mentor_free_slots_public_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON mentor_free_slots FOR EACH STATEMENT EXECUTE FUNCTION public_cache_changed();

-- Mentors who have weekly hours already.
SELECT refresh_mentor_free_slots(ARRAY(SELECT DISTINCT mentor_id FROM mentor_availability));
