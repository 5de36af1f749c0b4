/**
 * R6 "new message while the recipient is offline": presence from authenticated API calls, at most one mail
 * per room and recipient per MESSAGE_MAIL_INTERVAL_MINUTES, only with lesson mails on, a short escaped
 * excerpt and a link to the room. Read through the dev outbox, time moved with the dev clock.
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MESSAGE_MAIL_INTERVAL_MINUTES, type DevEmail } from '@app/contract';
import { queryRows } from '../src/db/client.ts';
import { OFFLINE_AFTER_SECONDS } from '../src/modules/conversations/presence.ts';
import { MAIL_EXCERPT_CHARS } from '../src/modules/conversations/mails.ts';
import { login } from './auth-helpers.ts';
import { MONDAY_0800, useBookingWorld } from './booking-fixtures.ts';
import { send } from './conversation-fixtures.ts';

const world = useBookingWorld();

/** Moves the dev clock without signing anybody in (a sign-in would count as being seen). */
async function advance(seconds: number) {
  const res = await world.ctx.app.inject({
    method: 'POST',
    url: '/api/dev/clock/',
    payload: { advance_seconds: seconds },
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function mailsToMaya(): Promise<DevEmail[]> {
  const res = await world.ctx.app.inject({
    method: 'GET',
    url: `/api/dev/emails/?to=${encodeURIComponent(world.maya.email)}`,
  });
  return res.json<DevEmail[]>().filter((m) => m.subject.startsWith('New message from'));
}

async function lastSeen(userId: number): Promise<string | null> {
  const [row] = await queryRows<{ last_seen_at: Date | string }>(
    world.ctx.database.db,
    sql`SELECT last_seen_at FROM user_presence WHERE user_id = ${userId}`,
  );
  return row ? new Date(row.last_seen_at).toISOString() : null;
}

const INTERVAL = MESSAGE_MAIL_INTERVAL_MINUTES * 60;

describe('presence', () => {
  it('records the last authenticated API call of a user (the sign-in check counts)', async () => {
    expect(await lastSeen(world.maya.userId)).toBe(MONDAY_0800);
    expect(await lastSeen(world.student.user.id)).toBe(MONDAY_0800);
  });
});

describe('the new-message mail (R6)', () => {
  let roomId: number;
  let studentName: string;

  it('is not sent while the recipient is online', async () => {
    const sent = await send(world.student, world.maya.userId, 'Are you online?');
    roomId = sent.conversation_id;
    expect(await mailsToMaya()).toEqual([]);
    const [row] = await queryRows<{ first_name: string }>(
      world.ctx.database.db,
      sql`SELECT first_name FROM users WHERE id = ${world.student.user.id}`,
    );
    studentName = `${row!.first_name} T.`;
  });

  it('goes out once the recipient has not been seen for two minutes, with a link and an excerpt', async () => {
    await advance(OFFLINE_AFTER_SECONDS + 1);
    await send(world.student, world.maya.userId, 'Can we move <b>Friday</b> to 5pm?');
    const mails = await mailsToMaya();
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe(`New message from ${studentName} | ${world.ctx.config.APP_NAME}`);
    expect(mail.text).toContain(`http://localhost:3000/messages?conversation=${roomId}`);
    expect(mail.text).toContain('Can we move <b>Friday</b> to 5pm?');
    expect(mail.html).toContain('Can we move &lt;b&gt;Friday&lt;/b&gt; to 5pm?');
    expect(mail.html).not.toContain('<b>Friday');
  });

  it(`is sent at most once per room in ${MESSAGE_MAIL_INTERVAL_MINUTES} minutes`, async () => {
    await send(world.student, world.maya.userId, 'Hello?');
    await advance(INTERVAL - 60);
    world.student = await login(world.ctx.app, world.student.user.email);
    await send(world.student, world.maya.userId, 'Still waiting');
    expect(await mailsToMaya()).toHaveLength(1);
  });

  it('counts per room: another student gets their own mail through', async () => {
    const other = await world.newStudent();
    await send(other, world.maya.userId, 'A different conversation');
    expect(await mailsToMaya()).toHaveLength(2);
  });

  it('quotes at most 200 characters of a long message', async () => {
    await advance(INTERVAL);
    world.student = await login(world.ctx.app, world.student.user.email);
    await send(world.student, world.maya.userId, `${'long words '.repeat(180)}THE END`);
    const mails = await mailsToMaya();
    expect(mails).toHaveLength(3);
    const text = mails.find((m) => m.text.includes('long words'))!.text;
    const quoted = text.split('\n').find((line) => line.includes('long words'))!;
    // The quote marks around the excerpt are the only extra characters.
    expect([...quoted].length).toBeLessThanOrEqual(MAIL_EXCERPT_CHARS + 2);
    expect(quoted).toContain('…');
    expect(text).not.toContain('THE END');
  });

  it('is not sent when the recipient was seen recently', async () => {
    await advance(INTERVAL);
    world.mentor = await login(world.ctx.app, world.maya.email);
    world.student = await login(world.ctx.app, world.student.user.email);
    await send(world.student, world.maya.userId, 'You are here!');
    expect(await mailsToMaya()).toHaveLength(3);
  });

  it('follows the lesson emails switch', async () => {
    await world.ctx.database.db.execute(
      sql`UPDATE users SET email_lesson_notifications = false WHERE id = ${world.maya.userId}`,
    );
    await advance(INTERVAL);
    world.student = await login(world.ctx.app, world.student.user.email);
    await send(world.student, world.maya.userId, 'Nobody mails this');
    expect(await mailsToMaya()).toHaveLength(3);
    await world.ctx.database.db.execute(
      sql`UPDATE users SET email_lesson_notifications = true WHERE id = ${world.maya.userId}`,
    );
    await send(world.student, world.maya.userId, 'Now it goes');
    expect(await mailsToMaya()).toHaveLength(4);
  });
});
