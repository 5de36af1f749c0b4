/**
 * Issue 16 item 4 (ADR 0040): the catalogue's statements after the rewrite answer exactly as before. A
 * search with every sort returns the mentors in the order of the direct query over mentors; the count and
 * price range of a filter set, reused while the catalogue version stands, follow a price change, an
 * approval, an unlisting and a change of skills; the ranking job writes only changed scores, and the
 * Recommended order follows a changed score.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import type { MentorListResponse } from '@app/contract';
import { queryRows } from '../src/db/client.ts';
import { unlistDeletedMentor } from '../src/modules/mentors/account-deletion-repository.ts';
import {
  markApproved,
  refreshDailyRanks,
  refreshRankScores,
  setReviewFigures,
} from '../src/modules/mentors/repository.ts';
import { replaceLookups, updateMentorProfileFields } from '../src/modules/mentors/settings-repository.ts';
import { createTestContext, type TestContext } from './helpers.ts';
import { addMentor, seedLookups, type Lookups } from './catalogue-fixtures.ts';

let ctx: TestContext;
let lk: Lookups;
const mentorIds: number[] = [];
let pendingId = 0;
const day = (n: number) => new Date(Date.UTC(2026, 0, n));

async function list(query = ''): Promise<MentorListResponse> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/mentors/list/${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<MentorListResponse>();
}

/** Every page of a query, page size 4: the ids in the order the API gives them. */
async function allIds(query: string): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; page <= 10; page++) {
    const r = await list(`?page_size=4&page=${page}&${query}`);
    ids.push(...r.results.map((m) => m.id));
    if (!r.next) break;
  }
  return ids;
}

beforeAll(async () => {
  ctx = await createTestContext({ now: '2026-03-01T12:00:00Z' });
  lk = await seedLookups(ctx.database);
  const now = ctx.clock.now();
  // Ties on purpose: prices repeat every 3 mentors, approval days every 4, popularity every 5.
  for (let i = 0; i < 14; i++) {
    const { id } = await addMentor(
      ctx.database,
      {
        firstName: `Mentor${i}`,
        lastName: 'Tester',
        skillIds: [i % 2 ? lk.skill.Guitar! : lk.skill.Piano!],
        headline: i % 3 ? `Guitar and jazz lessons ${'guitar '.repeat(i % 4)}` : 'Jazz piano lessons',
        amountCents: 2000 + (i % 3) * 1000,
        approvedAt: day(1 + (i % 4)),
      },
      now,
    );
    mentorIds.push(id);
    await ctx.database.db.execute(
      sql`UPDATE mentors SET completed_lessons_90d = ${i % 5}, review_count = ${i % 2} WHERE id = ${id}`,
    );
  }
  pendingId = (
    await addMentor(
      ctx.database,
      { firstName: 'Paula', lastName: 'Pending', isVerified: false, amountCents: 900, headline: 'Guitar' },
      now,
    )
  ).id;
});
afterAll(() => ctx.close());

describe('search with a sort', () => {
  // The orders as the single query over mentors wrote them before the matches were materialized.
  const orders: [string, SQL][] = [
    ['', sql`ts_rank(m.search_vector, plainto_tsquery('simple', 'guitar')) DESC, m.id ASC`],
    ['sort_by=NEWEST', sql`m.approved_at DESC NULLS LAST, m.id DESC`],
    ['sort_by=LOW_PRICE', sql`m.amount_cents ASC, m.id ASC`],
    ['sort_by=HIGH_PRICE', sql`m.amount_cents DESC, m.id DESC`],
    ['sort_by=MOST_POPULAR', sql`m.completed_lessons_90d DESC, m.review_count DESC, m.id ASC`],
  ];
  for (const [query, order] of orders)
    it(`returns the mentors of the direct query in its order (${query || 'relevance'})`, async () => {
      const expected = await queryRows<{ id: number }>(
        ctx.database.db,
        sql`SELECT m.id FROM mentors m WHERE m.is_verified
          AND m.search_vector @@ plainto_tsquery('simple', 'guitar') ORDER BY ${order}`,
      );
      expect(expected.length).toBeGreaterThan(4);
      expect(await allIds(`search=guitar&${query}`)).toEqual(expected.map((r) => Number(r.id)));
    });

  it('keeps count and price range of the matches, with a price filter too', async () => {
    const all = await list('?search=guitar');
    const priced = await list('?search=guitar&min_price=2500&sort_by=LOW_PRICE');
    expect(priced.price_statistics).toEqual(all.price_statistics);
    expect(priced.count).toBe(
      (await allIds('search=guitar')).filter((id) => (mentorIds.indexOf(id) % 3) * 1000 + 2000 >= 2500)
        .length,
    );
    expect(priced.results.every((m) => m.amount_cents >= 2500)).toBe(true);
  });
});

