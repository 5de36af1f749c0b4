/**
 * Notes and practice after a lesson (issue 18 item 3, ADR 58): the lesson's mentor writes notes and
 * assignments from its start on (the student 403, others 404, not before the start, not when cancelled or
 * unpaid); a save keeps named assignments with their logs and refuses to drop one with logs; the student is
 * mailed once per save that changes something; the student logs 1..600 minutes (the mentor 403, others
 * 404) and both see the log. Bad input is a 400 with nothing stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  bookingMessages,
  practiceMessages,
  type LessonNotes,
  type LessonNotesSaved,
  type PracticeLogged,
  type PracticeOverview,
  type StudentDetail,
  type StudentList,
} from '@app/contract';
import { queryRows } from '../src/db/client.ts';
import { latestMailTo, login, type Session } from './auth-helpers.ts';
import { bookingWorld, bookLesson, type BookingWorld } from './booking-fixtures.ts';

const HOUR = 3_600_000;
let world: BookingWorld;
let mentor: Session;
let otherMentor: Session;
beforeAll(async () => {
  world = await bookingWorld();
  mentor = await login(world.ctx.app, world.maya.email);
  // Otto can sign in with the test password too.
  const [other] = await queryRows<{ email: string }>(
    world.ctx.database.db,
    sql`UPDATE users SET password_hash = (SELECT password_hash FROM users WHERE email = ${world.maya.email}),
          email_confirmed_at = ${world.ctx.clock.now()}
        WHERE id = ${world.otherMentor.userId} RETURNING email`,
  );
  otherMentor = await login(world.ctx.app, other!.email);
});
afterAll(() => world.ctx.close());

const put = (who: Session, id: number, payload: object) =>
  who.inject({ method: 'PUT', url: `/api/lessons/bookings/${id}/notes/`, payload });
const get = (who: Session, id: number) =>
  who.inject({ method: 'GET', url: `/api/lessons/bookings/${id}/notes/` });
const log = (who: Session, assignmentId: number, payload: object) =>
  who.inject({ method: 'POST', url: `/api/practice/${assignmentId}/log/`, payload });
const detailOf = (res: { json: () => unknown }) => (res.json() as { detail: string }).detail;

let slot = 0;
/**
 * A paid lesson of Maya's that started `startedHoursAgo` before the frozen clock, with `status` (each test
 * takes its own hours: Maya's lessons may not overlap).
 */
async function lesson(student: Session, startedHoursAgo: number, status = 'completed') {
  slot += 1;
  const id = await bookLesson(world, student, `2026-12-${String(slot).padStart(2, '0')}T10:00:00Z`);
  const start = world.ctx.clock.now().getTime() - startedHoursAgo * HOUR;
  await world.ctx.database.db.execute(
    sql`UPDATE bookings SET status = ${status}, start_at = ${new Date(start)},
          end_at = ${new Date(start + HOUR)}, hold_until = ${new Date(start + HOUR)} WHERE id = ${id}`,
  );
  return id;
}

async function mailsTo(email: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    world.ctx.database.db,
    sql`SELECT count(*)::int AS n FROM outbox_emails WHERE to_address = ${email}`,
  );
  return row!.n;
}

async function stored(id: number) {
  const [row] = await queryRows<{ notes: number; assignments: number; logs: number }>(
    world.ctx.database.db,
    sql`SELECT (SELECT count(*)::int FROM lesson_notes WHERE booking_id = ${id}) AS notes,
               (SELECT count(*)::int FROM practice_assignments WHERE booking_id = ${id}) AS assignments,
               (SELECT count(*)::int FROM practice_logs l JOIN practice_assignments a ON a.id = l.assignment_id
                 WHERE a.booking_id = ${id}) AS logs`,
  );
  return row!;
}

const twoAssignments = {
  notes: 'Good tone on the open strings. Watch the left thumb.',
  assignments: [
    { title: 'C major scale', details: 'Two octaves, slowly, with a metronome at 60.', minutes_per_day: 15 },
    { title: 'Blackbird, bars 1-8', details: '', minutes_per_day: null },
  ],
};

