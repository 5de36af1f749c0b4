-- ADR 60 (issue 18 item 3, the attachments): files the mentor attaches to a practice assignment, sheet music
-- as PDF or image, recordings as audio. The bytes live in the file storage under a private, server-chosen,
-- unguessable path that /media/ refuses; they are served only to the lesson's two people. The type is the
-- one the bytes were checked to be, not the one the browser claimed.
CREATE TABLE practice_attachments (
  id serial PRIMARY KEY,
  assignment_id integer NOT NULL REFERENCES practice_assignments (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  content_type text NOT NULL,
  size_bytes integer NOT NULL CHECK (size_bytes BETWEEN 1 AND 20971520),
  storage_path text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL
);
CREATE INDEX practice_attachments_assignment_idx ON practice_attachments (assignment_id, id);
