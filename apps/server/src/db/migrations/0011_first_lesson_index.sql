-- The calendar's "first lesson" flag (M6) asks, for each lesson in view, for the earliest live booking
-- between that student and mentor; without this index that reads both people's whole booking history.
CREATE INDEX bookings_pair_first_idx ON bookings (student_id, mentor_id, start_at, id) WHERE status <> 'canceled';
