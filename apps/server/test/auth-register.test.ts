import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { messages } from '@app/contract';
import { users } from '../src/db/schema/index.ts';
import {
  commonPasswordList,
  isTooSimilar,
  passwordProblems,
  passwordTexts,
} from '../src/modules/auth/passwords.ts';
import { isUniqueViolation } from '../src/db/errors.ts';
import { createTestContext, type TestContext } from './helpers.ts';
import { TEST_PASSWORD, latestMailTo, linkTokenIn, registerUser } from './auth-helpers.ts';

const register = (ctx: TestContext, payload: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/users/register/',
    payload: payload as Record<string, unknown>,
  });

const valid = (email: string, overrides: Record<string, unknown> = {}) => ({
  email,
  password: TEST_PASSWORD,
  password2: TEST_PASSWORD,
  first_name: 'Rita',
  last_name: 'Rhythm',
  is_mentor: false,
  ...overrides,
});

describe('registration (API-05, rules A1-A2)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
    expect((await registerUser(ctx.app, 'Rita@Example.com', { firstName: 'Rita' })).statusCode).toBe(201);
  });
  afterAll(() => ctx.close());

  it('creates an unconfirmed student account and answers 201 with a detail', async () => {
    const res = await register(ctx, valid('new.learner@example.com'));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ detail: expect.any(String) as string });
    const [row] = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'new.learner@example.com'));
    expect(row).toMatchObject({ isMentor: false, isStaff: false, emailConfirmedAt: null, mentorId: null });
  });

  it('does not sign in: no session cookie is set', async () => {
    const res = await register(ctx, valid('no.cookie@example.com'));
    expect(res.cookies.map((c) => c.name)).toEqual([]);
  });

  it('mails a confirmation link to the public URL, in HTML and text with the app name', async () => {
    await register(ctx, valid('mailme@example.com'));
    const mail = await latestMailTo(ctx, 'mailme@example.com');
    expect(mail?.subject).toBe(`Confirm your email address | ${ctx.config.APP_NAME}`);
    const token = linkTokenIn(mail, '/auth/confirm-email');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail?.text).toContain(`http://localhost:3000/auth/confirm-email?token=${token}`);
    expect(mail?.html).toContain(`http://localhost:3000/auth/confirm-email?token=${token}`);
    expect(mail?.html).toContain(ctx.config.APP_NAME);
  });

  it('stores the password as an argon2id hash of at least 19 MiB and two passes, never in clear', async () => {
    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, 'Rita@Example.com'));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.passwordHash).not.toContain(TEST_PASSWORD);
  });

  it('stores only a hash of the confirmation token', async () => {
    await register(ctx, valid('hashed.token@example.com'));
    const token = linkTokenIn(await latestMailTo(ctx, 'hashed.token@example.com'), '/auth/confirm-email');
    const rows = await ctx.database.db.execute(sql`SELECT token_hash FROM account_tokens`);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('refuses an e-mail that exists in another case, with errors.email mirrored at the top level', async () => {
    const res = await register(ctx, valid('rita@EXAMPLE.com'));
    expect(res.statusCode).toBe(400);
    const body = res.json<Record<string, unknown>>();
    expect(body).toMatchObject({
      detail: 'A user with this email already exists.',
      errors: { email: ['A user with this email already exists.'] },
      email: ['A user with this email already exists.'],
    });
  });

  it('refuses is_mentor: true (registration never creates a mentor)', async () => {
    const res = await register(ctx, valid('wannabe@example.com', { is_mentor: true }));
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: Record<string, string[]> }>().errors).toHaveProperty('is_mentor');
  });

  it('answers a password2 mismatch as a password field error', async () => {
    const res = await register(ctx, valid('mismatch@example.com', { password2: 'Another-Violin-99' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errors: { password: [messages.passwordsDoNotMatch] },
      password: [messages.passwordsDoNotMatch],
    });
  });

  it.each([
    ['too short', 'Shrt-1!', passwordTexts.tooShort],
    ['too long', 'x'.repeat(129), passwordTexts.tooLong],
    ['entirely numeric', '4820193756', passwordTexts.entirelyNumeric],
    ['common', 'Sunshine1', passwordTexts.tooCommon],
    ['similar to the e-mail', 'weakpoint.learner', passwordTexts.tooSimilar('email address')],
    ['similar to the first name', 'Rita2024!', passwordTexts.tooSimilar('first name')],
  ])('refuses a password that is %s', async (_label, password, message) => {
    const res = await register(
      ctx,
      valid('weakpoint.learner@example.com', { password, password2: password }),
    );
    expect(res.statusCode).toBe(400);
    const body = res.json<{ errors: { password: string[] }; password: string[] }>();
    expect(body.errors.password).toContain(message);
    expect(body.password).toEqual(body.errors.password);
  });

  it('answers missing fields with 400 field errors (mirrored), never 500', async () => {
    const res = await register(ctx, { email: 'not-an-email' });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ errors: Record<string, string[]>; email: string[]; password: string[] }>();
    expect(Object.keys(body.errors).sort()).toEqual([
      'email',
      'first_name',
      'last_name',
      'password',
      'password2',
    ]);
    expect(body.errors.first_name).toEqual(['This field is required.']);
    expect(body.email).toEqual(body.errors.email);
    expect(body.password).toEqual(body.errors.password);
  });

  it('answers wrong types with 400', async () => {
    const res = await register(ctx, valid('types@example.com', { first_name: 42, password: ['x'] }));
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: object }>().errors).toHaveProperty('first_name');
  });

  it('answers malformed JSON with 400 in the R1 shape', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/register/',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'Malformed JSON body.' });
  });

  it('changes nothing on a refused registration', async () => {
    await register(ctx, valid('refused@example.com', { password: '12345678', password2: '12345678' }));
    const rows = await ctx.database.db.select().from(users).where(eq(users.email, 'refused@example.com'));
    expect(rows).toEqual([]);
    expect(await latestMailTo(ctx, 'refused@example.com')).toBeUndefined();
  });

  it('recognises a unique violation from the database, however the driver wraps it', async () => {
    const now = new Date();
    const insert = () =>
      ctx.database.db
        .insert(users)
        .values({ email: 'RITA@example.com', firstName: 'R', lastName: 'R', createdAt: now, updatedAt: now });
    const err = await insert().then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(isUniqueViolation(err)).toBe(true);
    expect(isUniqueViolation(new Error('other'))).toBe(false);
  });
});

describe('password rules (A2)', () => {
  const owner = { email: 'maya.mentor@example.com', firstName: 'Maya', lastName: 'Mentor' };

  it('ships a list of more than 10,000 common passwords', () => {
    expect(commonPasswordList().size).toBeGreaterThan(10_000);
    expect(commonPasswordList().has('password1')).toBe(true);
  });

  it('accepts a long unrelated passphrase', () => {
    expect(passwordProblems('correct horse battery', owner)).toEqual([]);
  });

  it('checks the list case-insensitively', () => {
    expect(passwordProblems('PassWord123', owner)).toContain(passwordTexts.tooCommon);
  });

  it('treats a password sharing half of itself with a name or e-mail as too similar', () => {
    expect(isTooSimilar('maya2024', 'Maya')).toBe(true);
    expect(isTooSimilar('mentor!example', owner.email)).toBe(true);
    expect(isTooSimilar('mannequin12', 'Ann')).toBe(false);
    expect(isTooSimilar('Zq', 'Zq')).toBe(false);
  });
});