describe('notes and practice of a lesson', () => {
  it('the mentor writes notes with two assignments; the student is mailed, logs practice; both see it', async () => {
    const student = await world.newStudent();
    const id = await lesson(student, 26);
    const before = await mailsTo(student.user.email);
    const res = await put(mentor, id, twoAssignments);
    expect(res.statusCode).toBe(200);
    const saved = res.json<LessonNotesSaved>();
    expect(saved.message).toBe(practiceMessages.saved);
    expect(saved.notes).toMatchObject({
      booking_id: id,
      notes: twoAssignments.notes,
      mentor_name: 'Maya Lopez',
    });
    expect(saved.notes.assignments.map((a) => [a.title, a.minutes_per_day])).toEqual([
      ['C major scale', 15],
      ['Blackbird, bars 1-8', null],
    ]);
    expect(await mailsTo(student.user.email)).toBe(before + 1);
    const mail = await latestMailTo(world.ctx, student.user.email);
    expect(mail?.subject).toContain(`Notes and practice for LES-${id}`);
    expect(mail?.text).toContain('C major scale; Blackbird, bars 1-8');
    expect(mail?.text).toContain('/practice');

    const [scale] = saved.notes.assignments;
    const logged = await log(student, scale!.id, { minutes: 20, comment: '  Felt easier today.  ' });
    expect(logged.statusCode).toBe(201);
    expect(logged.json<PracticeLogged>().assignment).toMatchObject({
      minutes_this_week: 20,
      logs: [{ minutes: 20, comment: 'Felt easier today.' }],
    });
    expect((await log(student, scale!.id, { minutes: 10 })).statusCode).toBe(201);

    const seen = (await get(mentor, id)).json<LessonNotes>();
    expect(seen.assignments[0]!.logs.map((l) => l.minutes)).toEqual([10, 20]);
    expect(seen.assignments[0]!.minutes_this_week).toBe(30);
    expect(seen.viewer_is_mentor).toBe(true);
    expect((await get(student, id)).json<LessonNotes>()).toEqual({ ...seen, viewer_is_mentor: false });

    const mine = (await student.inject({ method: 'GET', url: '/api/practice/' })).json<PracticeOverview>();
    expect(mine.lessons.map((l) => l.booking_id)).toEqual([id]);
    expect(mine.lessons[0]!.assignments[0]!.logs).toHaveLength(2);
    // The mentor has no lessons as a student: an empty practice page, not another's.
    expect((await mentor.inject({ method: 'GET', url: '/api/practice/' })).json()).toEqual({ lessons: [] });

    // The mentor's /students: the last notes, the practice since, and every note on the student's page.
    const list = (await mentor.inject({ method: 'GET', url: '/api/mentors/students/' })).json<StudentList>();
    const row = list.results.find((r) => r.student.id === student.user.id)!;
    expect(row.last_note).toEqual({
      booking_id: id,
      lesson_start: seen.lesson_start,
      excerpt: twoAssignments.notes,
      assignments: ['C major scale', 'Blackbird, bars 1-8'],
    });
    const newest = seen.assignments[0]!.logs[0]!.logged_at;
    expect(row.practice_since).toEqual({ minutes: 30, entries: 2, last_logged_at: newest });
    const page = (
      await mentor.inject({ method: 'GET', url: `/api/mentors/students/${student.user.id}/` })
    ).json<StudentDetail>();
    expect(page.summary).toEqual(row);
    expect(page.notes).toEqual([seen]);
  });

  it("/students counts the practice since the newest notes, on any of the pair's assignments", async () => {
    const student = await world.newStudent();
    const older = await lesson(student, 72);
    const newer = await lesson(student, 3);
    const first = (await put(mentor, older, twoAssignments)).json<LessonNotesSaved>().notes;
    const scale = first.assignments[0]!.id;
    // Practice between the two lessons (moved back to yesterday), then after the newer one began.
    expect((await log(student, scale, { minutes: 40 })).statusCode).toBe(201);
    await world.ctx.database.db.execute(
      sql`UPDATE practice_logs SET logged_at = ${new Date(world.ctx.clock.now().getTime() - 24 * HOUR)}
           WHERE assignment_id = ${scale}`,
    );
    const row = async () =>
      (await mentor.inject({ method: 'GET', url: '/api/mentors/students/' }))
        .json<StudentList>()
        .results.find((r) => r.student.id === student.user.id)!;
    // Only the older lesson has notes: yesterday's 40 minutes came after it.
    expect((await row()).last_note?.booking_id).toBe(older);
    expect((await row()).practice_since).toMatchObject({ minutes: 40, entries: 1 });

    // Long notes reach the list cut at 160 characters, with an ellipsis.
    const long = `Tempo up to 72. ${'Keep the pulse steady in the bridge. '.repeat(8)}`.trim();
    await put(mentor, newer, { notes: long, assignments: [] });
    expect((await row()).last_note).toEqual({
      booking_id: newer,
      lesson_start: new Date(world.ctx.clock.now().getTime() - 3 * HOUR).toISOString(),
      excerpt: `${long.slice(0, 160).trimEnd()}…`,
      assignments: [],
    });
    // Yesterday's log is before the newer lesson: nothing since, until the student logs on the old scale.
    expect((await row()).practice_since).toEqual({ minutes: 0, entries: 0, last_logged_at: null });
    expect((await log(student, scale, { minutes: 15 })).statusCode).toBe(201);
    expect((await row()).practice_since).toEqual({
      minutes: 15,
      entries: 1,
      last_logged_at: world.ctx.clock.now().toISOString(),
    });
    const page = (
      await mentor.inject({ method: 'GET', url: `/api/mentors/students/${student.user.id}/` })
    ).json<StudentDetail>();
    expect(page.notes.map((n) => n.booking_id)).toEqual([newer, older]);
  });

  it('mails once per save that changes something, keeps named assignments and their logs', async () => {
    const student = await world.newStudent();
    const id = await lesson(student, 0); // the lesson is on now: notes may be written during it
    const first = (await put(mentor, id, twoAssignments)).json<LessonNotesSaved>().notes;
    const [a, b] = first.assignments;
    await log(student, a!.id, { minutes: 5 });
    const mails = await mailsTo(student.user.email);
    const same = {
      notes: first.notes,
      assignments: first.assignments.map(({ id: kept, title, details, minutes_per_day }) => ({
        id: kept,
        title,
        details,
        minutes_per_day,
      })),
    };
    const again = await put(mentor, id, same);
    expect(again.json<LessonNotesSaved>().message).toBe(practiceMessages.unchanged);
    expect(await mailsTo(student.user.email)).toBe(mails);

    // Drop the one without logs, rename the kept one, add a new one: the log stays attached.
    const next = await put(mentor, id, {
      notes: 'Updated.',
      assignments: [{ ...same.assignments[0], title: 'C and G major' }, { title: 'Rhythm clapping' }],
    });
    expect(next.statusCode).toBe(200);
    const notes = next.json<LessonNotesSaved>().notes;
    expect(notes.assignments.map((x) => x.title)).toEqual(['C and G major', 'Rhythm clapping']);
    expect(notes.assignments[0]!.id).toBe(a!.id);
    expect(notes.assignments[0]!.logs).toHaveLength(1);
    expect(await mailsTo(student.user.email)).toBe(mails + 1);
    expect((await log(student, b!.id, { minutes: 5 })).statusCode).toBe(404);

    // An assignment with logs cannot be dropped; an id of another lesson is refused: nothing changes.
    const before = await stored(id);
    const drop = await put(mentor, id, { notes: 'x', assignments: [] });
    expect(drop.statusCode).toBe(400);
    expect(detailOf(drop)).toBe(practiceMessages.assignmentHasLogs('C and G major'));
    expect(drop.json<{ errors: Record<string, string[]> }>().errors.assignments).toBeDefined();
    const foreign = await put(mentor, id, { notes: 'x', assignments: [{ id: 999_999, title: 'x' }] });
    expect(detailOf(foreign)).toBe(practiceMessages.unknownAssignment);
    expect(await stored(id)).toEqual(before);
    expect((await get(mentor, id)).json<LessonNotes>().notes).toBe('Updated.');
  });

  it('is the mentor’s to write: the student 403, another mentor and strangers 404, visitors 401', async () => {
    const student = await world.newStudent();
    const id = await lesson(student, 1);
    const byStudent = await put(student, id, twoAssignments);
    expect(byStudent.statusCode).toBe(403);
    expect(detailOf(byStudent)).toBe(practiceMessages.onlyMentor);
    for (const who of [otherMentor, await world.newStudent()]) {
      const res = await put(who, id, twoAssignments);
      expect(res.statusCode).toBe(404);
      expect(detailOf(res)).toBe(bookingMessages.bookingNotFound);
      expect((await get(who, id)).statusCode).toBe(404);
    }
    const visitor = world.ctx.app;
    expect(
      (await visitor.inject({ method: 'GET', url: `/api/lessons/bookings/${id}/notes/` })).statusCode,
    ).toBe(401);
    expect((await visitor.inject({ method: 'GET', url: '/api/practice/' })).statusCode).toBe(401);
    expect(await stored(id)).toEqual({ notes: 0, assignments: 0, logs: 0 });
  });

  it('is refused before the start, for a cancelled or unpaid lesson, and for bad input, storing nothing', async () => {
    const student = await world.newStudent();
    const upcoming = await lesson(student, -1.5, 'paid');
    expect(detailOf(await put(mentor, upcoming, twoAssignments))).toBe(practiceMessages.notStarted);
    const cancelled = await lesson(student, 28, 'canceled');
    expect(detailOf(await put(mentor, cancelled, twoAssignments))).toBe(practiceMessages.canceled);
    const unpaid = await lesson(student, 50, 'pending');
    expect(detailOf(await put(mentor, unpaid, twoAssignments))).toBe(practiceMessages.unpaid);
    const held = await lesson(student, 3);
    const bad = [
      { notes: 'x'.repeat(5001), assignments: [] },
      { notes: 'x', assignments: [{ title: '   ' }] },
      { notes: 'x', assignments: [{ title: 'x', minutes_per_day: 601 }] },
      { notes: 'x', assignments: [{ title: 'x', minutes_per_day: -1 }] },
      { notes: 'x', assignments: Array.from({ length: 11 }, () => ({ title: 'x' })) },
      { notes: 'x' },
    ];
    for (const payload of bad) expect((await put(mentor, held, payload)).statusCode).toBe(400);
    for (const id of [upcoming, cancelled, unpaid, held]) {
      expect(await stored(id)).toEqual({ notes: 0, assignments: 0, logs: 0 });
    }
  });

  it('takes logs from the lesson’s student only, 1 to 600 whole minutes', async () => {
    const student = await world.newStudent();
    const id = await lesson(student, 4);
    const [a] = (await put(mentor, id, twoAssignments)).json<LessonNotesSaved>().notes.assignments;
    const byMentor = await log(mentor, a!.id, { minutes: 10 });
    expect(byMentor.statusCode).toBe(403);
    expect(detailOf(byMentor)).toBe(practiceMessages.onlyStudent);
    const stranger = await log(await world.newStudent(), a!.id, { minutes: 10 });
    expect(stranger.statusCode).toBe(404);
    expect((await log(otherMentor, a!.id, { minutes: 10 })).statusCode).toBe(404);
    for (const minutes of [0, -5, 601, 2.5, '10']) {
      const res = await log(student, a!.id, { minutes });
      expect(res.statusCode).toBe(400);
      expect(detailOf(res)).toContain(practiceMessages.minutesRange);
    }
    expect((await log(student, a!.id, { minutes: 10, comment: 'x'.repeat(501) })).statusCode).toBe(400);
    expect((await log(student, 999_999, { minutes: 10 })).statusCode).toBe(404);
    const visitor = await world.ctx.app.inject({
      method: 'POST',
      url: `/api/practice/${a!.id}/log/`,
      payload: { minutes: 10 },
    });
    expect(visitor.statusCode).toBe(401);
    expect((await stored(id)).logs).toBe(0);
    expect((await log(student, a!.id, { minutes: 600 })).statusCode).toBe(201);
  });

  it('a log racing a save that drops its assignment: one of them wins, never a 500 or a lost log', async () => {
    const student = await world.newStudent();
    const id = await lesson(student, 5);
    const [a] = (await put(mentor, id, twoAssignments)).json<LessonNotesSaved>().notes.assignments;
    const [saved, logged] = await Promise.all([
      put(mentor, id, { notes: 'Dropped the scale.', assignments: [] }),
      log(student, a!.id, { minutes: 15 }),
    ]);
    const outcome = [saved.statusCode, logged.statusCode].sort().join(' ');
    expect(['200 404', '201 400']).toContain(outcome);
    const after = await stored(id);
    if (saved.statusCode === 200) expect(after).toEqual({ notes: 1, assignments: 0, logs: 0 });
    else expect(after).toEqual({ notes: 1, assignments: 2, logs: 1 });
  });
});
