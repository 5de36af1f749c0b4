-- Issue 18 item 4: /students shows, per student, the last notes and the practice logged since. Reaching them
-- through log -> assignment -> lesson -> (mentor, student) meant index probes per lesson and per assignment of
-- every student (134 ms for 200 students with 5,000 lessons). Notes and logs now carry their lesson's mentor
-- and student (and the notes its start), copied when written: notes are written from the lesson's start on,
-- when it can no longer move, and a lesson's pair never changes. Like the lesson's own columns they become
-- null when an account is deleted. Two index ranges per student answer the list.
ALTER TABLE lesson_notes ADD COLUMN mentor_id integer REFERENCES mentors (id) ON DELETE SET NULL;
ALTER TABLE lesson_notes ADD COLUMN student_id integer REFERENCES users (id) ON DELETE SET NULL;
ALTER TABLE lesson_notes ADD COLUMN lesson_start timestamptz;
UPDATE lesson_notes n SET mentor_id = b.mentor_id, student_id = b.student_id, lesson_start = b.start_at
  FROM bookings b WHERE b.id = n.booking_id;
ALTER TABLE lesson_notes ALTER COLUMN lesson_start SET NOT NULL;
CREATE INDEX lesson_notes_pair_idx ON lesson_notes (mentor_id, student_id, lesson_start DESC, booking_id);

ALTER TABLE practice_logs ADD COLUMN mentor_id integer REFERENCES mentors (id) ON DELETE SET NULL;
ALTER TABLE practice_logs ADD COLUMN student_id integer REFERENCES users (id) ON DELETE SET NULL;
UPDATE practice_logs l SET mentor_id = b.mentor_id, student_id = b.student_id
  FROM practice_assignments a JOIN bookings b ON b.id = a.booking_id
 WHERE a.id = l.assignment_id;
CREATE INDEX practice_logs_pair_idx ON practice_logs (mentor_id, student_id, logged_at DESC);
