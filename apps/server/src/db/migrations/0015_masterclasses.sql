-- Masterclasses (meet and greet, K5, MASTER-01..19): free live sessions staff create, and the seats people
-- take. Seats are counted on the class row (seats_taken) and taken by a conditional UPDATE, so two people
-- racing for the last seat cannot both get it; the CHECK is the last line of defence.
CREATE TABLE masterclasses (
  id serial PRIMARY KEY,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 150),
  description text NOT NULL CHECK (length(description) BETWEEN 1 AND 5000),
  description_mentor text NOT NULL DEFAULT '' CHECK (length(description_mentor) <= 5000),
  -- A YouTube or Vimeo embed address (checked by the contract), shown in an iframe.
  show_off_url text NOT NULL,
  -- Where attendees join the live session; only in the confirmation mail, never in the public list.
  join_url text NOT NULL,
  start_time timestamptz NOT NULL,
  -- The class's own IANA zone: start_time_local is the start on this zone's wall clock.
  timezone text NOT NULL,
  duration_minutes integer NOT NULL CHECK (duration_minutes BETWEEN 15 AND 240),
  capacity integer NOT NULL CHECK (capacity BETWEEN 1 AND 10000),
  seats_taken integer NOT NULL DEFAULT 0 CHECK (seats_taken >= 0 AND seats_taken <= capacity),
  -- Optional; a mentor whose account goes away leaves the class without one (the page's fallback text).
  mentor_id integer REFERENCES mentors (id) ON DELETE SET NULL,
  custom_mentor_photo_1 text,
  custom_mentor_photo_2 text,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
-- The public list: classes that have not ended, soonest first.
CREATE INDEX masterclasses_start_idx ON masterclasses (start_time);

CREATE TABLE masterclass_attendees (
  id serial PRIMARY KEY,
  masterclass_id integer NOT NULL REFERENCES masterclasses (id) ON DELETE CASCADE,
  -- The account's e-mail for a signed-in user, the typed one for a visitor.
  email text NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
  full_name text NOT NULL DEFAULT '' CHECK (length(full_name) <= 150),
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  accept_marketing_emails boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL
);
-- K5: one seat per e-mail and class, whatever the letter case.
CREATE UNIQUE INDEX masterclass_attendees_email_idx ON masterclass_attendees (masterclass_id, lower(email));
