/**
 * Staff hide a review with a reason and show it again (issue 21 item 5, ADR 72). A hidden review leaves the
 * mentor's public reviews at once, and the averages, histogram, card rating, rank inputs and JSON-LD follow
 * (the public read cache is on here: it drops). The author still sees their own review. Every decision is in
 * the audit log; an empty reason, deciding twice and an unknown review are 4xx with nothing changed.
 * Runs on PGlite and on PostgreSQL.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  auditMessages,
  reviewStaffMessages as m,
  type AuditPage,
  type MentorListResponse,
  type MentorReviewsResponse,
  type ReviewDecisionResult,
  type StaffReviewsQuery,
} from '@app/contract';
import { queryRows } from '../src/db/client.ts';
import { listedMentorCard } from '../src/modules/mentors/index.ts';
import { mentorHead } from '../src/modules/public-pages/head.ts';
import { saveReview } from '../src/modules/reviews/repository.ts';
import { login, type Session } from './auth-helpers.ts';
import { useBookingWorld } from './booking-fixtures.ts';

const world = useBookingWorld({ env: { PUBLIC_CACHE: 'on' } });
let staff: Session;
let fan: Session;
let critic: Session;
let harshId: number;
let kindId: number;

beforeAll(async () => {
  const member = await world.newStudent();
  await world.ctx.database.db.execute(sql`UPDATE users SET is_staff = true WHERE id = ${member.user.id}`);
  staff = await login(world.ctx.app, member.user.email);
  fan = await world.newStudent();
  critic = await world.newStudent();
  const now = world.ctx.clock.now();
  const review = (reviewerId: number, stars: number, message: string) =>
    saveReview(
      world.ctx.database.db,
      {
        reviewerId,
        mentorId: world.maya.id,
        teachingAbility: stars,
        communication: stars,
        expertise: stars,
        message,
      },
      now,
    );
  kindId = (await review(fan.user.id, 5, 'Wonderful teacher, very patient.')).id;
  harshId = (await review(critic.user.id, 1, 'Rude words about the mentor, unrelated to the lesson.')).id;
});

const visitorReviews = async () => {
  const res = await world.ctx.app.inject({ method: 'GET', url: `/api/reviews/mentor/${world.maya.id}` });
  expect(res.statusCode).toBe(200);
  return res.json<MentorReviewsResponse>();
};
const card = async () => {
  const res = await world.ctx.app.inject({ method: 'GET', url: '/api/mentors/list/?page_size=50' });
  const { reviews } = res.json<MentorListResponse>().results.find((mentor) => mentor.id === world.maya.id)!;
  return { ...reviews, cache: res.headers['x-cache'] };
};
const figures = async () =>
  (
    await queryRows<{ review_count: number; rating_sum: number }>(
      world.ctx.database.db,
      sql`SELECT review_count, rating_sum FROM mentors WHERE id = ${world.maya.id}`,
    )
  )[0]!;
const hide = (id: number, payload: unknown, who: Session = staff) =>
  who.inject({ method: 'POST', url: `/api/admin/reviews/${id}/hide/`, payload: payload as object });
const show = (id: number, payload: unknown, who: Session = staff) =>
  who.inject({ method: 'POST', url: `/api/admin/reviews/${id}/show/`, payload: payload as object });
const search = (query: StaffReviewsQuery) =>
  staff.inject({
    method: 'GET',
    url: `/api/admin/reviews/?${new URLSearchParams(query as Record<string, string>).toString()}`,
  });
const auditOf = async (id: number) =>
  (
    await staff.inject({ method: 'GET', url: `/api/admin/audit/?record_type=review&record_id=${id}` })
  ).json<AuditPage>().entries;

describe('the staff review search', () => {
  it('finds reviews by the mentor, the author (name or e-mail) or the text, newest first', async () => {
    const byMentor = (await search({ search: 'maya lopez' })).json<{ reviews: { id: number }[] }>();
    expect(byMentor.reviews.map((r) => r.id)).toEqual([harshId, kindId]);
    const byAuthor = (await search({ search: critic.user.email.toUpperCase() })).json<{
      reviews: { id: number }[];
    }>();
    expect(byAuthor.reviews.map((r) => r.id)).toEqual([harshId]);
    const byText = await search({ search: 'PATIENT' });
    expect(byText.json<{ reviews: unknown[] }>().reviews).toEqual([
      expect.objectContaining({
        id: kindId,
        mentor_name: 'Maya Lopez',
        author_email: fan.user.email,
        teaching_ability: 5,
        hidden_at: null,
        hidden_reason: null,
      }),
    ]);
    const none = (await search({ search: '%_' })).json<{ reviews: unknown[] }>();
    expect(none.reviews).toEqual([]);
    expect((await search({ search: 'x'.repeat(201) })).statusCode).toBe(400);
    expect((await search({ status: 'gone' as 'hidden' })).statusCode).toBe(400);
  });

  it('answers 401 to visitors and 403 to students and mentors on every review call', async () => {
    const calls = [
      { method: 'GET' as const, url: '/api/admin/reviews/' },
      { method: 'POST' as const, url: `/api/admin/reviews/${harshId}/hide/`, payload: { reason: 'x' } },
      { method: 'POST' as const, url: `/api/admin/reviews/${harshId}/show/`, payload: { reason: 'x' } },
    ];
    for (const call of calls) {
      expect((await world.ctx.app.inject(call)).statusCode).toBe(401);
      expect((await world.student.inject(call)).statusCode).toBe(403);
      expect((await world.mentor.inject(call)).statusCode).toBe(403);
    }
    expect((await figures()).review_count).toBe(2);
    expect(await auditOf(harshId)).toEqual([]);
  });
});

describe('hiding and showing a review', () => {
  it('refuses an empty reason and an unknown review, with nothing changed', async () => {
    for (const payload of [{}, { reason: '   ' }, { reason: 'x'.repeat(1001) }]) {
      const res = await hide(harshId, payload);
      expect(res.statusCode).toBe(400);
    }
    expect((await hide(harshId, { reason: ' ' })).json()).toMatchObject({
      errors: { reason: [auditMessages.reasonRequired] },
    });
    expect((await hide(999_999, { reason: 'Abusive' })).statusCode).toBe(404);
    expect((await show(harshId, { reason: 'Not hidden' })).json()).toMatchObject({ detail: m.notHidden });
    expect((await figures()).review_count).toBe(2);
    expect(await auditOf(harshId)).toEqual([]);
  });

  it('hides it: the public list, averages, histogram, card, rank inputs and JSON-LD follow at once', async () => {
    const before = await visitorReviews();
    expect(before.totals).toMatchObject({ total_reviews: 2, average_stars: 3 });
    expect(await card()).toMatchObject({ average_rating: 3, total_count: 2 });
    expect(await card()).toEqual({ average_rating: 3, total_count: 2, cache: 'hit' });

    const res = await hide(harshId, { reason: '  Insults the mentor (guideline 3)  ' });
    expect(res.statusCode).toBe(200);
    const answer = res.json<ReviewDecisionResult>();
    expect(answer.message).toBe(m.hidden);
    expect(answer.review).toMatchObject({ id: harshId, hidden_reason: 'Insults the mentor (guideline 3)' });
    expect(answer.review.hidden_at).not.toBeNull();

    const after = await visitorReviews();
    expect(after.results.map((r) => r.id)).toEqual([kindId]);
    expect(after.count).toBe(1);
    expect(after.totals).toMatchObject({
      total_reviews: 1,
      average_stars: 5,
      average_teaching: 5,
      star_counts: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 1 },
    });
    expect(await card()).toEqual({ average_rating: 5, total_count: 1, cache: 'miss' });
    expect(await figures()).toEqual({ review_count: 1, rating_sum: 15 });
    // The profile page's JSON-LD is built from the same card the server renders it with.
    const html = mentorHead({
      siteName: 'Test',
      publicUrl: 'https://example.test',
      mentor: (await listedMentorCard(world.ctx.database.db, world.maya.id))!,
    });
    expect(html).toContain('"ratingValue":5');
    expect(html).toContain('"reviewCount":1');
  });

  it('leaves the author their own review, and an edit does not bring it back', async () => {
    const mine = await critic.inject({
      method: 'GET',
      url: `/api/reviews/my-reviews/?target_id=${world.maya.userId}`,
    });
    expect(mine.json<{ results: { id: number }[] }>().results.map((r) => r.id)).toEqual([harshId]);
    await saveReview(
      world.ctx.database.db,
      {
        reviewerId: critic.user.id,
        mentorId: world.maya.id,
        teachingAbility: 2,
        communication: 2,
        expertise: 2,
        message: 'Edited',
      },
      world.ctx.clock.now(),
    );
    expect((await visitorReviews()).totals.total_reviews).toBe(1);
    expect(
      (await search({ status: 'hidden' })).json<{ reviews: { id: number }[] }>().reviews.map((r) => r.id),
    ).toEqual([harshId]);
    expect(
      (await search({ status: 'visible', search: 'maya' }))
        .json<{ reviews: { id: number }[] }>()
        .reviews.map((r) => r.id),
    ).toEqual([kindId]);
  });

  it('refuses hiding twice; the audit log holds the decision with its reason, before and after', async () => {
    expect((await hide(harshId, { reason: 'Again' })).json()).toMatchObject({ detail: m.alreadyHidden });
    const entries = await auditOf(harshId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'review.hide',
      actor_email: staff.user.email.toLowerCase(),
      reason: 'Insults the mentor (guideline 3)',
      before: { hidden: false, hidden_reason: null, mentor_id: world.maya.id },
      after: { hidden: true, hidden_reason: 'Insults the mentor (guideline 3)', mentor_id: world.maya.id },
    });
  });

  it('shows it again with a reason: it counts again everywhere', async () => {
    const res = await show(harshId, { reason: 'Appeal accepted' });
    expect(res.statusCode).toBe(200);
    expect(res.json<ReviewDecisionResult>()).toMatchObject({
      message: m.shown,
      review: { hidden_at: null, hidden_reason: null },
    });
    const after = await visitorReviews();
    expect(after.totals).toMatchObject({ total_reviews: 2, star_counts: { '2': 1, '5': 1 } });
    expect(await card()).toMatchObject({ average_rating: 3.5, total_count: 2 });
    const entries = await auditOf(harshId);
    expect(entries.map((e) => e.action)).toEqual(['review.show', 'review.hide']);
    expect(entries[0]).toMatchObject({ reason: 'Appeal accepted', after: { hidden: false } });
  });
});
