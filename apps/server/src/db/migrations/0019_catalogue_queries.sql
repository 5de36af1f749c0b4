-- Issue 16 item 4 (ADR 0040): a catalogue that keeps up.

-- The Recommended score in a narrow table of its own. The daily job moves every score (recency), and
-- rank_score was indexed, so each run rewrote every mentor row (bio, search document and all) as a non-HOT
-- update with new entries in every index of mentors, GIN included: 62 MB for 10k mentors until a VACUUM,
-- and list throughput fell from 518 to 200 req/s. Here a changed score is a new 40-byte row and two index
-- entries; mentors is not touched.
CREATE TABLE mentor_rank_scores (
  mentor_id integer PRIMARY KEY REFERENCES mentors (id) ON DELETE CASCADE,
  rank_score double precision NOT NULL
);
INSERT INTO mentor_rank_scores (mentor_id, rank_score) SELECT id, rank_score FROM mentors;
-- The Recommended order, walked from the top and joined to mentors for the filters.
CREATE INDEX mentor_rank_scores_order_idx ON mentor_rank_scores (rank_score DESC, mentor_id);
DROP INDEX mentors_listed_rank_idx;
ALTER TABLE mentors DROP COLUMN rank_score;

-- The catalogue's version (one row): moved in the transaction of every change of which mentors are listed,
-- their prices, skills, styles or languages, so a filter set's count and price range can be reused while it
-- stands (modules/mentors/catalogue-figures.ts) instead of being counted over the catalogue on every call.
CREATE TABLE mentor_catalogue_version (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  version bigint NOT NULL
);
INSERT INTO mentor_catalogue_version (id, version) VALUES (true, 0);

CREATE FUNCTION mentor_catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE mentor_catalogue_version SET version = version + 1;
  RETURN NULL;
END $$;

-- Per statement, so a seed of thousands of mentors moves it once. Writes of other columns (reviews, lessons,
-- reply rate, search document) leave it alone: they change no count and no price.
CREATE TRIGGER mentors_catalogue_changed AFTER INSERT OR DELETE OR UPDATE OF is_verified, amount_cents
  ON mentors FOR EACH STATEMENT EXECUTE FUNCTION mentor_catalogue_changed();
CREATE TRIGGER mentor_skills_catalogue_changed AFTER INSERT OR DELETE OR UPDATE
  ON mentor_skills FOR EACH STATEMENT EXECUTE FUNCTION mentor_catalogue_changed();
CREATE TRIGGER mentor_styles_catalogue_changed AFTER INSERT OR DELETE OR UPDATE
  ON mentor_styles FOR EACH STATEMENT EXECUTE FUNCTION mentor_catalogue_changed();
CREATE TRIGGER mentor_languages_catalogue_changed AFTER INSERT OR DELETE OR UPDATE
  ON mentor_languages FOR EACH STATEMENT EXECUTE FUNCTION mentor_catalogue_changed();
