import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  MentorListResponse,
  MentorProfile,
  MentorReviewsResponse,
  MyReviewsResponse,
} from '@app/contract';
import { users } from '../src/db/schema/index.ts';
import { saveReview } from '../src/modules/reviews/repository.ts';
import { REVIEW_NEEDS_LESSON, upsertReview } from '../src/modules/reviews/service.ts';
import type { SignedInUser } from '../src/modules/auth/session.ts';
import { createTestContext, type TestContext } from './helpers.ts';
import { login, registerAndConfirm, type Session } from './auth-helpers.ts';
import { addMentor } from './catalogue-fixtures.ts';

let ctx: TestContext;
let mentor: { id: number; userId: number };
let other: { id: number; userId: number };
let pending: { id: number; userId: number };
let student: Session;
let mentorSession: Session;
const reviewerIds: number[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  const now = ctx.clock.now();
  await registerAndConfirm(ctx, 'sam@example.com', { firstName: 'Sam', lastName: 'stone' });
  await registerAndConfirm(ctx, 'maya@example.com', { firstName: 'Maya', lastName: 'Mentor' });
  student = await login(ctx.app, 'sam@example.com');
  mentorSession = await login(ctx.app, 'maya@example.com');
  mentor = await addMentor(
    ctx.database,
    { firstName: 'Maya', lastName: 'Mentor', userId: mentorSession.user.id },
    now,
  );
  other = await addMentor(ctx.database, { firstName: 'Otto', lastName: 'Other' }, now);
  pending = await addMentor(ctx.database, { firstName: 'Pia', lastName: 'Pending', isVerified: false }, now);
  // Reviews are seeded through the repository: no lesson can be completed before bookings exist.
  const ratings: [number, number, number][] = [
    [5, 5, 5], // mean 5 -> bucket 5
    [4, 5, 4], // 4.33 -> 4
    [3, 4, 4], // 3.67 -> 4
    [1, 2, 2], // 1.67 -> 2
  ];
  for (const [i, [t, c, e]] of ratings.entries()) {
    const [u] = await ctx.database.db
      .insert(users)
      .values({
        email: `reviewer${i}@example.com`,
        firstName: `Rev${i}`,
        lastName: 'Smith',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    reviewerIds.push(u!.id);
    ctx.clock.advance(60);
    await saveReview(
      ctx.database.db,
      {
        reviewerId: u!.id,
        mentorId: mentor.id,
        teachingAbility: t,
        communication: c,
        expertise: e,
        message: `m${i}`,
      },
      ctx.clock.now(),
    );
  }
});
afterAll(() => ctx.close());

const asUser = async (session: Session): Promise<SignedInUser> => {
  const [row] = await ctx.database.db.select().from(users).where(eq(users.id, session.user.id));
  const { passwordHash: _p, googleSub: _g, ...rest } = row!;
  return rest;
};

describe('GET /api/reviews/mentor/{id}', () => {
  it('answers the reviews newest first with totals that agree with them', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/reviews/mentor/${mentor.id}` });
    expect(res.statusCode).toBe(200);
    const body = res.json<MentorReviewsResponse>();
    expect(body.count).toBe(4);
    expect(body.results.map((r) => r.message)).toEqual(['m3', 'm2', 'm1', 'm0']);
    expect(body.results[0]).toMatchObject({
      reviewer: { id: reviewerIds[3], full_name: 'Rev3 S.', profile_image: null },
      teaching_ability: 1,
      communication: 2,
      expertise: 2,
    });
    expect(body.results[0]!.created_at).toMatch(/Z$/);
    expect(body.totals).toEqual({
      star_counts: { '1': 0, '2': 1, '3': 0, '4': 2, '5': 1 },
      average_stars: 3.67,
      average_teaching: 3.25,
      average_communication: 4,
      average_expertise: 3.75,
      total_reviews: 4,
    });
  });

  it('pages with page and page_size; the totals still cover every review', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/reviews/mentor/${mentor.id}?page_size=3&page=2`,
    });
    const body = res.json<MentorReviewsResponse>();
    expect(body.results.map((r) => r.message)).toEqual(['m0']);
    expect(body.previous).toBe(`/api/reviews/mentor/${mentor.id}?page_size=3&page=1`);
    expect(body.totals.total_reviews).toBe(4);
  });

  it('answers zeros for a mentor without reviews, 404 for unknown or unapproved mentors', async () => {
    const empty = (
      await ctx.app.inject({ method: 'GET', url: `/api/reviews/mentor/${other.id}` })
    ).json<MentorReviewsResponse>();
    expect(empty).toMatchObject({
      count: 0,
      results: [],
      totals: { star_counts: { '1': 0, '5': 0 }, average_stars: 0, total_reviews: 0 },
    });
    for (const id of [pending.id, 999999]) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/reviews/mentor/${id}` });
      expect(res.statusCode).toBe(404);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/reviews/mentor/x' })).statusCode).toBe(400);
  });

  it('feeds the card: average_rating and total_count', async () => {
    const list = (
      await ctx.app.inject({ method: 'GET', url: '/api/mentors/list/' })
    ).json<MentorListResponse>();
    expect(list.results.find((m) => m.id === mentor.id)!.reviews).toEqual({
      average_rating: 3.67,
      total_count: 4,
    });
    // Recommended order: the Bayesian average (3.5 prior) puts the reviewed mentor ahead.
    expect(list.results[0]!.id).toBe(mentor.id);
  });
});

describe('PUT /api/reviews/upsert/', () => {
  const valid = () => ({
    target: mentor.userId,
    teaching_ability: 5,
    communication: 4,
    expertise: 5,
    message: 'Great',
  });
  const put = (payload: unknown, session: Session = student) =>
    session.inject({ method: 'PUT', url: '/api/reviews/upsert/', payload: payload as object });

  it('requires sign-in', async () => {
    const res = await ctx.app.inject({ method: 'PUT', url: '/api/reviews/upsert/', payload: valid() });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    ['teaching_ability', 0],
    ['teaching_ability', 6],
    ['communication', 2.5],
    ['expertise', '5'],
    ['expertise', null],
    ['message', 'x'.repeat(2001)],
    ['message', 'nul \u0000 inside'],
    ['target', 'abc'],
  ])('refuses %s = %j with a 400', async (field, value) => {
    const res = await put({ ...valid(), [field]: value });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json<{ errors: object }>().errors)).toContain(field);
  });

  it('refuses reviewing oneself, an unknown or unapproved mentor, and without a completed lesson', async () => {
    const self = await put({ ...valid(), target: mentorSession.user.id }, mentorSession);
    expect(self.statusCode).toBe(400);
    expect(self.json<{ detail: string }>().detail).toBe('You cannot review yourself.');
    expect((await put({ ...valid(), target: 999999 })).statusCode).toBe(404);
    expect((await put({ ...valid(), target: pending.userId })).statusCode).toBe(404);
    expect((await put({ ...valid(), target: reviewerIds[0] })).statusCode).toBe(404);
    const noLesson = await put(valid());
    expect(noLesson.statusCode).toBe(400);
    expect(noLesson.json<{ detail: string }>().detail).toBe(REVIEW_NEEDS_LESSON);
    const profile = (
      await student.inject({ method: 'GET', url: `/api/mentors/${mentor.id}/` })
    ).json<MentorProfile>();
    expect(profile).toMatchObject({ can_review: false, has_reviewed: false });
  });

  it('creates then updates one review when a completed lesson exists (service with the lesson check)', async () => {
    const user = await asUser(student);
    const lessonDone = () => Promise.resolve(true);
    const first = await upsertReview(
      ctx.database.db,
      user,
      { ...valid(), target: other.userId },
      ctx.clock.now(),
      lessonDone,
    );
    expect(first).toMatchObject({
      created: true,
      message: 'Thank you! Your review has been submitted.',
      review: { reviewer: { full_name: 'Sam S.' }, teaching_ability: 5, message: 'Great' },
    });
    const second = await upsertReview(
      ctx.database.db,
      user,
      { target: other.userId, teaching_ability: 2, communication: 2, expertise: 2 },
      ctx.clock.now(),
      lessonDone,
    );
    expect(second).toMatchObject({
      created: false,
      message: 'Your review has been updated.',
      review: { id: first.review.id, message: '' },
    });
    const totals = (
      await ctx.app.inject({ method: 'GET', url: `/api/reviews/mentor/${other.id}` })
    ).json<MentorReviewsResponse>().totals;
    expect(totals).toMatchObject({ total_reviews: 1, average_stars: 2, star_counts: { '2': 1 } });
    const profile = (
      await student.inject({ method: 'GET', url: `/api/mentors/${other.id}/` })
    ).json<MentorProfile>();
    expect(profile).toMatchObject({ has_reviewed: true, reviews: { average_rating: 2, total_count: 1 } });
  });
});

describe('GET /api/reviews/my-reviews/', () => {
  it('requires sign-in and answers only the caller’s reviews, optionally of one mentor', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/reviews/my-reviews/' })).statusCode).toBe(401);
    const all = (
      await student.inject({ method: 'GET', url: '/api/reviews/my-reviews/' })
    ).json<MyReviewsResponse>();
    expect(all.results.map((r) => r.reviewer.id)).toEqual([student.user.id]);
    const one = await student.inject({
      method: 'GET',
      url: `/api/reviews/my-reviews/?target_id=${other.userId}`,
    });
    expect(one.json<MyReviewsResponse>().results).toHaveLength(1);
    const none = await student.inject({
      method: 'GET',
      url: `/api/reviews/my-reviews/?target_id=${mentor.userId}`,
    });
    expect(none.json<MyReviewsResponse>().results).toEqual([]);
    const mine = await mentorSession.inject({ method: 'GET', url: '/api/reviews/my-reviews/' });
    expect(mine.json<MyReviewsResponse>().results).toEqual([]);
    expect(
      (await student.inject({ method: 'GET', url: '/api/reviews/my-reviews/?target_id=x' })).statusCode,
    ).toBe(400);
  });
});
