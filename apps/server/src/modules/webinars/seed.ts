/**
 * The demo masterclass: whenever no masterclass lies ahead, one is added a week from now (on the hour, in
 * Europe/Berlin), led by the demo mentor, with 50 free seats. Checked on every start, so a demo database
 * always has an upcoming class however long ago it was seeded; idempotent otherwise.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { DEMO_MENTOR_EMAIL } from '../mentors/index.ts';

const HOUR_MS = 3_600_000;
const WEEK_MS = 7 * 24 * HOUR_MS;

export const DEMO_MASTERCLASS = {
  name: 'Piano from zero: your first song in 60 minutes',
  topic: 'piano',
  description:
    'A free live masterclass for complete beginners: posture, the first chords and a simple song you can play by the end. Bring a keyboard or piano if you have one.',
  descriptionMentor:
    'Maya has taught piano for over ten years, from first lessons to conservatory auditions, and loves showing beginners how quickly music starts to make sense.',
  // A YouTube embed address (MASTERCLASS_VIDEO_PATTERNS); nothing loads until the page shows it.
  showOffUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
  joinUrl: 'https://meet.example.com/music-mentors-masterclass',
  timezone: 'Europe/Berlin',
  durationMinutes: 60,
  capacity: 50,
} as const;

export async function seedMasterclass(db: Db, now: Date): Promise<void> {
  const start = new Date(Math.ceil((now.getTime() + WEEK_MS) / HOUR_MS) * HOUR_MS);
  const d = DEMO_MASTERCLASS;
  await db.execute(
    sql`INSERT INTO masterclasses (name, topic, description, description_mentor, show_off_url, join_url, start_time,
          timezone, duration_minutes, capacity, mentor_id, custom_mentor_photo_1, created_at, updated_at)
        SELECT ${d.name}, ${d.topic}, ${d.description}, ${d.descriptionMentor}, ${d.showOffUrl}, ${d.joinUrl}, ${start},
               ${d.timezone}, ${d.durationMinutes}, ${d.capacity}, m.id, u.profile_picture, ${now}, ${now}
        FROM (SELECT 1) AS one
        LEFT JOIN users u ON lower(u.email) = ${DEMO_MENTOR_EMAIL}
        LEFT JOIN mentors m ON m.user_id = u.id AND m.is_verified
        WHERE NOT EXISTS (SELECT 1 FROM masterclasses WHERE start_time > ${now})`,
  );
}
