-- The mentor catalogue (rules C1-C3, L3, L5): lookups, mentors with their sessions and weekly availability,
-- likes, reviews and referrals. Every time column is written from the app's clock, never now().

CREATE TABLE skills (id serial PRIMARY KEY, name text NOT NULL);
CREATE UNIQUE INDEX skills_name_key ON skills (lower(name));
CREATE TABLE styles (id serial PRIMARY KEY, name text NOT NULL);
CREATE UNIQUE INDEX styles_name_key ON styles (lower(name));
CREATE TABLE languages (id serial PRIMARY KEY, name text NOT NULL);
CREATE UNIQUE INDEX languages_name_key ON languages (lower(name));

CREATE TABLE mentors (
  id serial PRIMARY KEY,
  user_id integer NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  headline text NOT NULL DEFAULT '',
  bio text NOT NULL DEFAULT '',
  -- Price of a 60-minute lesson in euro cents; the price filter and the card use it (C2).
  amount_cents integer NOT NULL CHECK (amount_cents >= 0),
  offer_trial boolean NOT NULL DEFAULT false,
  -- Approved by staff (C1): only verified mentors are listed, bookable or messageable as mentors.
  is_verified boolean NOT NULL DEFAULT false,
  approved_at timestamptz,
  country text NOT NULL DEFAULT '' CHECK (country = '' OR country ~ '^[A-Z]{2}$'),
  -- IANA zone of the weekly availability (S1).
  timezone text NOT NULL DEFAULT 'UTC',
  different_call_platform boolean NOT NULL DEFAULT false,
  different_call_platform_name text,
  different_call_platform_url text,
  referral_code text NOT NULL UNIQUE,
  -- Figures the ordering needs on every list call, maintained on write (reviews now, bookings next issue).
  review_count integer NOT NULL DEFAULT 0,
  -- Sum over reviews of teaching_ability + communication + expertise.
  rating_sum integer NOT NULL DEFAULT 0,
  completed_lessons integer NOT NULL DEFAULT 0,
  completed_lessons_90d integer NOT NULL DEFAULT 0,
  reply_rate real NOT NULL DEFAULT 0,
  -- The Recommended order (C2; formula in modules/mentors/search.ts), computed on every write that changes
  -- its inputs and recomputed for everyone once a day (recency), so listing is an index scan.
  rank_score double precision NOT NULL DEFAULT 0,
  -- The search document (C2), rewritten by the catalogue service whenever a name, headline, bio, skill or
  -- style changes: unaccent() is not IMMUTABLE, so it cannot sit in an index expression or generated column.
  -- search_text: lower-case, unaccented, tags stripped: name, headline, bio, skills, styles.
  search_text text NOT NULL DEFAULT '',
  search_vector tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, search_text)) STORED,
  created_at timestamptz NOT NULL
);
CREATE INDEX mentors_listed_price_idx ON mentors (amount_cents, id) WHERE is_verified;
CREATE INDEX mentors_listed_rank_idx ON mentors (rank_score DESC, id) WHERE is_verified;
CREATE INDEX mentors_listed_popular_idx ON mentors (completed_lessons_90d DESC, review_count DESC, id) WHERE is_verified;
CREATE INDEX mentors_listed_newest_idx ON mentors (approved_at DESC, id DESC) WHERE is_verified;
CREATE INDEX mentors_search_vector_idx ON mentors USING gin (search_vector);
-- Every word of every search document: a typo in the search text is corrected against this lexicon
-- (pg_trgm similarity, GIN trigram index) before the full-text match, which then needs no row re-checks.
-- Words are only added; a word nobody uses any more merely expands to nothing.
CREATE TABLE mentor_search_words (word text PRIMARY KEY);
CREATE INDEX mentor_search_words_trgm_idx ON mentor_search_words USING gin (word gin_trgm_ops);

ALTER TABLE users
  ADD CONSTRAINT users_mentor_id_fkey FOREIGN KEY (mentor_id) REFERENCES mentors (id) ON DELETE SET NULL;
