/**
 * A mentor's students (issue 18 item 4): who may ask, the counts and next lesson of each student, and one
 * student's lesson history (only a student who has booked the caller; anyone else is 404).
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { STUDENTS_PAGE_SIZE, studentsMessages, type StudentDetail, type StudentList } from '@app/contract';
import { queryRows } from '../src/db/client.ts';
import { login, type Session } from './auth-helpers.ts';
import { bookLesson, useBookingWorld } from './booking-fixtures.ts';

const world = useBookingWorld();
const headers = { 'x-timezone': 'Europe/Berlin' };
const list = (session: Session) => session.inject({ method: 'GET', url: '/api/mentors/students/', headers });
const detail = (session: Session, id: number) =>
  session.inject({ method: 'GET', url: `/api/mentors/students/${id}/`, headers });

async function complete(id: number) {
  await queryRows(world.ctx.database.db, sql`UPDATE bookings SET status = 'completed' WHERE id = ${id}`);
}

describe('who may see the students', () => {
  it('a visitor is 401, a student 403 with the module sentence', async () => {
    expect((await world.ctx.app.inject({ method: 'GET', url: '/api/mentors/students/' })).statusCode).toBe(
      401,
    );
    const res = await list(world.student);
    expect(res.statusCode).toBe(403);
    expect(res.json<{ detail: string }>().detail).toBe(studentsMessages.onlyMentors);
    expect((await detail(world.student, world.student.user.id)).statusCode).toBe(403);
  });

  it('a mentor with no students sees an empty list', async () => {
    const res = await list(world.mentor);
    expect(res.statusCode).toBe(200);
    expect(res.json<StudentList>()).toEqual({
      results: [],
      count: 0,
      page: 1,
      page_size: STUDENTS_PAGE_SIZE,
      timezone: 'Europe/Berlin',
    });
  });
});

describe('the list and one student', () => {
  it('counts completed lessons, names the next lesson, and keeps another mentor out', async () => {
    const sam = world.student;
    const ann = await world.newStudent();
    // Sam: two lessons in the past (completed), one cancelled-free future, one upcoming paid next week.
    const past1 = await bookLesson(world, sam, '2026-11-24T09:00:00Z');
    const past2 = await bookLesson(world, sam, '2026-11-25T09:00:00Z');
    const upcoming = await bookLesson(world, sam, '2026-12-02T09:00:00Z');
    const later = await bookLesson(world, sam, '2026-12-09T09:00:00Z');
    await complete(past1);
    await complete(past2);
    // Ann: one lesson booked but not paid (pending, still a booking), never completed.
    const annLesson = await bookLesson(world, ann, '2026-11-26T10:00:00Z', { pay: false });

    const res = await list(world.mentor);
    expect(res.statusCode).toBe(200);
    const body = res.json<StudentList>();
    expect(body.count).toBe(2);
    const samRow = body.results.find((r) => r.student.id === sam.user.id)!;
    const annRow = body.results.find((r) => r.student.id === ann.user.id)!;
    expect(samRow.lessons_taught).toBe(2);
    expect(samRow.next_lesson).toMatchObject({
      id: upcoming,
      start: '2026-12-02T09:00:00.000Z',
      status: 'paid',
    });
    expect(annRow.lessons_taught).toBe(0);
    expect(annRow.next_lesson).toBeNull();
    // No package bought: no credits left (packages.test.ts counts them once bought).
    expect([samRow.credits_left, annRow.credits_left]).toEqual([0, 0]);
    // No notes written yet: no last note and nothing logged (practice.test.ts fills both).
    expect(samRow.last_note).toBeNull();
    expect(samRow.practice_since).toEqual({ minutes: 0, entries: 0, last_logged_at: null });
    // Latest booked first: Sam's last lesson (9 December) is later than Ann's.
    expect(body.results.map((r) => r.student.id)).toEqual([sam.user.id, ann.user.id]);

    const one = await detail(world.mentor, sam.user.id);
    expect(one.statusCode).toBe(200);
    const history = one.json<StudentDetail>();
    expect(history.lessons.map((l) => l.id)).toEqual([later, upcoming, past2, past1]);
    expect(history.summary.lessons_taught).toBe(2);
    expect(history.notes).toEqual([]);
    expect((await detail(world.mentor, ann.user.id)).json<StudentDetail>().lessons[0]!.id).toBe(annLesson);

    // Another mentor: Sam never booked them, so Sam is no student of theirs (404, not 403).
    const [other] = await queryRows<{ email: string }>(
      world.ctx.database.db,
      sql`UPDATE users SET password_hash = (SELECT password_hash FROM users WHERE id = ${world.maya.userId}),
                 email_confirmed_at = ${world.ctx.clock.now()}
           WHERE id = ${world.otherMentor.userId} RETURNING email`,
    );
    const otto = await login(world.ctx.app, other!.email);
    const refused = await detail(otto, sam.user.id);
    expect(refused.statusCode).toBe(404);
    expect(refused.json<{ detail: string }>().detail).toBe(studentsMessages.notYourStudent);
    expect((await list(otto)).json<StudentList>().count).toBe(0);
  });

  it('answers pages of 50, latest booked first; a page past the end is empty, a bad page 400', async () => {
    const first = (await list(world.mentor)).json<StudentList>();
    expect(first).toMatchObject({ page: 1, page_size: STUDENTS_PAGE_SIZE });
    expect(first.results).toHaveLength(Math.min(first.count, STUDENTS_PAGE_SIZE));
    const past = await world.mentor.inject({ method: 'GET', url: '/api/mentors/students/?page=2' });
    expect(past.statusCode).toBe(200);
    expect(past.json<StudentList>()).toMatchObject({ results: [], count: first.count, page: 2 });
    for (const page of ['0', 'abc', '1.5']) {
      const bad = await world.mentor.inject({ method: 'GET', url: `/api/mentors/students/?page=${page}` });
      expect(bad.statusCode).toBe(400);
      expect(bad.json<{ errors: Record<string, string[]> }>().errors.page).toBeDefined();
    }
  });

  it('refuses an id that is no number and one that names nobody', async () => {
    const bad = await world.mentor.inject({ method: 'GET', url: '/api/mentors/students/abc/', headers });
    expect(bad.statusCode).toBe(400);
    expect((await detail(world.mentor, 2_000_000_000)).statusCode).toBe(404);
  });
});
