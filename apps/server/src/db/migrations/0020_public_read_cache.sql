-- Issue 16 item 5 (ADR 0043): public reads at the speed of memory.

-- Every server process keeps visitors' answers of the mentor list, profiles, lookups and available times
-- for a few seconds (platform/public-cache/). A write to any table those answers read notifies
-- `public_cache` from the writing transaction itself, so whichever path makes the change (a route, a job,
-- the seed, a hand-written statement) every process hears of it, exactly when it commits (PostgreSQL
-- delivers notifications at commit, and folds a transaction's identical ones into one), and drops what it
-- keeps. Per statement, so a seed of thousands of rows notifies once.
CREATE FUNCTION public_cache_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('public_cache', '');
  RETURN NULL;
END $$;

-- What a list card and a profile read (mentors, their user's name and photo, skills, styles, languages,
-- sessions), the Recommended order, the search lexicon, saved counts of the popular order, the lookups;
-- and what the slot engine reads (weekly hours, extra time, time off, bookings, held reschedules).
CREATE TRIGGER mentors_public_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON mentors FOR EACH STATEMENT EXECUTE FUNCTION public_cache_changed();
-- Only the columns a card shows: logins and settings write users far more often than names change.
CREATE TRIGGER users_public_cache AFTER UPDATE OF first_name, last_name, profile_picture OR DELETE
  ON users FOR EACH STATEMENT EXECUTE FUNCTION public_cache_changed();
CREATE TRIGGER mentor_skills_public_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON mentor_skills FOR EACH STATEMENT EXECUTE FUNCTION public_cache_changed();
CREATE TRIGGER mentor_styles_public_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON mentor_styles FOR EACH STATEMENT EXECUTE FUNCTION public_cache_changed();
CREATE TRIGGER mentor_languages_public_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON mentor_languages FOR EACH STATEMENT EXECUTE FUNCTION public_cache_changed();
CREATE TRIGGER mentor_sessions_public_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON mentor_sessions FOR EACH STATEMENT EXECUTE FUNCTION public_cache_changed();
CREATE TRIGGER mentor_rank_scores_public_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON mentor_rank_scores FOR EACH STATEMENT EXECUTE FUNCTION public_cache_changed();
CREATE TRIGGER mentor_search_words_public_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON mentor_search_words FOR EACH STATEMENT EXECUTE FUNCTION public_cache_changed();
CREATE TRIGGER likes_public_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON likes FOR EACH STATEMENT EXECUTE FUNCTION public_cache_changed();
CREATE TRIGGER skills_public_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON skills FOR EACH STATEMENT EXECUTE FUNCTION public_cache_changed();
CREATE TRIGGER styles_public_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON styles FOR EACH STATEMENT EXECUTE FUNCTION public_cache_changed();
CREATE TRIGGER languages_public_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON languages FOR EACH STATEMENT EXECUTE FUNCTION public_cache_changed();
CREATE TRIGGER mentor_availability_public_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON mentor_availability FOR EACH STATEMENT EXECUTE FUNCTION public_cache_changed();
CREATE TRIGGER mentor_extra_time_public_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON mentor_extra_time FOR EACH STATEMENT EXECUTE FUNCTION public_cache_changed();
CREATE TRIGGER mentor_time_off_public_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON mentor_time_off FOR EACH STATEMENT EXECUTE FUNCTION public_cache_changed();
CREATE TRIGGER bookings_public_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON bookings FOR EACH STATEMENT EXECUTE FUNCTION public_cache_changed();
CREATE TRIGGER reschedule_requests_public_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON reschedule_requests FOR EACH STATEMENT EXECUTE FUNCTION public_cache_changed();