-- Rule L5: the mentor whose referral code the student entered, once, within 24 h of registering.
ALTER TABLE users ADD COLUMN referral_mentor_id integer REFERENCES mentors (id) ON DELETE SET NULL;
ALTER TABLE users ADD COLUMN referred_at timestamptz;

CREATE TABLE mentor_skills (
  mentor_id integer NOT NULL REFERENCES mentors (id) ON DELETE CASCADE,
  skill_id integer NOT NULL REFERENCES skills (id) ON DELETE CASCADE,
  PRIMARY KEY (mentor_id, skill_id)
);
CREATE INDEX mentor_skills_skill_idx ON mentor_skills (skill_id, mentor_id);
CREATE TABLE mentor_styles (
  mentor_id integer NOT NULL REFERENCES mentors (id) ON DELETE CASCADE,
  style_id integer NOT NULL REFERENCES styles (id) ON DELETE CASCADE,
  PRIMARY KEY (mentor_id, style_id)
);
CREATE INDEX mentor_styles_style_idx ON mentor_styles (style_id, mentor_id);
CREATE TABLE mentor_languages (
  mentor_id integer NOT NULL REFERENCES mentors (id) ON DELETE CASCADE,
  language_id integer NOT NULL REFERENCES languages (id) ON DELETE CASCADE,
  PRIMARY KEY (mentor_id, language_id)
);
CREATE INDEX mentor_languages_language_idx ON mentor_languages (language_id, mentor_id);

-- The lesson lengths a mentor offers, each followed by a break (timeout_time) before the next booking (S1).
CREATE TABLE mentor_sessions (
  id serial PRIMARY KEY,
  mentor_id integer NOT NULL REFERENCES mentors (id) ON DELETE CASCADE,
  session_time integer NOT NULL CHECK (session_time IN (30, 60, 90, 120)),
  timeout_time integer NOT NULL DEFAULT 0 CHECK (timeout_time >= 0),
  UNIQUE (mentor_id, session_time)
);

-- Weekly availability in the mentor's own zone (mentors.timezone), weekday 0 = Monday .. 6 = Sunday.
-- Extra time and time off (dated exceptions) and the slot computation arrive with the booking issue.
CREATE TABLE mentor_availability (
  id serial PRIMARY KEY,
  mentor_id integer NOT NULL REFERENCES mentors (id) ON DELETE CASCADE,
  weekday smallint NOT NULL CHECK (weekday BETWEEN 0 AND 6),
  start_time time NOT NULL,
  end_time time NOT NULL,
  CHECK (start_time < end_time)
);
CREATE INDEX mentor_availability_mentor_idx ON mentor_availability (mentor_id, weekday);

-- The UTC day the rank scores were last recomputed for (one row).
CREATE TABLE mentor_rank_state (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  ranked_for date NOT NULL
);

-- Saved mentors (C3). The primary key makes a second like a no-op.
CREATE TABLE likes (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  mentor_id integer NOT NULL REFERENCES mentors (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, mentor_id)
);
CREATE INDEX likes_user_newest_idx ON likes (user_id, created_at DESC, mentor_id DESC);

-- One review per student and mentor (L3).
CREATE TABLE reviews (
  id serial PRIMARY KEY,
  reviewer_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  mentor_id integer NOT NULL REFERENCES mentors (id) ON DELETE CASCADE,
  teaching_ability smallint NOT NULL CHECK (teaching_ability BETWEEN 1 AND 5),
  communication smallint NOT NULL CHECK (communication BETWEEN 1 AND 5),
  expertise smallint NOT NULL CHECK (expertise BETWEEN 1 AND 5),
  message text NOT NULL DEFAULT '' CHECK (char_length(message) <= 2000),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  UNIQUE (reviewer_id, mentor_id)
);
CREATE INDEX reviews_mentor_newest_idx ON reviews (mentor_id, created_at DESC, id DESC);
