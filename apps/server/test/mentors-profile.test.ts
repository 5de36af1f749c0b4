import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MentorPage, MentorProfile } from '@app/contract';
import { users } from '../src/db/schema/index.ts';
import { createTestContext, type TestContext } from './helpers.ts';
import { login, registerAndConfirm, type Session } from './auth-helpers.ts';
import { addMentor, seedLookups, type Lookups } from './catalogue-fixtures.ts';

let ctx: TestContext;
let lk: Lookups;
let approved: { id: number; userId: number };
let pending: { id: number; userId: number };
let student: Session;
let applicant: Session;
let staff: Session;

beforeAll(async () => {
  ctx = await createTestContext();
  lk = await seedLookups(ctx.database);
  const now = ctx.clock.now();
  approved = await addMentor(
    ctx.database,
    { firstName: 'Ana', lastName: 'Approved', skillIds: [lk.skill.Piano!] },
    now,
  );
  await registerAndConfirm(ctx, 'student@example.com');
  await registerAndConfirm(ctx, 'applicant@example.com');
  await registerAndConfirm(ctx, 'staff@example.com');
  student = await login(ctx.app, 'student@example.com');
  applicant = await login(ctx.app, 'applicant@example.com');
  staff = await login(ctx.app, 'staff@example.com');
  await ctx.database.db.update(users).set({ isStaff: true }).where(eq(users.id, staff.user.id));
  pending = await addMentor(
    ctx.database,
    { firstName: 'Pia', lastName: 'Pending', userId: applicant.user.id, isVerified: false },
    now,
  );
});
afterAll(() => ctx.close());

const get = (url: string, session?: Session) =>
  session ? session.inject({ method: 'GET', url }) : ctx.app.inject({ method: 'GET', url });

describe('GET /api/mentors/{id}/', () => {
  it('shows an approved mentor to visitors with can_review and has_reviewed false', async () => {
    const res = await get(`/api/mentors/${approved.id}/`);
    expect(res.statusCode).toBe(200);
    expect(res.json<MentorProfile>()).toMatchObject({
      id: approved.id,
      user: { id: approved.userId, full_name: 'Ana Approved' },
      saved: false,
      can_review: false,
      has_reviewed: false,
    });
  });

  it('answers saved for the signed-in viewer; can_review stays false without a completed lesson', async () => {
    await student.inject({ method: 'POST', url: `/api/mentors/${approved.id}/like/` });
    const res = await get(`/api/mentors/${approved.id}/`, student);
    expect(res.json<MentorProfile>()).toMatchObject({ saved: true, can_review: false, has_reviewed: false });
    expect((await get(`/api/mentors/${approved.id}/`)).json<MentorProfile>().saved).toBe(false);
    await student.inject({ method: 'DELETE', url: `/api/mentors/${approved.id}/unlike/` });
  });

  it('hides an unapproved mentor from visitors and students, not from the mentor or staff (C1)', async () => {
    for (const who of [undefined, student]) {
      const res = await get(`/api/mentors/${pending.id}/`, who);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Mentor profile not found' });
    }
    const own = await get(`/api/mentors/${pending.id}/`, applicant);
    expect(own.statusCode).toBe(200);
    expect(own.json<MentorProfile>()).toMatchObject({ is_verified: false, can_review: false });
    expect((await get(`/api/mentors/${pending.id}/`, staff)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown id and 400 for a non-numeric one', async () => {
    expect((await get('/api/mentors/999999/')).statusCode).toBe(404);
    expect((await get('/api/mentors/abc/')).statusCode).toBe(400);
    expect((await get('/api/mentors/1%27%20OR%201=1/')).statusCode).toBe(400);
  });

  it('keeps users.is_mentor and users.mentor_id in step with the mentor row', async () => {
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, applicant.user.id));
    expect(row).toMatchObject({ isMentor: true, mentorId: pending.id });
    const check = await applicant.inject({ method: 'GET', url: '/api/auth/check/' });
    expect(check.json()).toMatchObject({
      user: { is_mentor: true, mentor_id: pending.id, can_add_referral: false },
    });
  });
});

describe('likes (C3)', () => {
  it('requires sign-in for like, unlike and liked', async () => {
    expect(
      (await ctx.app.inject({ method: 'POST', url: `/api/mentors/${approved.id}/like/` })).statusCode,
    ).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/mentors/${approved.id}/unlike/` })).statusCode,
    ).toBe(401);
    expect((await get('/api/mentors/liked/')).statusCode).toBe(401);
  });

  it('is idempotent: like twice gives 201 and one row, unlike twice gives 204', async () => {
    const like = () => student.inject({ method: 'POST', url: `/api/mentors/${approved.id}/like/` });
    expect((await like()).statusCode).toBe(201);
    expect((await like()).statusCode).toBe(201);
    const page = (await get('/api/mentors/liked/', student)).json<MentorPage>();
    expect(page.count).toBe(1);
    expect(page.results[0]).toMatchObject({ id: approved.id, saved: true });
    const unlike = () => student.inject({ method: 'DELETE', url: `/api/mentors/${approved.id}/unlike/` });
    expect((await unlike()).statusCode).toBe(204);
    expect((await unlike()).statusCode).toBe(204);
    expect((await get('/api/mentors/liked/', student)).json<MentorPage>().count).toBe(0);
  });

  it('answers 404 for an unknown or unapproved mentor', async () => {
    expect((await student.inject({ method: 'POST', url: '/api/mentors/999999/like/' })).statusCode).toBe(404);
    expect((await student.inject({ method: 'DELETE', url: '/api/mentors/999999/unlike/' })).statusCode).toBe(
      404,
    );
    expect(
      (await student.inject({ method: 'POST', url: `/api/mentors/${pending.id}/like/` })).statusCode,
    ).toBe(404);
  });

  it('refuses a like without the CSRF header', async () => {
    const res = await student.inject({
      method: 'POST',
      url: `/api/mentors/${approved.id}/like/`,
      csrf: false,
    });
    expect(res.statusCode).toBe(403);
  });

  it('pages the saved mentors newest first, each user seeing only their own', async () => {
    const now = ctx.clock.now();
    const more = [];
    for (let i = 0; i < 3; i++)
      more.push(await addMentor(ctx.database, { firstName: `M${i}`, lastName: 'X' }, now));
    for (const m of [approved, ...more]) {
      await student.inject({ method: 'POST', url: `/api/mentors/${m.id}/like/` });
      ctx.clock.advance(1);
    }
    const first = (await get('/api/mentors/liked/?page_size=3', student)).json<MentorPage>();
    expect(first.count).toBe(4);
    expect(first.results.map((m) => m.id)).toEqual([more[2]!.id, more[1]!.id, more[0]!.id]);
    expect(first.next).toBe('/api/mentors/liked/?page_size=3&page=2');
    const second = (await get('/api/mentors/liked/?page_size=3&page=2', student)).json<MentorPage>();
    expect(second.results.map((m) => m.id)).toEqual([approved.id]);
    expect((await get('/api/mentors/liked/', staff)).json<MentorPage>().count).toBe(0);
    expect((await get('/api/mentors/liked/?page=0', student)).statusCode).toBe(400);
    expect((await get('/api/mentors/liked/?page_size=51', student)).statusCode).toBe(400);
    expect((await get('/api/mentors/liked/?page=9', student)).json<MentorPage>()).toMatchObject({
      count: 4,
      results: [],
    });
  });
});
