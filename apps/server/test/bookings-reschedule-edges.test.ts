/**
 * B7's lapse when the NEW time is the nearest: a request for a time sooner than 50 hours away lapses 2 h
 * before that new start, earlier than 48 h after it was made. The slot it held is offered again, the lesson
 * keeps its time and the student is told.
 */
import { expect, it } from 'vitest';
import { bookingMessages } from '@app/contract';
import { latestMailTo } from './auth-helpers.ts';
import { bookLesson } from './booking-fixtures.ts';
import { useRescheduleWorld } from './reschedule-fixtures.ts';

const { state, ask, accept, read, statusOf, lapseMails, offered, moveTo } = useRescheduleWorld();

it('lapses 2 h before the new start when that comes before 48 h, frees the held slot and tells the student', async () => {
  // Now: Monday 23 November 08:00 UTC. A lesson 5 days ahead asks to move to 30 h ahead.
  const id = await bookLesson(state.world, state.student, '2026-11-28T10:00:00Z');
  const asked = await ask(id, '2026-11-24T14:00:00Z');
  expect(asked.statusCode).toBe(200);
  // New start − 2 h: 28 h after the request, not 48 h (Wednesday 08:00) nor old start − 2 h.
  expect((await read(id)).reschedule_request?.lapses_at).toBe('2026-11-24T12:00:00Z');
  expect(await offered('2026-11-24')).not.toContain('2026-11-24T14:00:00Z');

  await moveTo('2026-11-24T11:59:00Z');
  expect(await statusOf(id)).toBe('open');
  expect((await read(id)).reschedule_request?.start_utc).toBe('2026-11-24T14:00:00Z');
  expect(await offered('2026-11-24')).not.toContain('2026-11-24T14:00:00Z');
  expect(await lapseMails(id)).toBe(0);

  await moveTo('2026-11-24T12:00:00Z');
  expect(await statusOf(id)).toBe('lapsed');
  expect(await read(id)).toMatchObject({
    status: 'paid',
    reschedule_request: null,
    date_time: { start: '2026-11-28T10:00:00Z' },
  });
  expect(await offered('2026-11-24')).toContain('2026-11-24T14:00:00Z');
  // The lesson still holds its own time.
  expect(await offered('2026-11-28')).not.toContain('2026-11-28T10:00:00Z');

  expect(await lapseMails(id)).toBe(1);
  const mail = await latestMailTo(state.world.ctx, state.student.user.email);
  expect(mail?.subject).toBe(`Your request for a new time lapsed: LES-${id} | Music Mentors`);
  expect(mail?.text).toContain('Your lesson stays at its time: Saturday, 28 November 2026 at 10:00 (UTC).');

  const late = await accept(id);
  expect(late.statusCode).toBe(400);
  expect(late.json<{ detail: string }>().detail).toBe(bookingMessages.rescheduleNoOpenRequest);
  // The job running again does not tell the student twice.
  await state.world.ctx.app.scheduler.runAll();
  expect(await lapseMails(id)).toBe(1);
});

it('when 48 h after the request and 2 h before the new start coincide, it lapses at that instant', async () => {
  // Now: Tuesday 24 November 12:00 UTC. The new start is exactly 50 h away.
  const id = await bookLesson(state.world, state.student, '2026-12-02T10:00:00Z');
  expect((await ask(id, '2026-11-26T14:00:00Z')).statusCode).toBe(200);
  expect((await read(id)).reschedule_request?.lapses_at).toBe('2026-11-26T12:00:00Z');
});