describe('count and price range of a filter set', () => {
  const figures = async (query = '') => {
    const r = await list(query);
    return {
      count: r.count,
      min: r.price_statistics.min_price_cents,
      max: r.price_statistics.max_price_cents,
    };
  };
  const inTx = (work: Parameters<typeof ctx.database.db.transaction>[0]) => ctx.database.db.transaction(work);

  it('follow a price change, an approval, an unlisting and a change of skills', async () => {
    expect(await figures()).toEqual({ count: 14, min: 2000, max: 4000 });
    expect(await figures('?min_price=3000')).toEqual({ count: 9, min: 2000, max: 4000 });
    const guitar = `?instrument=${lk.skill.Guitar}`;
    expect(await figures(guitar)).toEqual({ count: 7, min: 2000, max: 4000 });

    await inTx((tx) => updateMentorProfileFields(tx, mentorIds[0]!, { amountCents: 9900 }));
    expect(await figures()).toEqual({ count: 14, min: 2000, max: 9900 });
    expect(await figures('?min_price=3000')).toEqual({ count: 10, min: 2000, max: 9900 });

    await inTx((tx) => markApproved(tx, pendingId, ctx.clock.now()));
    expect(await figures()).toEqual({ count: 15, min: 900, max: 9900 });

    await inTx((tx) => unlistDeletedMentor(tx, mentorIds[0]!, ctx.clock.now()));
    expect(await figures()).toEqual({ count: 14, min: 900, max: 4000 });

    await inTx((tx) => replaceLookups(tx, 'skills', mentorIds[2]!, [lk.skill.Guitar!]));
    expect(await figures(guitar)).toEqual({ count: 8, min: 2000, max: 4000 });
  });

  it('are not moved by writes that change no figure (reviews, scores)', async () => {
    const [before] = await queryRows<{ version: string }>(
      ctx.database.db,
      sql`SELECT version FROM mentor_catalogue_version`,
    );
    await setReviewFigures(ctx.database.db, mentorIds[1]!, { reviewCount: 3, ratingSum: 45 });
    await refreshRankScores(ctx.database.db, 'all', ctx.clock.now());
    const [after] = await queryRows<{ version: string }>(
      ctx.database.db,
      sql`SELECT version FROM mentor_catalogue_version`,
    );
    expect(String(after!.version)).toBe(String(before!.version));
  });
});

describe('the ranking job', () => {
  const rankRows = () =>
    queryRows<{ mentor_id: number; xmin: string }>(
      ctx.database.db,
      sql`SELECT mentor_id, xmin::text AS xmin FROM mentor_rank_scores ORDER BY mentor_id`,
    );

  it('writes no row when no score changed', async () => {
    const now = ctx.clock.now();
    await refreshRankScores(ctx.database.db, 'all', now);
    const before = await rankRows();
    expect(await refreshRankScores(ctx.database.db, 'all', now)).toEqual({ updated: 0, inserted: 0 });
    expect(await rankRows()).toEqual(before);
  });

  it('moves a mentor whose score changed, and the next day moves every score once', async () => {
    const top = async () => (await list('?page_size=1')).results[0]!.id;
    const last = mentorIds[13]!;
    expect(await top()).not.toBe(last);
    await setReviewFigures(ctx.database.db, last, { reviewCount: 200, ratingSum: 3000 });
    expect(await refreshRankScores(ctx.database.db, [last], ctx.clock.now())).toEqual({
      updated: 1,
      inserted: 0,
    });
    expect(await top()).toBe(last);

    const tomorrow = new Date(ctx.clock.now().getTime() + 86_400_000);
    const before = await rankRows();
    await ctx.database.db.transaction((tx) => refreshDailyRanks(tx, tomorrow));
    const after = await rankRows();
    expect(after.filter((r, i) => r.xmin !== before[i]!.xmin)).toHaveLength(before.length);
    // The same day again: the job has nothing to do.
    await ctx.database.db.transaction((tx) => refreshDailyRanks(tx, tomorrow));
    expect(await rankRows()).toEqual(after);
  });
});
