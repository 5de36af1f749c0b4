/**
 * The purge of deleted accounts (rule A10): six months after a deletion the scheduled job removes what the
 * anonymised row still reaches (saved mentors, last-seen time, preparation answers, a mentor's public words), keeps the
 * lessons and the money records, and takes each account once. Nothing is purged before its date.
 * PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */
import { expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client.ts';
import { hashPassword } from '../src/modules/auth/passwords.ts';
import { insertUser } from '../src/modules/auth/repository.ts';
import type { FixedClock } from '../src/platform/clock.ts';
import { login, TEST_PASSWORD } from './auth-helpers.ts';
import { bookLesson, useBookingWorld } from './booking-fixtures.ts';
import { addMentor } from './catalogue-fixtures.ts';

const world = useBookingWorld();
const DAY_S = 86_400;

async function state(userId: number, mentorId: number, lesson: number) {
  const [row] = await queryRows<Record<string, unknown>>(
    world.ctx.database.db,
    sql`SELECT (SELECT count(*)::int FROM likes WHERE user_id = ${userId}) AS likes,
               (SELECT extra_info FROM bookings WHERE id = ${lesson}) AS answers,
               (SELECT amount_cents FROM bookings WHERE id = ${lesson}) AS price,
               (SELECT count(*)::int FROM ledger_transactions WHERE booking_id = ${lesson}) AS ledger,
               (SELECT headline FROM mentors WHERE id = ${mentorId}) AS headline,
               (SELECT bio FROM mentors WHERE id = ${mentorId}) AS bio,
               (SELECT intro_video_url FROM mentors WHERE id = ${mentorId}) AS video,
               (SELECT count(*)::int FROM mentor_audio_samples WHERE mentor_id = ${mentorId}) AS samples,
               (SELECT message FROM support_tickets WHERE user_id = ${userId}) AS ticket,
               (SELECT string_agg(body, '|' ORDER BY id) FROM support_ticket_messages
                 WHERE ticket_id = (SELECT id FROM support_tickets WHERE user_id = ${userId})) AS thread,
               (SELECT count(*)::int FROM user_presence WHERE user_id = ${userId}) AS presence,
               (SELECT purged_at IS NOT NULL FROM users WHERE id = ${userId}) AS student_purged`,
  );
  return row!;
}

it('purges a deleted student and mentor six months later, once, and keeps lessons and money', async () => {
  const now = world.ctx.clock.now();
  const student = await world.newStudent();
  expect(
    (await student.inject({ method: 'POST', url: `/api/mentors/${world.maya.id}/like/` })).statusCode,
  ).toBe(201);
  const lesson = await bookLesson(world, student, '2026-11-27T09:00:00Z');
  const answers = { experienceLevel: 'Beginner', otherInstruments: [], learningStyle: [], musicStyles: [] };
  const prepared = await student.inject({
    method: 'PUT',
    url: `/api/lessons/bookings/${lesson}/extra-info/`,
    payload: { ...answers, learningGoal: 'My own words about me', additionalInfo: '' },
  });
  expect(prepared.statusCode, prepared.body).toBe(200);
  expect(
    (await student.inject({ method: 'PUT', url: `/api/lessons/bookings/${lesson}/cancel/` })).statusCode,
  ).toBe(200);
  const ticket = await student.inject({
    method: 'POST',
    url: '/api/support/',
    payload: { type: 'other', message: 'Please call me at my home number', email: student.user.email },
  });
  expect(ticket.statusCode, ticket.body).toBe(201);
  // Their answer in the thread is theirs too; a staff reply stays (issue 21 item 4).
  const ticketId = Number(ticket.json<{ reference_number: string }>().reference_number.slice(4));
  await world.ctx.database.db.execute(
    sql`INSERT INTO support_ticket_messages (ticket_id, author_id, from_staff, body, created_at)
        VALUES (${ticketId}, NULL, true, 'We will call you.', ${now.toISOString()}),
               (${ticketId}, ${student.user.id}, false, 'My number is 555 0100', ${now.toISOString()})`,
  );

  const email = 'purged.mentor@example.com';
  const user = await insertUser(
    world.ctx.database.db,
    {
      email,
      firstName: 'Pia',
      lastName: 'Purged',
      passwordHash: await hashPassword(TEST_PASSWORD),
      emailConfirmedAt: now,
    },
    now,
  );
  const { id: mentorId } = await addMentor(
    world.ctx.database,
    { firstName: 'Pia', lastName: 'Purged', userId: user.id, skillIds: [world.lookups.skill.Drums!] },
    now,
  );
  await world.ctx.database.db.execute(
    sql`UPDATE mentors SET headline = 'Drums with Pia in Lisbon for every age', bio = 'My story',
          intro_video_url = 'https://vimeo.com/76979871', has_media = true WHERE id = ${mentorId}`,
  );
  await world.ctx.database.db.execute(
    sql`INSERT INTO mentor_audio_samples (mentor_id, title, content_type, size_bytes, duration_seconds, storage_path, created_at)
        VALUES (${mentorId}, 'Groove', 'audio/wav', 100, 2, 'audio/purge-test.wav', ${now})`,
  );
  const pia = await login(world.ctx.app, email);
  for (const who of [student, pia]) {
    const res = await who.inject({
      method: 'POST',
      url: '/api/users/delete/',
      payload: { email: who.user.email },
    });
    expect(res.statusCode, res.body).toBe(200);
  }

  // Anonymised at once, but the rest waits for purge_after (deletion + 6 months).
  const clock = world.ctx.clock as FixedClock;
  clock.advance(179 * DAY_S);
  await world.ctx.app.scheduler.runAll();
  const before = await state(student.user.id, mentorId, lesson);
  expect(before).toMatchObject({
    likes: 1,
    presence: 1,
    headline: 'Drums with Pia in Lisbon for every age',
    bio: 'My story',
    video: 'https://vimeo.com/76979871',
    samples: 1,
  });
  expect(before.answers).toMatchObject({ learningGoal: 'My own words about me' });
  expect(before.student_purged).toBe(false);

  clock.advance(3 * DAY_S);
  await world.ctx.app.scheduler.runAll();
  const after = await state(student.user.id, mentorId, lesson);
  expect(after).toMatchObject({
    likes: 0,
    presence: 0,
    answers: null,
    ticket: '[removed]',
    thread: 'We will call you.|[removed]',
    headline: '',
    bio: '',
    video: null,
    samples: 0,
    student_purged: true,
  });
  // The lesson and its money records stay (the mentor's history, the business's accounts).
  expect(after.price).toBe(before.price);
  expect(after.ledger).toBe(before.ledger);

  // Taken once: a later run leaves a purged account alone, even if something was attached since.
  const [stamp] = await queryRows<{ purged_at: string }>(
    world.ctx.database.db,
    sql`SELECT purged_at FROM users WHERE id = ${student.user.id}`,
  );
  clock.advance(DAY_S);
  await world.ctx.app.scheduler.runAll();
  const [again] = await queryRows<{ purged_at: string }>(
    world.ctx.database.db,
    sql`SELECT purged_at FROM users WHERE id = ${student.user.id}`,
  );
  expect(new Date(again!.purged_at).toISOString()).toBe(new Date(stamp!.purged_at).toISOString());
});
