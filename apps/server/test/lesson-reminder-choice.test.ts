/**
 * Reminders the user chooses (issue 22 item 5): the 24 h and the 1 h reminder are each switchable in the
 * notification settings; the lifecycle job sends each only to the people who kept it on. Now is Monday
 * 2026-11-23 08:00 UTC. PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */
import { expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client.ts';
import { bookLesson, useBookingWorld } from './booking-fixtures.ts';

const world = useBookingWorld();

async function remindersTo(email: string): Promise<string[]> {
  const rows = await queryRows<{ subject: string }>(
    world.ctx.database.db,
    sql`SELECT subject FROM outbox_emails WHERE lower(to_address) = lower(${email})
          AND subject LIKE 'Reminder:%' ORDER BY id`,
  );
  return rows.map((r) => r.subject.replace(' | Music Mentors', ''));
}

async function runAt(iso: string) {
  world.ctx.clock.advance((Date.parse(iso) - world.ctx.clock.now().getTime()) / 1000);
  await world.ctx.app.scheduler.runAll();
}

it('sends the 24 h reminder only to who kept it, and the 1 h reminder likewise', async () => {
  const off = (who: typeof world.student, key: string) =>
    who.inject({ method: 'PUT', url: '/api/notifications/settings/', payload: { [key]: false } });
  expect((await off(world.student, 'lesson_reminder_24h')).statusCode).toBe(200);
  expect((await off(world.mentor, 'lesson_reminder_1h')).statusCode).toBe(200);
  await bookLesson(world, world.student, '2026-11-25T10:00:00Z');

  await runAt('2026-11-24T10:00:00Z');
  expect(await remindersTo(world.student.user.email)).toEqual([]);
  expect(await remindersTo(world.maya.email)).toEqual(['Reminder: your lesson starts in 24 hours']);

  await runAt('2026-11-25T09:00:00Z');
  expect(await remindersTo(world.student.user.email)).toEqual(['Reminder: your lesson starts in 1 hour']);
  expect(await remindersTo(world.maya.email)).toEqual(['Reminder: your lesson starts in 24 hours']);
});
