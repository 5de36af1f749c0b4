/**
 * B7's lapse: an unanswered request lapses at the earlier of 48 h after it was made and 2 h before either
 * start. The scheduled job marks it and tells the student; the held slot is free from that moment even
 * before the job runs. And after a move, the reminders follow the new time (R6).
 */
import { expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { bookingMessages } from '@app/contract';
import { queryRows } from '../src/db/client.ts';
import { latestMailTo } from './auth-helpers.ts';
import { bookLesson } from './booking-fixtures.ts';
import { useRescheduleWorld } from './reschedule-fixtures.ts';

const { state, ask, accept, read, statusOf, lapseMails, offered, moveTo } = useRescheduleWorld();

async function remindersTo(email: string): Promise<string[]> {
  const rows = await queryRows<{ text_body: string }>(
    state.world.ctx.database.db,
    sql`SELECT text_body FROM outbox_emails WHERE to_address = ${email} AND subject LIKE 'Reminder:%' ORDER BY id`,
  );
  return rows.map((r) => r.text_body);
}

it('lapses 48 hours after the request when both starts are further away, and tells the student', async () => {
  // Now: Monday 23 November 08:00 UTC.
  const id = await bookLesson(state.world, state.student, '2026-11-30T10:00:00Z');
  await ask(id, '2026-12-01T10:00:00Z');
  expect((await read(id)).reschedule_request?.lapses_at).toBe('2026-11-25T08:00:00Z');

  await moveTo('2026-11-25T07:59:00Z');
  expect(await statusOf(id)).toBe('open');
  expect((await read(id)).reschedule_request).not.toBeNull();
  expect(await offered('2026-12-01')).not.toContain('2026-12-01T10:00:00Z');

  await moveTo('2026-11-25T08:00:00Z');
  expect(await statusOf(id)).toBe('lapsed');
  expect(await read(id)).toMatchObject({
    reschedule_request: null,
    can_reschedule: true,
    date_time: { start: '2026-11-30T10:00:00Z' },
  });
  const mail = await latestMailTo(state.world.ctx, state.student.user.email);
  expect(mail?.subject).toBe(`Your request for a new time lapsed: LES-${id} | Music Mentors`);
  expect(mail?.text).toContain('Your lesson stays at its time: Monday, 30 November 2026 at 10:00 (UTC).');
  expect(await offered('2026-12-01')).toContain('2026-12-01T10:00:00Z');
  const late = await accept(id);
  expect(late.statusCode).toBe(400);
  expect(late.json<{ error: string }>().error).toBe(bookingMessages.rescheduleNoOpenRequest);
});

it('lapses 2 hours before the current start, and frees the slot at that moment even before the job runs', async () => {
  // Now: Wednesday 25 November 08:00 UTC.
  const id = await bookLesson(state.world, state.student, '2026-11-26T10:00:00Z');
  await ask(id, '2026-11-28T10:00:00Z');
  expect((await read(id)).reschedule_request?.lapses_at).toBe('2026-11-26T08:00:00Z');

  await moveTo('2026-11-26T08:00:00Z', false);
  expect(await statusOf(id)).toBe('open'); // the job has not run...
  expect((await read(id)).reschedule_request).toBeNull(); // ...but the request is over
  expect(await offered('2026-11-28')).toContain('2026-11-28T10:00:00Z');
  expect((await accept(id)).statusCode).toBe(400);
  expect((await read(id)).date_time.start).toBe('2026-11-26T10:00:00Z');

  await state.world.ctx.app.scheduler.runAll();
  expect(await statusOf(id)).toBe('lapsed');
  expect(await lapseMails(id)).toBe(1);
});

it("after a move the reminders follow the lesson's new time", async () => {
  // Now: Thursday 26 November 08:00 UTC. A lesson 28 h away moves two days later.
  const id = await bookLesson(state.world, state.student, '2026-11-27T12:00:00Z');
  await ask(id, '2026-11-29T12:00:00Z');
  expect((await accept(id)).statusCode).toBe(200);
  const before = (await remindersTo(state.student.user.email)).length;

  await moveTo('2026-11-26T12:01:00Z'); // 24 h before the old time
  expect(await remindersTo(state.student.user.email)).toHaveLength(before);

  await moveTo('2026-11-28T12:01:00Z'); // 24 h before the new time
  const reminders = await remindersTo(state.student.user.email);
  expect(reminders).toHaveLength(before + 1);
  expect(reminders.at(-1)).toContain('When: Sunday, 29 November 2026 at 12:00 (UTC)');
});
