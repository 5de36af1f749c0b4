/**
 * Masterclass test helpers: a staff session in the booking world, a valid staff body, classes written
 * straight into the table (for ones that already started or ended, which the API refuses to create), and
 * the counts that show nothing was stored.
 */
import { sql } from 'drizzle-orm';
import type { MasterclassBody } from '@app/contract';
import { queryRows } from '../src/db/client.ts';
import { login, type Session } from './auth-helpers.ts';
import type { BookingWorld } from './booking-fixtures.ts';

export async function staffSession(world: BookingWorld): Promise<Session> {
  const member = await world.newStudent();
  await world.ctx.database.db.execute(sql`UPDATE users SET is_staff = true WHERE id = ${member.user.id}`);
  return login(world.ctx.app, member.user.email);
}

/** Starts on Monday 2026-11-30 19:00 in Berlin (18:00 UTC), a week after the booking world's clock. */
export const validBody = (over: Partial<MasterclassBody> = {}): MasterclassBody => ({
  name: 'Piano from zero',
  description: 'Your first song in an hour.',
  description_mentor: 'Maya teaches beginners.',
  show_off_url: 'https://www.youtube-nocookie.com/embed/abcdef12345',
  join_url: 'https://meet.example.com/piano-from-zero',
  start_time_local: '2026-11-30T19:00',
  timezone: 'Europe/Berlin',
  duration: 60,
  capacity: 20,
  mentor_id: null,
  custom_mentor_photo_1: '/media/portraits/1.svg',
  custom_mentor_photo_2: '',
  ...over,
});

export async function insertClass(
  world: BookingWorld,
  values: { name: string; start: string; duration?: number; capacity?: number; seatsTaken?: number },
): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    world.ctx.database.db,
    sql`INSERT INTO masterclasses (name, description, show_off_url, join_url, start_time, timezone,
          duration_minutes, capacity, seats_taken, created_at, updated_at)
        VALUES (${values.name}, 'About it', 'https://player.vimeo.com/video/123456', 'https://meet.example.com/x',
                ${values.start}, 'UTC', ${values.duration ?? 60}, ${values.capacity ?? 10},
                ${values.seatsTaken ?? 0}, now(), now())
        RETURNING id`,
  );
  return row!.id;
}

export async function countOf(world: BookingWorld, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await queryRows<{ n: number }>(world.ctx.database.db, query);
  return Number(row!.n);
}

export const attendeeCount = (world: BookingWorld, id?: number) =>
  countOf(
    world,
    id === undefined
      ? sql`SELECT count(*)::int AS n FROM masterclass_attendees`
      : sql`SELECT count(*)::int AS n FROM masterclass_attendees WHERE masterclass_id = ${id}`,
  );

export const seatsTaken = (world: BookingWorld, id: number) =>
  countOf(world, sql`SELECT seats_taken AS n FROM masterclasses WHERE id = ${id}`);
