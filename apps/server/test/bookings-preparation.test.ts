/**
 * Lesson preparation on the server (API-24, L2): the student sends the answers to the booking, the mentor
 * reads them on the booking and in the lists; nobody else may write them, and bad answers change nothing.
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { bookingMessages, type Booking, type BookingPage } from '@app/contract';
import { queryRows } from '../src/db/client.ts';
import { type Session } from './auth-helpers.ts';
import { useBookingWorld, bookLesson } from './booking-fixtures.ts';

const world = useBookingWorld();

let day = 0;
/** Books and pays one of Maya's lessons on a day of its own. */
function lesson(student: Session): Promise<number> {
  day += 1;
  return bookLesson(world, student, `2026-12-${String(day).padStart(2, '0')}T09:00:00Z`);
}

const answers = {
  experienceLevel: 'Intermediate',
  otherInstruments: ['Piano'],
  learningStyle: ['Visual', 'Hands-on practice'],
  musicStyles: ['Jazz'],
  learningGoal: 'Play "Autumn Leaves" with friends.',
  additionalInfo: '',
};

const send = (who: Session, id: number, payload: unknown) =>
  who.inject({ method: 'PUT', url: `/api/lessons/bookings/${id}/extra-info/`, payload: payload as object });
const detail = (who: Session, id: number) =>
  who.inject({ method: 'GET', url: `/api/lessons/bookings/${id}/` });

async function storedAnswers(id: number): Promise<unknown> {
  const [row] = await queryRows<{ extra_info: unknown }>(
    world.ctx.database.db,
    sql`SELECT extra_info FROM bookings WHERE id = ${id}`,
  );
  return row!.extra_info;
}

describe('PUT /api/lessons/bookings/{id}/extra-info/', () => {
  it('the student sends the answers; the mentor reads them on the booking and in the list', async () => {
    const student = await world.newStudent();
    const id = await lesson(student);
    expect((await detail(student, id)).json<Booking>().extra_info).toBeNull();

    const res = await send(student, id, answers);
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<Booking>();
    expect(saved).toMatchObject({ id, viewer_is_mentor: false, extra_info: answers });
    expect(saved.other_user.name).toBe('Maya Lopez');

    const seen = (await detail(world.mentor, id)).json<Booking>();
    expect(seen.viewer_is_mentor).toBe(true);
    expect(seen.extra_info).toEqual(answers);
    const listed = (
      await world.mentor.inject({ method: 'GET', url: '/api/lessons/bookings/?status=paid' })
    ).json<BookingPage>();
    expect(listed.results.find((b) => b.id === id)?.extra_info).toEqual(answers);
    const own = (
      await student.inject({ method: 'GET', url: '/api/lessons/bookings/?status=paid' })
    ).json<BookingPage>();
    expect(own.results.find((b) => b.id === id)?.extra_info).toEqual(answers);

    // Sending again replaces the answers; an empty object (nothing answered) is accepted too (PREP-03).
    expect((await send(student, id, { learningGoal: 'Sight-reading' })).json<Booking>().extra_info).toEqual({
      learningGoal: 'Sight-reading',
    });
    expect((await send(student, id, {})).statusCode).toBe(200);
    expect(await storedAnswers(id)).toEqual({});
  });

  it('a stranger gets 404, the mentor 403, a visitor 401, and nothing changes', async () => {
    const student = await world.newStudent();
    const id = await lesson(student);
    await send(student, id, answers);

    const stranger = await world.newStudent();
    const notHers = await send(stranger, id, { learningGoal: 'Mine now' });
    expect(notHers.statusCode).toBe(404);
    expect(notHers.json()).toMatchObject({ detail: bookingMessages.bookingNotFound });
    expect((await send(stranger, 999_999, answers)).statusCode).toBe(404);

    const byMentor = await send(world.mentor, id, { learningGoal: 'Scales' });
    expect(byMentor.statusCode).toBe(403);
    expect(byMentor.json()).toMatchObject({ detail: bookingMessages.preparationOnlyStudent });

    const visitor = await world.ctx.app.inject({
      method: 'PUT',
      url: `/api/lessons/bookings/${id}/extra-info/`,
      payload: answers,
    });
    expect([401, 403]).toContain(visitor.statusCode);
    expect(await storedAnswers(id)).toEqual(answers);
  });

  it('refuses bad bodies with R1 errors and changes nothing', async () => {
    const student = await world.newStudent();
    const id = await lesson(student);
    await send(student, id, answers);
    const bad: unknown[] = [
      { ...answers, favouriteColour: 'blue' },
      { learningGoal: 'x'.repeat(2001) },
      { additionalInfo: 42 },
      { otherInstruments: 'Piano' },
      { musicStyles: [1, 2] },
      { learningStyle: Array.from({ length: 21 }, (_, i) => `style ${i}`) },
      { otherInstruments: ['y'.repeat(101)] },
      [answers],
    ];
    for (const body of bad) {
      const res = await send(student, id, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(typeof res.json<{ detail: unknown }>().detail).toBe('string');
    }
    expect(await storedAnswers(id)).toEqual(answers);
  });

  it('refuses a cancelled or completed lesson', async () => {
    const student = await world.newStudent();
    const cancelled = await lesson(student);
    const res = await student.inject({ method: 'PUT', url: `/api/lessons/bookings/${cancelled}/cancel/` });
    expect(res.statusCode, res.body).toBe(200);
    const refused = await send(student, cancelled, answers);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ detail: bookingMessages.preparationLessonOver });
    expect(await storedAnswers(cancelled)).toBeNull();

    const completed = await lesson(student);
    await queryRows(
      world.ctx.database.db,
      sql`UPDATE bookings SET status = 'completed' WHERE id = ${completed} RETURNING id`,
    );
    expect((await send(student, completed, answers)).statusCode).toBe(400);
    expect(await storedAnswers(completed)).toBeNull();
  });
});
