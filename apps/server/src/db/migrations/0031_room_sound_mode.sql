-- Issue 19 item 1: the lesson room's sound mode (Music or Speech) that the mentor chose last, so their next
-- lessons open in it; NULL until they choose, when the lesson's skill decides (Music for instruments, voice).
ALTER TABLE mentors ADD COLUMN room_sound_mode text
  CONSTRAINT mentors_room_sound_mode_check CHECK (room_sound_mode IN ('music', 'speech'));
