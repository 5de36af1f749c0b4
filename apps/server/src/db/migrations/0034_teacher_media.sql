-- ADR 67 (issue 20 part A): what a student checks before booking. A mentor's levels and ages taught, an
-- intro video address (YouTube or Vimeo, embedded privacy-enhanced) and up to 3 audio samples. has_media
-- (a video or a sample) is kept by the service in the transaction of every change of either, so the
-- catalogue's "has a video or sample" filter reads one indexed column instead of a join per mentor.
ALTER TABLE mentors
  ADD COLUMN intro_video_url text,
  ADD COLUMN levels text[] NOT NULL DEFAULT '{}',
  ADD COLUMN ages text[] NOT NULL DEFAULT '{}',
  ADD COLUMN has_media boolean NOT NULL DEFAULT false;
ALTER TABLE mentors ADD CONSTRAINT mentors_intro_video_url_check CHECK (length(intro_video_url) <= 300);
ALTER TABLE mentors ADD CONSTRAINT mentors_levels_check
  CHECK (levels <@ ARRAY['beginner', 'intermediate', 'advanced']::text[]);
ALTER TABLE mentors ADD CONSTRAINT mentors_ages_check
  CHECK (ages <@ ARRAY['adults', 'teens', 'children']::text[]);

-- The list filters (ADR 40): "any of" levels or ages is an array overlap (&&), which GIN answers.
CREATE INDEX mentors_listed_levels_idx ON mentors USING gin (levels) WHERE is_verified;
CREATE INDEX mentors_listed_ages_idx ON mentors USING gin (ages) WHERE is_verified;
CREATE INDEX mentors_listed_media_idx ON mentors (id) WHERE is_verified AND has_media;

-- Kept list figures (migration 0019) are per filter set: a change of a new filter column moves the version.
CREATE TRIGGER mentors_media_catalogue_changed AFTER UPDATE OF levels, ages, has_media
  ON mentors FOR EACH STATEMENT EXECUTE FUNCTION mentor_catalogue_changed();

-- Public files (a visitor plays them on the profile), stored under audio/ with a server-chosen name; the
-- type is the one the bytes were checked to be, the duration the one read from the file.
CREATE TABLE mentor_audio_samples (
  id serial PRIMARY KEY,
  mentor_id integer NOT NULL REFERENCES mentors (id) ON DELETE CASCADE,
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 80),
  content_type text NOT NULL,
  size_bytes integer NOT NULL CHECK (size_bytes BETWEEN 1 AND 10485760),
  duration_seconds integer NOT NULL CHECK (duration_seconds BETWEEN 0 AND 600),
  storage_path text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL
);
CREATE INDEX mentor_audio_samples_mentor_idx ON mentor_audio_samples (mentor_id, id);
CREATE TRIGGER mentor_audio_samples_public_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON mentor_audio_samples FOR EACH STATEMENT EXECUTE FUNCTION public_cache_changed();
