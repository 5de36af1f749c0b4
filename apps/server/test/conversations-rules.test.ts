/**
 * Who may message whom (rule K1) and what a message may be: the K1 matrix, yourself, unknown and deleted
 * people, and bad input, each a clear 4xx with nothing stored.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { chatMessages, MESSAGE_MAX_LENGTH } from '@app/contract';
import { addMentor } from './catalogue-fixtures.ts';
import { bookLesson, useBookingWorld } from './booking-fixtures.ts';
import type { Session } from './auth-helpers.ts';
import { countOf, messagesOf, roomOf, send, sendRaw, signInUser, SEND } from './conversation-fixtures.ts';

const world = useBookingWorld();
let unapproved: { id: number; userId: number };

beforeAll(async () => {
  unapproved = await addMentor(
    world.ctx.database,
    { firstName: 'Una', lastName: 'Waiting', isVerified: false },
    world.ctx.clock.now(),
  );
});

async function expectRefused(
  session: Session,
  to: number | string,
  payload: unknown,
  status: number,
  detail?: string,
) {
  const before = await countOf(world, 'conversation_messages');
  const rooms = await countOf(world, 'conversation_rooms');
  const res = await sendRaw(session, to, payload);
  expect(res.statusCode, res.body).toBe(status);
  if (detail) expect(res.json<{ detail: string }>().detail).toBe(detail);
  expect(await countOf(world, 'conversation_messages')).toBe(before);
  expect(await countOf(world, 'conversation_rooms')).toBe(rooms);
  return res;
}

describe('K1: starting a conversation', () => {
  it('lets a student message an approved mentor', async () => {
    const student = await world.newStudent();
    expect((await sendRaw(student, world.maya.userId, { message: 'Hello' })).statusCode).toBe(201);
  });

  it('refuses a mentor who is not approved (403 notAllowed)', async () => {
    const student = await world.newStudent();
    await expectRefused(student, unapproved.userId, { message: 'Hello' }, 403, chatMessages.notAllowed);
  });

  it('refuses student to student (403)', async () => {
    const [a, b] = [await world.newStudent(), await world.newStudent()];
    await expectRefused(a, b.user.id, { message: 'Hello' }, 403, chatMessages.notAllowed);
  });

  it('refuses a mentor writing to a student who never booked or wrote (403)', async () => {
    const student = await world.newStudent();
    await expectRefused(world.mentor, student.user.id, { message: 'Hello' }, 403, chatMessages.notAllowed);
  });

  it('lets a mentor write to a student who booked them, even an unpaid booking', async () => {
    const student = await world.newStudent();
    await bookLesson(world, student, '2026-11-25T10:00:00Z', { pay: false });
    const sent = await send(world.mentor, student.user.id, 'Looking forward to our lesson!');
    expect((await roomOf(student, sent.conversation_id))?.unread_count).toBe(1);
    // ...but not a student who booked another mentor.
    const ottoStudent = await world.newStudent();
    await expectRefused(world.mentor, ottoStudent.user.id, { message: 'Hi' }, 403);
  });

  it('lets a mentor answer a student who messaged them, and either side write on in that room', async () => {
    const student = await world.newStudent();
    const first = await send(student, world.maya.userId, 'Question about lessons');
    const answer = await send(world.mentor, student.user.id, 'Sure, ask away');
    expect(answer.conversation_id).toBe(first.conversation_id);
    expect((await messagesOf(student, first.conversation_id)).count).toBe(2);
  });

  it('keeps an existing room open when the mentor is later unlisted', async () => {
    const mentor = await addMentor(
      world.ctx.database,
      { firstName: 'Lia', lastName: 'Later' },
      world.ctx.clock.now(),
    );
    const lia = await signInUser(world, mentor.userId);
    const student = await world.newStudent();
    await send(student, mentor.userId, 'Hello Lia');
    await world.ctx.database.db.execute(sql`UPDATE mentors SET is_verified = false WHERE id = ${mentor.id}`);
    expect((await sendRaw(student, mentor.userId, { message: 'Still there?' })).statusCode).toBe(201);
    expect((await sendRaw(lia, student.user.id, { message: 'Yes!' })).statusCode).toBe(201);
    // A new student cannot start one with her any more.
    await expectRefused(await world.newStudent(), mentor.userId, { message: 'Hi' }, 403);
    // The room no longer links to a mentor profile that is not shown.
    const room = (await roomOf(student, (await send(student, mentor.userId, 'ok')).conversation_id))!;
    expect(room.other_user.mentor_id).toBeNull();
  });

  it('refuses yourself (400), unknown people (404) and deleted accounts (404)', async () => {
    const student = await world.newStudent();
    await expectRefused(student, student.user.id, { message: 'me' }, 400, chatMessages.notYourself);
    await expectRefused(student, 2_000_000, { message: 'who' }, 404, chatMessages.recipientNotFound);
    await world.ctx.database.db.execute(
      sql`UPDATE users SET deleted_at = ${world.ctx.clock.now()}, purge_after = ${world.ctx.clock.now()}
          WHERE id = ${unapproved.userId}`,
    );
    await expectRefused(student, unapproved.userId, { message: 'gone' }, 404, chatMessages.recipientNotFound);
  });
});

describe('a deleted account inside a room', () => {
  it('keeps its messages for the other person, anonymised, and takes no more messages', async () => {
    const student = await world.newStudent();
    const sent = await send(student, world.maya.userId, 'Before I leave');
    const del = await student.inject({
      method: 'POST',
      url: '/api/users/delete/',
      payload: { email: student.user.email },
    });
    expect(del.statusCode, del.body).toBe(200);
    const room = (await roomOf(world.mentor, sent.conversation_id))!;
    expect(room.other_user).toEqual({
      id: student.user.id,
      name: 'Deleted User',
      profile_picture: null,
      mentor_id: null,
    });
    expect((await messagesOf(world.mentor, sent.conversation_id)).results.map((m) => m.message)).toEqual([
      'Before I leave',
    ]);
    await expectRefused(
      world.mentor,
      student.user.id,
      { message: 'Bye' },
      404,
      chatMessages.recipientNotFound,
    );
  });
});

describe('bad input', () => {
  let student: Session;
  beforeAll(async () => {
    student = await world.newStudent();
  });

  it.each([
    ['an empty message', { message: '' }, chatMessages.messageRequired],
    ['only whitespace', { message: ' \n\t ' }, chatMessages.messageRequired],
    ['2001 characters', { message: 'x'.repeat(MESSAGE_MAX_LENGTH + 1) }, chatMessages.messageTooLong],
    ['a control character', { message: 'bell\u0007' }, chatMessages.messageControlCharacters],
    ['an escape character', { message: '\u001b[31mred' }, chatMessages.messageControlCharacters],
    ['no message', {}, chatMessages.messageRequired],
    ['a number', { message: 42 }, chatMessages.messageRequired],
    ['an extra field', { message: 'hi', sender_id: 1 }, undefined],
  ])('refuses %s with 400', async (_name, payload, message) => {
    const res = await expectRefused(student, world.maya.userId, payload, 400);
    if (message) expect(JSON.stringify(res.json())).toContain(message);
  });

  it('takes exactly 2000 characters, and tabs and line breaks', async () => {
    const fresh = await world.newStudent();
    expect(
      (await sendRaw(fresh, world.maya.userId, { message: 'y'.repeat(MESSAGE_MAX_LENGTH) })).statusCode,
    ).toBe(201);
    const lines = await send(fresh, world.maya.userId, 'line 1\n\tline 2');
    expect(lines.message).toBe('line 1\n\tline 2');
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999', '1x', '%20'])(
    'refuses the recipient id %s with 400',
    async (id) => {
      await expectRefused(student, id, { message: 'hi' }, 400);
    },
  );

  it('refuses a body that is not JSON with 4xx', async () => {
    const before = await countOf(world, 'conversation_messages');
    const res = await student.inject({
      method: 'POST',
      url: SEND(world.maya.userId),
      payload: 'message=hi',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(await countOf(world, 'conversation_messages')).toBe(before);
  });
});
