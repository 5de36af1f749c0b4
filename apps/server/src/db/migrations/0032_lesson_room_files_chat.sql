-- ADR 64 (issue 19 items 6 and 7): what a lesson's room keeps. Files either participant shared (sheet music as
-- PDF or image, checked by content, under a private unguessable storage path served only to the lesson's two
-- people) and the room's short chat. Both belong to the lesson: the side (student or mentor) is kept rather
-- than the account, because a lesson outlives a deleted account (ADR 58, A10).
CREATE TABLE lesson_room_files (
  id serial PRIMARY KEY,
  booking_id integer NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  shared_by text NOT NULL CHECK (shared_by IN ('student', 'mentor')),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  content_type text NOT NULL,
  size_bytes integer NOT NULL CHECK (size_bytes BETWEEN 1 AND 20971520),
  storage_path text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL
);
CREATE INDEX lesson_room_files_booking_idx ON lesson_room_files (booking_id, id);

CREATE TABLE lesson_room_messages (
  id serial PRIMARY KEY,
  booking_id integer NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  sent_by text NOT NULL CHECK (sent_by IN ('student', 'mentor')),
  body text NOT NULL CHECK (length(body) BETWEEN 1 AND 1000),
  created_at timestamptz NOT NULL
);
CREATE INDEX lesson_room_messages_booking_idx ON lesson_room_messages (booking_id, id);
