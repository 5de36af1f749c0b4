import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { createTestContext, type TestContext } from './helpers.ts';
import { login, registerAndConfirm, type Session } from './auth-helpers.ts';
import { addMentor } from './catalogue-fixtures.ts';

let ctx: TestContext;
let mentorSession: Session;
let mentor: { id: number; userId: number };

beforeAll(async () => {
  ctx = await createTestContext();
  const now = ctx.clock.now();
  await registerAndConfirm(ctx, 'maya@example.com');
  mentorSession = await login(ctx.app, 'maya@example.com');
  mentor = await addMentor(
    ctx.database,
    { firstName: 'Maya', lastName: 'M', userId: mentorSession.user.id, referralCode: 'MAYA2026' },
    now,
  );
  await addMentor(ctx.database, { firstName: 'Otto', lastName: 'O', referralCode: 'OTTO2026' }, now);
  await addMentor(
    ctx.database,
    { firstName: 'Pia', lastName: 'P', referralCode: 'PIA2026', isVerified: false },
    now,
  );
});
afterAll(() => ctx.close());

const submit = (session: Session, code: unknown) =>
  session.inject({ method: 'POST', url: '/api/users/referral/', payload: { referral_code: code } });
const canAdd = async (session: Session) =>
  (await session.inject({ method: 'GET', url: '/api/auth/check/' })).json<{
    user: { can_add_referral: boolean };
  }>().user.can_add_referral;

describe('POST /api/users/referral/', () => {
  it('requires sign-in', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/referral/',
      payload: { referral_code: 'MAYA2026' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('accepts a mentor’s code once, case-insensitively, and the auth check stops offering it', async () => {
    await registerAndConfirm(ctx, 'sam@example.com');
    const sam = await login(ctx.app, 'sam@example.com');
    expect(await canAdd(sam)).toBe(true);
    const empty = await submit(sam, '  ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ detail: string }>().detail).toContain('Please enter a referral code');
    expect((await submit(sam, 'MAYA\u00002026')).statusCode).toBe(400);
    expect((await submit(sam, 42)).statusCode).toBe(400);
    const unknown = await submit(sam, 'NOPE');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      detail: 'This referral code does not exist.',
      error: 'This referral code does not exist.',
    });
    // An application awaiting approval has no usable code yet.
    expect((await submit(sam, 'PIA2026')).statusCode).toBe(400);
    const ok = await submit(sam, ' maya2026 ');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: 'Referral code added. Thank you!' });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, sam.user.id));
    expect(row).toMatchObject({ referralMentorId: mentor.id });
    expect(row!.referredAt).toBeInstanceOf(Date);
    expect(await canAdd(sam)).toBe(false);
    const again = await submit(sam, 'OTTO2026');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: 'You have already added a referral code.' });
  });

  it('refuses one’s own code and any code from a mentor', async () => {
    const own = await submit(mentorSession, 'MAYA2026');
    expect(own.json()).toMatchObject({ error: 'You cannot use your own referral code.' });
    const other = await submit(mentorSession, 'OTTO2026');
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ error: 'Mentors cannot add a referral code.' });
    expect(await canAdd(mentorSession)).toBe(false);
  });

  it('refuses a code more than 24 hours after registration', async () => {
    await registerAndConfirm(ctx, 'late@example.com');
    ctx.clock.advance(23 * 3600);
    expect(await canAdd(await login(ctx.app, 'late@example.com'))).toBe(true);
    ctx.clock.advance(3600 + 1);
    const late = await login(ctx.app, 'late@example.com');
    expect(await canAdd(late)).toBe(false);
    const res = await submit(late, 'OTTO2026');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'A referral code can only be added within 24 hours of registering.',
    });
  });
});
